import { describe, expect, it } from 'vitest';
import { setActiveLocale } from '../../../../../shared/i18n/active-locale';
import { problemText } from '../../../../../shared/problems';
import { allLocs, importAll, problemTuples } from '../../../../support/import-helpers';
import { useTempDir } from '../../../../support/use-temp-dir';

const HEAD = 'loc,lastmod\nhttps://example.com/a,2024-01-01\n';

describe('a CSV quote that takes in the lines after its own', () => {
  const dir = useTempDir();

  it('never closed: the rows before it are kept, the file is partial, and the error names the line', async () => {
    // Line 3 opens a quote that the rest of the file never closes: rows c and d would be glued into its loc.
    const file = await dir.write(
      'open.csv',
      `${HEAD}"https://example.com/b,2024-01-02\nhttps://example.com/c,2024-01-03\nhttps://example.com/d,2024\n`,
    );
    const result = await importAll([file]);
    expect(allLocs(result)).toEqual(['https://example.com/a']);
    expect(problemTuples(result)).toEqual([['error', 'table-quote-runs-on', 3, null]]);
    expect(result.problems[0]!.message).toBe(
      'The quoted cell on line 3 is never closed, so it would take in every line after it: the rows before it ' +
        'were kept, and the file was not read from there on.',
    );
    expect(result.files[0]!.summary.partial).toBe(true);
    setActiveLocale('nl');
    try {
      expect(problemText(result.problems[0]!)).toBe(
        'De cel tussen aanhalingstekens op regel 3 wordt nooit gesloten en zou alle regels erna opnemen: de rijen ' +
          'ervoor zijn behouden, en vanaf daar is het bestand niet gelezen.',
      );
    } finally {
      setActiveLocale('en');
    }
  });

  // Told as "never closed" before, though its quote is closed: the text after it is what left it open to the parser.
  it('closed, then text in its cell, and never again: the error says the text after the quote', async () => {
    const file = await dir.write(
      'straying.csv',
      `${HEAD}"https://example.com/b"x,2024-01-02\nhttps://example.com/c,2024-01-03\nhttps://example.com/d,2024\n`,
    );
    const result = await importAll([file]);
    expect(allLocs(result)).toEqual(['https://example.com/a']);
    expect(problemTuples(result)).toEqual([['error', 'table-quote-runs-on', 3, null]]);
    expect(result.problems[0]!.message).toBe(
      'A quoted cell on line 3 has text after its closing quote (such as "a"b), so the quote was read as still open ' +
        'and it would take in every line after it: the rows before it were kept, and the file was not read from ' +
        'there on. Put the whole cell inside the quotes, and write "" for a quote within them.',
    );
    setActiveLocale('nl');
    try {
      expect(problemText(result.problems[0]!)).toMatch(/^Een cel tussen aanhalingstekens op regel 3 heeft tekst na/);
    } finally {
      setActiveLocale('en');
    }
  });

  it('closed lines later: an error names the lines read as one row, and the rows after them are read', async () => {
    const file = await dir.write(
      'stray.csv',
      `${HEAD}"https://example.com/b"x,2024-01-02\nhttps://example.com/c,2024-01-03\n"https://example.com/d",2024\nhttps://example.com/e,2024\n`,
    );
    const result = await importAll([file]);
    expect(allLocs(result)).toEqual([
      'https://example.com/a',
      'https://example.com/b"x,2024-01-02\nhttps://example.com/c,2024-01-03\n"https://example.com/d',
      'https://example.com/e',
    ]);
    expect(problemTuples(result).filter(([, code]) => code.startsWith('table-'))).toEqual([
      ['error', 'table-quote-runs-on', 3, null],
    ]);
    expect(result.problems.find((item) => item.code === 'table-quote-runs-on')!.message).toBe(
      'A quote in a cell on line 3 is not doubled, so lines 3–5 were read as one row. Write "" for a quote ' +
        'within quotes, or leave the cell unquoted.',
    );
    expect(result.files[0]!.summary.partial).toBe(false);
  });

  it('within its own line, or left open on the last line, loses nothing: a warning, and every row', async () => {
    const stray = await dir.write('one-line.csv', `${HEAD}https://example.com/b"x,2024\nhttps://example.com/c,2024\n`);
    const last = await dir.write('last-line.csv', `${HEAD}https://example.com/b,"2024-01-02\n`);
    const result = await importAll([stray, last]);
    expect(allLocs(result)).toEqual([
      'https://example.com/a',
      'https://example.com/b"x',
      'https://example.com/c',
      'https://example.com/a',
      'https://example.com/b',
    ]);
    expect(problemTuples(result).filter(([, code]) => code.startsWith('table-'))).toEqual([
      ['warning', 'table-text-malformed', 3, null],
    ]);
    expect(result.files.map((file) => file.summary.partial)).toEqual([false, false]);
  });

  it('counts only the cell that ran on: a quoted cell with a line break of its own stays one row', async () => {
    const text = 'loc,notes,comment\nhttps://example.com/a,"say "hi" now","two\nlines"\nhttps://example.com/b,,\n';
    const file = await dir.write('notes.csv', text);
    const result = await importAll([file]);
    expect(allLocs(result)).toEqual(['https://example.com/a', 'https://example.com/b']);
    expect(
      problemTuples(result).filter(([, code]) => code.startsWith('table-text') || code.startsWith('table-quote')),
    ).toEqual([
      ['warning', 'table-text-malformed', 2, null],
      ['warning', 'table-text-malformed', 2, null], // each quote of "hi"
    ]);
    expect(result.files[0]!.summary.partial).toBe(false);
  });

  it('finds a cell left open in a file whose lines end in CR alone', async () => {
    const file = await dir.write(
      'mac.csv',
      'loc\rhttps://example.com/a\r"https://example.com/b"x\rhttps://example.com/c\r',
    );
    const result = await importAll([file]);
    expect(allLocs(result)).toEqual(['https://example.com/a']);
    expect(problemTuples(result)).toEqual([['error', 'table-quote-runs-on', 3, null]]);
    expect(result.files[0]!.summary.partial).toBe(true);
  });

  it('a header left open is that one error, not also a header that names no loc', async () => {
    const file = await dir.write('head.csv', 'loc,"lastmod\nhttps://example.com/a,2024\n');
    const result = await importAll([file]);
    expect(allLocs(result)).toEqual([]);
    expect(problemTuples(result)).toEqual([['error', 'table-quote-runs-on', 1, null]]);
  });
});
