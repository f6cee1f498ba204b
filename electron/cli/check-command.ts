import { appendAll } from '../../shared/append-all';
import { writeJson } from './write-json';
import { placeFieldProblem } from '../../shared/validation/field-problem';
import { countProblems, type Problem } from '../../shared/problems';
import { isValidRobotsAgent } from '../../shared/robots/robots-matcher';
import type { CheckSummary } from '../../shared/site-check/check-job-report';
import { describeRobots } from '../../shared/site-check/describe-robots';
import { DEFAULT_CHECK_JOB_SETTINGS, type CheckJobSettings } from '../../shared/site-check/check-job-settings';
import {
  CHECK_FINDING_DEFAULTS,
  checkFindings,
  type CheckedRow,
  type CheckFindingOptions,
} from '../../shared/site-check/check-findings';
import { checkedRow, HostTally } from '../../shared/site-check/checked-rows';
import type { PageCheck } from '../../shared/site-check/page-check';
import { formatCount } from '../../shared/format';
import { translateMessage as t } from '../../shared/i18n/translator';
import { CHECK_PAGE_DEFAULTS, startSiteCheck, streamTables, urlsFromArray } from '../engine';
import { checkSources } from './bad-argument';
import { readingProgress } from './reading-progress';
import { EXIT, usageError, parseCommandLine, type CliIo } from './cli-io';
import { IMPORT_LIMIT_OPTIONS, importLimitUsage, importLimits } from './import-limits';
import { listedFor, problemReport } from './problem-report';
import { SEARCH_ENGINES_OPTION, searchEnginesSetting, searchEnginesUsage } from './search-engines-option';
import { formatCheckProgress } from './check-progress';
import { countOf } from './count-of';
import { CheckedProject } from './checked-project';
import { lastmodFindings } from '../../shared/site-check/lastmod-findings';
import { statusCounts } from './status-counts';
import { firstListed } from './first-listed';
import { wholeNumberOption } from './whole-number-option';

const D = DEFAULT_CHECK_JOB_SETTINGS;

/** `check`'s usage, in the active language. */
export const checkUsage = (): string =>
  t('cli.check.usage', {
    concurrency: D.concurrency,
    perHost: D.perHostConcurrency,
    rate: D.ratePerSecond,
    robotsAgent: D.robotsAgent,
    tagAgent: CHECK_FINDING_DEFAULTS.agent,
    ...searchEnginesUsage(),
    slowMs: CHECK_FINDING_DEFAULTS.slowMs,
    timeout: CHECK_PAGE_DEFAULTS.deadlineMs / 1000,
    limits: importLimitUsage(),
  });

/** A table as the check keeps it: only what findings need, one small record per row. */
interface CheckedTable {
  name: string;
  pageSitemap: boolean;
  rows: CheckedRow[];
  /** Each row's lastmod, for the content check's findings. */
  lastmods: (string | null)[];
}

