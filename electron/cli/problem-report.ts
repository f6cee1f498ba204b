import { formatCount } from '../../shared/format';
import type { ImportOptions } from '../../shared/import-types';
import { countProblems, formatPlace, type Problem, type Severity } from '../../shared/problems';

/** What the engine should list for a report: every problem for --all and --json, else its default. */
export const listedFor = (everyProblem: boolean): ImportOptions =>
  everyProblem ? { problemsListedPerCode: Infinity } : {};

/** Places listed per code before the rest of that code are only counted (unless --all). */
export const PLACES_SHOWN_PER_CODE = 5;

const SEVERITY_ORDER: readonly Severity[] = ['error', 'warning', 'info'];

const plural = (count: number, word: string): string => `${formatCount(count)} ${word}${count === 1 ? '' : 's'}`;

const problemLine = (item: Problem): string =>
  `  ${item.severity.padEnd(7)} ${formatPlace(item.place) || '-'}  [${item.code}] ${item.message}`;

/**
 * Problems as a person reads them in a terminal: the exact counts, then, per code (errors first),
 * its first few places and one line saying how many there are in all. `all` lists every one instead.
 */
export function problemReport(problems: readonly Problem[], { all = false } = {}): string[] {
  const counts = countProblems(problems);
  const header = `${plural(counts.error, 'error')}, ${plural(counts.warning, 'warning')}, ${plural(counts.info, 'note')}:`;
  if (all) return [header, ...problems.map(problemLine)];
  const lines = [header];
  for (const group of groupsByCode(problems)) {
    const { severity, code } = group[0]!;
    const listed = group.filter((item) => item.unlisted === undefined);
    const shown = listed.slice(0, PLACES_SHOWN_PER_CODE);
    const total = countProblems(group)[severity];
    lines.push(...shown.map(problemLine));
    if (total > shown.length) {
      lines.push(
        `  ${severity.padEnd(7)} … ${formatCount(total - shown.length)} more [${code}], ${formatCount(total)} in all (--all lists every one)`,
      );
    }
  }
  return lines;
}

/** Problems of one severity and code together, errors first, each group in the order it was met. */
function groupsByCode(problems: readonly Problem[]): Problem[][] {
  const groups = new Map<string, Problem[]>();
  for (const item of problems) {
    const key = `${item.severity}\u0000${item.code}`;
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  return [...groups.values()].sort(
    (a, b) => SEVERITY_ORDER.indexOf(a[0]!.severity) - SEVERITY_ORDER.indexOf(b[0]!.severity),
  );
}
