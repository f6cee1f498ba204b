import { afterEach, describe, expect, it } from 'vitest';
import { setActiveLocale } from '../../../../../shared/i18n/active-locale';
import { UrlColumns } from '../../../../../shared/columnar/url-columns';
import { emptyRow } from '../../../../../shared/url-table';
import { applyCommand, invertCommand } from '../../../../../renderer/src/table/edit-commands';
import {
  compileQuery,
  countMatches,
  findNext,
  replaceAll,
  replacedValue,
} from '../../../../../renderer/src/grid/find/find-replace';

const rows = () =>
  UrlColumns.fromRows([
    { ...emptyRow('http://example.com/a'), lastmod: '2024-01-01' },
    { ...emptyRow('http://example.com/b.html'), lastmod: null },
    { ...emptyRow('https://other.example/HTTP'), changefreq: 'weekly' },
  ]);
const locs = (table: UrlColumns): string[] => table.toRows().map((row) => row.loc);
const all = { rows: [0, 1, 2], fields: ['loc', 'lastmod', 'changefreq', 'priority'] as const };

const pattern = (text: string, regex = false, matchCase = false): RegExp => {
  const compiled = compileQuery({ text, regex, matchCase });
  if (!compiled.ok) throw new Error(compiled.reason);
  return compiled.pattern;
};

describe('find and replace', () => {
  it('counts matching cells, plain text or a regular expression, with or without case', () => {
    expect(countMatches(rows(), all, pattern('http'))).toBe(3);
    expect(countMatches(rows(), all, pattern('http', false, true))).toBe(3);
    expect(countMatches(rows(), all, pattern('HTTP', false, true))).toBe(1);
    expect(countMatches(rows(), all, pattern('^http:', true))).toBe(2);
    expect(countMatches(rows(), all, pattern('.html'))).toBe(1);
    expect(countMatches(rows(), { rows: [1, 2], fields: ['loc'] }, pattern('example'))).toBe(2);
  });

  it("counts the matches up to a cell, with it: a match's ordinal ('2 of 3')", () => {
    const scope = { rows: [0, 1, 2], fields: ['loc', 'lastmod'] as const };
    const re = pattern('(example|2024)', true);
    expect(countMatches(rows(), scope, re)).toBe(4);
    expect(countMatches(rows(), scope, re, { at: 0, field: 0 })).toBe(1);
    expect(countMatches(rows(), scope, re, { at: 0, field: 1 })).toBe(2);
    expect(countMatches(rows(), scope, re, { at: 1, field: 0 })).toBe(3);
    expect(countMatches(rows(), scope, re, { at: 2, field: 0 })).toBe(4);
  });

  it('says why a regular expression does not compile', () => {
    expect(compileQuery({ text: '(', regex: true, matchCase: false })).toMatchObject({ ok: false });
  });

  it('finds the next match and wraps around, forwards and backwards', () => {
    const re = pattern('example.com');
    expect(findNext(rows(), all, re, { at: 0, field: 0 })).toEqual({ at: 1, field: 0 });
    expect(findNext(rows(), all, re, { at: 1, field: 0 })).toEqual({ at: 0, field: 0 });
    expect(findNext(rows(), all, re, { at: 0, field: 0 }, true)).toEqual({ at: 1, field: 0 });
    expect(findNext(rows(), all, pattern('nothing'), { at: 0, field: 0 })).toEqual({ at: -1, field: 0 });
  });

  it('replaces every match as one command, with groups in regular-expression mode and literal $ otherwise', () => {
    const table = rows();
    applyCommand(table, replaceAll(table, all, pattern('^http://(.*)$', true), 'https://$1', true));
    expect(locs(table)).toEqual(['https://example.com/a', 'https://example.com/b.html', 'https://other.example/HTTP']);
    const plain = rows();
    applyCommand(plain, replaceAll(plain, all, pattern('/a'), '/$1', false));
    expect(plain.get(0, 'loc')).toBe('http://example.com/$1');
  });

  it('replaces only in the scope, naming each cell by its stored position, and undoes to the rows as they were', () => {
    const table = rows();
    const before = table.toRows();
    const command = replaceAll(
      table,
      { rows: [2, 0], fields: ['loc', 'changefreq'] },
      pattern('example'),
      'site',
      false,
    );
    expect(Array.from(command.at)).toEqual([2, 0]);
    expect(command.before).toEqual(['https://other.example/HTTP', 'http://example.com/a']);
    applyCommand(table, command);
    expect(locs(table)).toEqual(['http://site.com/a', 'http://example.com/b.html', 'https://other.site/HTTP']);
    applyCommand(table, invertCommand(command));
    expect(table.toRows()).toEqual(before);
  });

  describe('writing into priority', () => {
    afterEach(() => setActiveLocale('en'));

    it('reads a replaced priority as a typed one: a Dutch decimal comma as its point, empty as absent', () => {
      setActiveLocale('nl');
      const table = UrlColumns.fromRows([
        { ...emptyRow('https://example.com/a'), priority: '0.5' },
        { ...emptyRow('https://example.com/b'), priority: '0.9' },
      ]);
      const priorities = { rows: [0, 1], fields: ['priority'] as const };
      applyCommand(table, replaceAll(table, priorities, pattern('0.5'), '0,8', false));
      applyCommand(table, replaceAll(table, priorities, pattern('^0\\.9$', true), ' ', true));
      expect(table.toRows().map((row) => row.priority)).toEqual(['0.8', null]);
      expect(replacedValue('priority', '0.5', /0\.5/u, ',3', false)).toBe('0.3');
    });

    it('keeps a comma written into priority in English, for validation to name', () => {
      expect(replacedValue('priority', '0.5', /0\.5/u, '0,8', false)).toBe('0,8');
    });
  });
});