/** `sitemap-studio check`: every listed URL fetched, its findings placed on its table and row. */
export async function runCheck(args: readonly string[], io: CliIo): Promise<number> {
  const parsed = parseCommandLine(
    args,
    io,
    {
      concurrency: { type: 'string' },
      'per-host': { type: 'string' },
      rate: { type: 'string' },
      agent: { type: 'string' },
      ...SEARCH_ENGINES_OPTION,
      'other-hosts': { type: 'boolean' },
      'ignore-robots': { type: 'boolean' },
      'slow-ms': { type: 'string' },
      timeout: { type: 'string' },
      content: { type: 'boolean' },
      'fetch-twice': { type: 'boolean' },
      save: { type: 'boolean' },
      all: { type: 'boolean' },
      json: { type: 'boolean' },
      ...IMPORT_LIMIT_OPTIONS,
    },
    checkUsage,
  );
  if (typeof parsed === 'number') return parsed;
  const fail = (message: string): number => usageError(io, message, checkUsage());
  const { values, positionals } = parsed;
  if (positionals.length === 0) return fail(t('cli.args.noSources'));
  const numbers = readNumbers(values);
  if (typeof numbers === 'string') return fail(numbers);
  if (values.agent !== undefined && !isValidRobotsAgent(values.agent))
    return fail(t('cli.args.notCrawler', { agent: values.agent }));
  const engines = searchEnginesSetting(values['search-engines']);
  if (typeof engines === 'string') return fail(engines);
  const limits = importLimits(values);
  if (typeof limits === 'string') return fail(limits);
  checkSources(positionals);
  if (values['fetch-twice'] && !values.content) return fail(t('cli.check.needsContent'));
  const project = values.save || values.content ? await CheckedProject.open(positionals, values.save ?? false) : null;
  if (values.save && project === null) return fail(t('cli.check.saveNeedsProject'));

  const tables: CheckedTable[] = [];
  const hosts = new Set<string>();
  /** Each loc's lastmod on the first row listing it: what the content history takes as true or not. */
  const lastmodOf = new Map<string, string | null>();
  const reading = readingProgress(io);
  const streamed = await streamTables(
    positionals,
    { ...limits, ...listedFor(Boolean(values.all || values.json)) },
    async (table) => {
      const kept: CheckedTable = { name: table.name, pageSitemap: table.kind === 'page', rows: [], lastmods: [] };
      const tally = new HostTally();
      for await (const batch of table.batches) {
        for (const row of batch) {
          kept.rows.push(checkedRow(row));
          kept.lastmods.push(row.lastmod);
          if (!lastmodOf.has(row.loc)) lastmodOf.set(row.loc, row.lastmod);
          tally.add(row.loc);
        }
        io.signal?.throwIfAborted();
      }
      tables.push(kept);
      const own = tally.ownHost();
      if (own !== null) hosts.add(own);
    },
    { signal: io.signal, onProgress: reading.onProgress },
  ).finally(reading.stop);

  const urls = uniqueLocs(tables);
  const results = new Map<string, PageCheck>();
  const settings: Partial<CheckJobSettings> = {
    ...numbers.job,
    ...(values.agent !== undefined ? { robotsAgent: values.agent } : {}),
    ...engines,
    ...(values['other-hosts'] ? { allowOtherHosts: true } : {}),
    ...(values['ignore-robots'] ? { obeyRobots: false } : {}),
  };
  const job = startSiteCheck({
    urls: urlsFromArray(urls),
    ownHosts: hosts,
    settings,
    ...(numbers.timeoutMs !== undefined ? { page: { deadlineMs: numbers.timeoutMs } } : {}),
    ...(values.content ? { content: project?.contentOptions(values['fetch-twice'] ?? false) ?? {} } : {}),
    // A check without content carries each URL's history on as it was: a save never drops it.
    onResult: (check) =>
      void results.set(check.url, project?.carryOn(check, lastmodOf.get(check.url) ?? null) ?? check),
  });
  const stop = (): void => void job.cancel();
  io.signal?.addEventListener('abort', stop, { once: true });
  // Ctrl-C before the listener (while the sources were read, or the URLs gathered) stops it too.
  if (io.signal?.aborted) stop();
  const ticker = io.progress ? setInterval(() => io.progress!(formatCheckProgress(job.progress())), 500) : null;
  let summary: CheckSummary;
  try {
    summary = await job.done;
  } finally {
    if (ticker) clearInterval(ticker);
    io.signal?.removeEventListener('abort', stop);
    io.progress?.('');
  }

  const findingOptions: CheckFindingOptions = {
    ...CHECK_FINDING_DEFAULTS,
    agent: values.agent ?? CHECK_FINDING_DEFAULTS.agent,
    checkOf: (url) => results.get(url),
  };
  if (numbers.slowMs !== undefined) findingOptions.slowMs = numbers.slowMs;
  const problems = [...streamed.problems];
  /** The loc of the row each finding is on, for --json and the text report. */
  const locOf = new Map<Problem, string>();
  const unstableSaid = new Set<string>();
  for (const table of tables) {
    table.rows.forEach((row, index) => {
      const check = results.get(row.loc);
      if (!check) return;
      const found = checkFindings(check, row, { ...findingOptions, pageSitemap: table.pageSitemap });
      if (values.content) {
        // A page that differs on every fetch is said once, on the first row listing it.
        const said = unstableSaid.has(row.loc);
        unstableSaid.add(row.loc);
        for (const one of lastmodFindings(check, table.lastmods[index] ?? null, check.checkedAt))
          if (!said || one.code !== 'content-unstable') found.push(one);
      }
      for (const one of found) {
        const problem = placeFieldProblem(one, table.name, index + 1);
        problems.push(problem);
        locOf.set(problem, row.loc);
      }
    });
  }

  const rows = tables.reduce((sum, table) => sum + table.rows.length, 0);
  if (values.json) {
    const count = countProblems(problems);
    const document = {
      urls: urls.length,
      rows,
      tables: tables.length,
      cancelled: summary.cancelled,
      counts: summary.counts,
      retries: summary.retries,
      robots: summary.robots,
      errors: count.error,
      warnings: count.warning,
      checks: urls.flatMap((url) => results.get(url) ?? []),
      problems: problems.map((problem) => (locOf.has(problem) ? { ...problem, loc: locOf.get(problem) } : problem)),
    };
    writeJson(io, document);
  } else {
    const reported = { urls: urls.length, checked: results.size, rows, tables: tables.length };
    const report = { all: values.all ?? false, locOf: (problem: Problem) => locOf.get(problem) };
    // Listed on another host than its table's, a URL was not asked: said, not only counted as skipped.
    const otherHost = urls.filter((url) => listedOnOtherHost(results.get(url)));
    io.out(`${textReport(summary, reported, problems, report).join('\n')}\n`);
    if (otherHost.length > 0) {
      const heading = t(
        'cli.check.otherHostsSkipped',
        { n: formatCount(otherHost.length) },
        { count: otherHost.length },
      );
      io.out(`${[heading, ...firstListed(otherHost, report.all, LISTED_SKIPPED, (url) => `  ${url}`)].join('\n')}\n`);
    }
  }
  // Ctrl-C as the last URL was checked, or while the report was written, still saves nothing.
  if (summary.cancelled || io.signal?.aborted) {
    // Stopped, nothing is written, as any command stopped: the project stays as it was, and says so.
    const none = results.size === 0;
    const notSaved = values.save && project ? { path: project.path } : null;
    const said = notSaved
      ? t(none ? 'cli.check.stoppedBeforeAnyNotSaved' : 'cli.check.stoppedNotSaved', notSaved)
      : t(none ? 'cli.check.stoppedBeforeAny' : 'cli.check.stopped');
    io.err(`${said}\n`);
    return EXIT.interrupted;
  }
  if (values.save && project) {
    const saved = await project.save(results.values());
    io.err(`${t('cli.check.saved', { path: project.path, n: formatCount(saved) }, { count: saved })}\n`);
  }
  return problems.some((item) => item.severity === 'error') ? EXIT.problems : EXIT.ok;
}

