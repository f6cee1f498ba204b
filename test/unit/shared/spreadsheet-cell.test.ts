import { describe, expect, it } from 'vitest';
import { neutraliseFormula, restoreFormula } from '../../../shared/spreadsheet-cell';
import { allStrings, randomStrings, TRICKY_CHARACTERS } from '../../support/random-strings';

// OWASP's CSV injection guidance: a cell starting with any of these is run as a formula.
const FORMULA_STARTS = ['=', '+', '-', '@', '\t', '\r'];

describe('spreadsheet cells', () => {
  it('puts a single quote before a cell a spreadsheet would run as a formula, and only before those', () => {
    expect(['=1+1', '+31 20', '-2', '@SUM(A1)', '\tx', '\rx'].map(neutraliseFormula)).toEqual([
      "'=1+1",
      "'+31 20",
      "'-2",
      "'@SUM(A1)",
      "'\tx",
      "'\rx",
    ]);
    expect(['https://example.com/a=1', '0.5', '', "it's", 'x-y'].map(neutraliseFormula)).toEqual([
      'https://example.com/a=1',
      '0.5',
      '',
      "it's",
      'x-y',
    ]);
  });

  it('tells our quote from a real one: a leading quote is doubled only where the rest would need one', () => {
    expect(neutraliseFormula("'=1")).toBe("''=1");
    expect(neutraliseFormula("'quoted'")).toBe("'quoted'");
    expect(restoreFormula("''=1")).toBe("'=1");
    expect(restoreFormula("'quoted'")).toBe("'quoted'");
  });

  it('gives back every string exactly, and never writes a cell that starts a formula', () => {
    const strings = [...allStrings(["'", '=', '-', '\t', 'a'], 6), ...randomStrings(50_000, 12)];
    expect(strings.length).toBeGreaterThan(50_000);
    for (const text of strings) {
      const written = neutraliseFormula(text);
      expect(FORMULA_STARTS.includes(written[0] ?? '')).toBe(false);
      expect(restoreFormula(written)).toBe(text);
    }
    expect(TRICKY_CHARACTERS).toEqual(expect.arrayContaining(FORMULA_STARTS));
  });
});
