import { formatCount } from '../../shared/format';
import { translateMessage as t } from '../../shared/i18n/translator';
import type { ImportOptions } from '../../shared/import-types';
import { SEVERITIES } from '../../shared/problem-catalogue';
import { groupProblems } from '../../shared/problem-groups';
import { oneLine } from './cli-io';
import { countProblems, formatPlace, problemText, type Problem, type Severity } from '../../shared/problems';
import { PROBLEMS_KEPT_PER_CODE } from '../../shared/validation/kept-problems';

/**
 * What the engine should list for a report: for --all and --json the first 10,000 of each code in
 * each file, as validation keeps them (every one: a million URLs with a problem each made 870 MB of
 * JSON and took 3 GB), the rest counted in a stand-in; else its default.
 */
export const listedFor = (everyProblem: boolean): ImportOptions =>
  everyProblem ? { problemsListedPerCode: PROBLEMS_KEPT_PER_CODE } : {};

/** Places listed per code before the rest of that code are only counted (unless --all). */
export const PLACES_SHOWN_PER_CODE = 5;

/** "3 errors, 1 warning, 0 notes:", in the active language. */
function countsHeader(problems: readonly Problem[]): string {
  const counts = countProblems(problems);
  const counted = (key: 'errors' | 'warnings' | 'notes', count: number): string =>
    t(`cli.report.${key}`, { n: formatCount(count) }, { count });
  return t('cli.report.header', {
    errors: counted('errors', counts.error),
    warnings: counted('warnings', counts.warning),
    notes: counted('notes', counts.info),
  });
}

/** The severities' words, padded to the longest, so the places line up. */
function severityWords(): (severity: Severity) => string {
  const words = Object.fromEntries(SEVERITIES.map((severity) => [severity, t(`cli.report.severity.${severity}`)]));
  const width = Math.max(...Object.values(words).map((word) => word.length));
  return (severity) => words[severity]!.padEnd(width);
}

/**
 * Problems as a person reads them in a terminal: the exact counts, then, per code (errors first),
 * its first few places and one line saying how many there are in all. `all` lists every one instead.
 * Messages are worded in the active language (problemText); `locOf` gives a problem's row's loc, shown after its place.
 */
export function problemReport(
  problems: readonly Problem[],
  { all = false, locOf }: { all?: boolean; locOf?: (problem: Problem) => string | undefined } = {},
): string[] {
  const word = severityWords();
  // A row's place alone leaves a person to look its URL up; where the caller knows it, it is named.
  const placeOf = (item: Problem): string => {
    const place = formatPlace(item.place) || '-';
    const loc = locOf?.(item);
    return loc === undefined ? place : `${place}  ${loc}`;
  };
  const problemLine = (item: Problem): string =>
    `  ${word(item.severity)} ${oneLine(placeOf(item))}  [${item.code}] ${oneLine(problemText(item))}`;
  const header = countsHeader(problems);
  if (all) return [header, ...problems.map(problemLine)];
  const lines = [header];
  for (const { severity, code, problems: group } of groupProblems(problems)) {
    const listed = group.filter((item) => item.unlisted === undefined);
    const shown = listed.slice(0, PLACES_SHOWN_PER_CODE);
    const total = countProblems(group)[severity];
    lines.push(...shown.map(problemLine));
    if (total > shown.length) {
      const more = t('cli.report.more', {
        more: formatCount(total - shown.length),
        code,
        total: formatCount(total),
      });
      lines.push(`  ${word(severity)} ${more}`);
    }
  }
  return lines;
}