/** URLs not checked because they are listed on another host than their table's, named at most (--all: every one). */
const LISTED_SKIPPED = 10;

/** A check skipped as listed on another host (not one a redirect led there). */
const listedOnOtherHost = (check: PageCheck | undefined): boolean =>
  check?.failure?.kind === 'other-host' && check.hops.length === 0;

/** Each loc once, in the order first listed: a URL listed twice is asked once. */
function uniqueLocs(tables: readonly CheckedTable[]): string[] {
  const seen = new Set<string>();
  for (const table of tables) for (const row of table.rows) if (row.loc !== '') seen.add(row.loc);
  return [...seen];
}

/**
 * The report's lines: what was checked of the URLs listed (`checked` of `urls`, a cancelled check
 * saying how few), the status counts, robots.txt files, then the problems.
 */
function textReport(
  summary: CheckSummary,
  { urls, checked: done, rows, tables }: { urls: number; checked: number; rows: number; tables: number },
  problems: readonly Problem[],
  report: NonNullable<Parameters<typeof problemReport>[1]>,
): string[] {
  const counts = statusCounts(summary.counts);
  const listed = {
    urls: countOf('urls', urls),
    rows: countOf('rows', rows),
    tables: countOf('tables', tables),
    counts,
  };
  const checked = summary.cancelled
    ? t('cli.check.summaryCancelled', { ...listed, done: formatCount(done) })
    : t('cli.check.summary', listed);
  const lines = [
    checked +
      (summary.retries > 0
        ? t('cli.check.retried', { n: formatCount(summary.retries) }, { count: summary.retries })
        : ''),
  ];
  lines.push(...summary.robots.map(describeRobots));
  // Stopped, the URLs not checked may hold problems: "no problems" is said of those checked only.
  const none = summary.cancelled ? t('cli.check.noProblemsChecked') : t('cli.report.noProblems');
  appendAll(lines, problems.length > 0 ? problemReport(problems, report) : [none]);
  return lines;
}

export interface CheckNumbers {
  job: Partial<CheckJobSettings>;
  slowMs?: number;
  timeoutMs?: number;
}

/** The numeric options, each a whole number in its range; a message naming the first that is not. */
export function readNumbers(values: Record<string, unknown>): CheckNumbers | string {
  const numbers: CheckNumbers = { job: {} };
  const options: [name: string, min: number, set: (value: number) => void][] = [
    ['concurrency', 1, (value) => (numbers.job.concurrency = value)],
    ['per-host', 1, (value) => (numbers.job.perHostConcurrency = value)],
    ['rate', 0, (value) => (numbers.job.ratePerSecond = value)],
    ['slow-ms', 1, (value) => (numbers.slowMs = value)],
    ['timeout', 1, (value) => (numbers.timeoutMs = value * 1000)],
  ];
  for (const [name, min, set] of options) {
    const text = values[name];
    if (text === undefined) continue;
    const value = wholeNumberOption(name, String(text), min, 100_000);
    if (typeof value === 'string') return value;
    set(value);
  }
  return numbers;
}
