import { describe, expect, it } from 'vitest';
import { emptyRow } from '../../../../shared/url-table';
import { applyCommand } from '../../../../renderer/src/history/edit-commands';
import { compileQuery, countMatches, findNext, replaceAll } from '../../../../renderer/src/grid/find-replace';
import { pasteTarget, tileChanges } from '../../../../renderer/src/grid/tile';

const rows = () => [
  { ...emptyRow('http://example.com/a'), lastmod: '2024-01-01' },
  { ...emptyRow('http://example.com/b.html'), lastmod: null },
  { ...emptyRow('https://other.example/HTTP'), changefreq: 'weekly' },
];
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
    expect(table.map((row) => row.loc)).toEqual([
      'https://example.com/a',
      'https://example.com/b.html',
      'https://other.example/HTTP',
    ]);
    const plain = rows();
    applyCommand(plain, replaceAll(plain, all, pattern('/a'), '/$1', false));
    expect(plain[0]!.loc).toBe('http://example.com/$1');
  });

  it('tiles a pasted block over a larger range, skipping the count columns', () => {
    const table = rows();
    const target = pasteTarget([['x', 'y']], { top: 0, bottom: 2, left: 2, right: 5 });
    expect(target).toEqual({ top: 0, bottom: 2, left: 2, right: 5 });
    applyCommand(table, tileChanges([['daily', '0.1']], target, (v) => table[v]!).command('Paste'));
    expect(table.map((row) => [row.changefreq, row.priority])).toEqual([
      ['daily', '0.1'],
      ['daily', '0.1'],
      ['daily', '0.1'],
    ]);
    expect(pasteTarget([['a'], ['b'], ['c']], { top: 5, bottom: 5, left: 0, right: 0 })).toEqual({
      top: 5,
      bottom: 7,
      left: 0,
      right: 0,
    });
  });
});
