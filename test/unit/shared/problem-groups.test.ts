import { describe, expect, it } from 'vitest';
import { groupProblems, inGroupOrder } from '../../../shared/problem-groups';
import { problem } from '../../../shared/problems';

describe('problems grouped by code (the CLI report and the problems panel)', () => {
  it('puts errors first, then warnings, then notes, each severity in the order its codes were met', () => {
    const found = [
      problem('warning', 'image-field-deprecated', 'a', { row: 1 }),
      problem('info', 'robots-no-sitemaps', 'b'),
      problem('warning', 'video-field-deprecated', 'c', { row: 1 }),
      problem('error', 'priority-out-of-range', 'd', { row: 2 }),
      problem('warning', 'image-field-deprecated', 'e', { row: 3 }),
      problem('error', 'loc-missing', 'f', { row: 4 }),
    ];
    const groups = groupProblems(found);
    expect(groups.map(({ severity, code }) => `${severity} ${code}`)).toEqual([
      'error priority-out-of-range',
      'error loc-missing',
      'warning image-field-deprecated',
      'warning video-field-deprecated',
      'info robots-no-sitemaps',
    ]);
    expect(groups[2]!.problems.map((item) => item.message)).toEqual(['a', 'e']);
  });

  it('keeps one code found at two severities apart', () => {
    const groups = groupProblems([
      problem('warning', 'loc-not-absolute', 'kept', { line: 3 }),
      problem('error', 'loc-not-absolute', 'found', { row: 1 }),
    ]);
    expect(groups.map((group) => group.severity)).toEqual(['error', 'warning']);
  });

  it('orders any groups the same way', () => {
    const order = inGroupOrder([
      { severity: 'info', code: 'robots-no-sitemaps', n: 1 },
      { severity: 'error', code: 'loc-missing', n: 2 },
    ] as const);
    expect(order.map((group) => group.n)).toEqual([2, 1]);
  });
});
