import { countProblems, type Problem } from '../../../shared/problems';

/**
 * The import dialog's problem list: how many problems were found in all, the first `limit` lines,
 * and how many problems those lines leave out. A stand-in line counts as the problems it stands for.
 */
export function problemListCounts(
  problems: readonly Problem[],
  limit: number,
): { total: number; shown: readonly Problem[]; hidden: number } {
  const shown = problems.slice(0, limit);
  const total = sum(countProblems(problems));
  return { total, shown, hidden: total - sum(countProblems(shown)) };
}

const sum = (counts: Record<string, number>): number => Object.values(counts).reduce((a, b) => a + b, 0);
