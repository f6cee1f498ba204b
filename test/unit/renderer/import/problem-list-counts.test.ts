import { describe, expect, it } from 'vitest';
import { problemListCounts } from '../../../../renderer/src/import/problem-list-counts';
import { problem, type Problem } from '../../../../shared/problems';

const missing = (n: number): Problem =>
  problem('error', 'child-missing', `part-${n}.xml is missing.`, { file: 'index.xml' });
/** What the import gives for 109 missing children: 100 listed, and a stand-in line for the other 9. */
const IMPORTED: Problem[] = [
  ...Array.from({ length: 100 }, (_, n) => missing(n + 1)),
  { ...problem('error', 'child-missing', '9 more "child-missing" problems in this file are not listed.'), unlisted: 9 },
  problem('warning', 'loc-not-absolute', '"/a" is relative.', { file: 'pages.xml', line: 3 }),
];

describe('problemListCounts: what the import dialog says about the problems it read', () => {
  it('counts 109 missing children as 109, never 101, plus the other problems', () => {
    expect(problemListCounts(IMPORTED, 200)).toEqual({ total: 110, shown: IMPORTED, hidden: 0 });
  });

  it('says how many real problems are not shown, the stand-in line counting as the 9 it stands for', () => {
    const counts = problemListCounts(IMPORTED, 50);
    expect(counts.shown).toHaveLength(50);
    expect(counts.hidden).toBe(110 - 50);
    expect(problemListCounts(IMPORTED, 101).hidden).toBe(1);
  });
});
