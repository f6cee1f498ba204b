import { writeJson } from './write-json';
import { randomUUID } from 'node:crypto';
import { DEFAULT_EXPORT_SETTINGS } from '../../shared/export-settings';
import { formatCount } from '../../shared/format';
import { translateMessage as t } from '../../shared/i18n/translator';
import type { ImportOptions } from '../../shared/import-types';
import type { Problem } from '../../shared/problems';
import { projectNameOf } from '../../shared/project-file';
import { newProjectId } from '../../shared/project-id';
import { isValidRobotsAgent } from '../../shared/robots/robots-matcher';
import { DEFAULT_CHECK_JOB_SETTINGS, type CheckJobSettings } from '../../shared/site-check/check-job-settings';
import { crawlGaps } from '../../shared/site-check/crawl-gaps';
import { problemReport } from './problem-report';
import { DEFAULT_CRAWL_LIMITS, type CrawlLimits, type CrawlSummary } from '../../shared/site-check/crawl-report';
import { emptyRow } from '../../shared/url-table';
import { CHECK_PAGE_DEFAULTS, type CrawlJob, saveProjectFile, startCrawl, streamTables } from '../engine';
import { atArgumentPlace, checkSources } from './bad-argument';
import { readNumbers } from './check-command';
import { EXIT, parseCommandLine, usageError, type CliIo } from './cli-io';
import { projectOutPath } from './project-out';
import { crawlLimited, crawlText, formatCrawlProgress, type CrawlReport } from './crawl-report-text';
import { SEARCH_ENGINES_OPTION, searchEnginesSetting, searchEnginesUsage } from './search-engines-option';
import { wholeNumberOption } from './whole-number-option';
import { readingProgress } from './reading-progress';
import { IMPORT_LIMIT_OPTIONS, importLimitUsage, importLimits } from './import-limits';

const D = DEFAULT_CHECK_JOB_SETTINGS;
const L = DEFAULT_CRAWL_LIMITS;

/** `crawl`'s usage, in the active language. */
export const crawlUsage = (): string =>
  t('cli.crawl.usage', {
    maxPages: formatCount(L.maxPages),
    maxDepth: L.maxDepth,
    concurrency: D.concurrency,
    perHost: D.perHostConcurrency,
    rate: D.ratePerSecond,
    robotsAgent: D.robotsAgent,
    ...searchEnginesUsage(),
    timeout: CHECK_PAGE_DEFAULTS.deadlineMs / 1000,
    limits: importLimitUsage(),
  });

/** `sitemap-studio crawl`: a polite crawl from a home page, compared with sitemaps when asked. */
export async function runCrawl(args: readonly string[], io: CliIo): Promise<number> {
  const parsed = parseCommandLine(
    args,
    io,
    {
      'max-pages': { type: 'string' },
      'max-depth': { type: 'string' },
      'max-time': { type: 'string' },
      compare: { type: 'string', multiple: true },
      out: { type: 'string' },
      concurrency: { type: 'string' },
      'per-host': { type: 'string' },
      rate: { type: 'string' },
      agent: { type: 'string' },
      ...SEARCH_ENGINES_OPTION,
      'ignore-robots': { type: 'boolean' },
      timeout: { type: 'string' },
      all: { type: 'boolean' },
      json: { type: 'boolean' },
      ...IMPORT_LIMIT_OPTIONS,
    },
    crawlUsage,
  );
  if (typeof parsed === 'number') return parsed;
  const fail = (message: string): number => usageError(io, message, crawlUsage());
  const { values, positionals } = parsed;
  if (positionals.length !== 1) return fail(t('cli.crawl.needHome'));
  const home = URL.parse(positionals[0]!);
  if (home === null || (home.protocol !== 'http:' && home.protocol !== 'https:'))
    return fail(t('cli.crawl.notHttp', { url: positionals[0] }));
  const numbers = readNumbers(values);
  if (typeof numbers === 'string') return fail(numbers);
  const limits = readLimits(values);
  if (typeof limits === 'string') return fail(limits);
  if (values.agent !== undefined && !isValidRobotsAgent(values.agent))
    return fail(t('cli.args.notCrawler', { agent: values.agent }));
  const engines = searchEnginesSetting(values['search-engines']);
  if (typeof engines === 'string') return fail(engines);
  // How the --compare sources are read (the crawl's own --timeout is a page's).
  const reading = importLimits(values);
  if (typeof reading === 'string') return fail(reading);
  const compare = values.compare ?? [];
  checkSources(compare);
  // A folder named as --out is told now, not after the crawl.
  const out = values.out === undefined ? null : projectOutPath(values.out);

  const listed = compare.length > 0 ? await listedLocs(compare, reading, io) : null;
  io.signal?.throwIfAborted(); // Ctrl-C while the sources were read: stopped, not "nothing to compare with"
  // Sources that gave no URL at all (missing, unreadable): every page would be "unlisted".
  if (listed !== null && listed.locs.length === 0 && listed.problems.some((problem) => problem.severity === 'error')) {
    io.err(
      problemReport(listed.problems, { all: true })
        .map((line) => `${line}\n`)
        .join(''),
    );
    io.err(`${t('cli.crawl.nothingListed', { sources: compare.join(', ') })}\n`);
    return EXIT.usage;
  }
  const settings: Partial<CheckJobSettings> = {
    ...numbers.job,
    ...(values.agent !== undefined ? { robotsAgent: values.agent } : {}),
    ...engines,
    ...(values['ignore-robots'] ? { obeyRobots: false } : {}),
  };
  const job = startCrawl({
    home: home.href,
    limits,
    settings,
    ...(numbers.timeoutMs !== undefined ? { page: { deadlineMs: numbers.timeoutMs } } : {}),
  });
  const summary = await followCrawl(job, io);
  const gaps = listed ? crawlGaps(job.pages(), listed.locs, home.origin) : null;

  // Stopped, nothing is written, as any command stopped (said with the stop, below).
  if (out !== null && summary.end !== 'cancelled') await saveIndexable(out, `--out ${values.out}`, home.host, job, io);
  const report = { home: home.href, summary, pages: job.pages(), gaps, listed };
  if (values.json) writeJson(io, crawlJson(report, compare));
  else io.out(`${crawlText(report, values.all ?? false).join('\n')}\n`);
  if (summary.end === 'cancelled') {
    io.err(`${out === null ? t('cli.crawl.stopped') : t('cli.crawl.stoppedNotSaved', { path: out })}\n`);
    return EXIT.interrupted;
  }
  const homePage = job.pages()[0];
  // Orphans of a crawl a limit stopped are not known to be orphans: said (crawlText), not failed on.
  const orphaned = gaps !== null && gaps.orphans.length > 0 && !crawlLimited(summary);
  const missing = orphaned || (gaps !== null && gaps.unlisted.length > 0);
  // A source read only in part (its errors printed with the report) leaves the comparison incomplete.
  const partial = listed !== null && listed.problems.some((problem) => problem.severity === 'error');
  return missing || partial || homePage?.notIndexable !== null ? EXIT.problems : EXIT.ok;
}

/** Waits for the crawl, showing its progress (progressLines) and cancelling it on Ctrl-C. */
async function followCrawl(job: CrawlJob, io: CliIo): Promise<CrawlSummary> {
  const stop = (): void => void job.cancel();
  io.signal?.addEventListener('abort', stop, { once: true });
  if (io.signal?.aborted) stop();
  const ticker = io.progress ? setInterval(() => io.progress!(formatCrawlProgress(job.progress())), 500) : null;
  try {
    return await job.done;
  } finally {
    if (ticker) clearInterval(ticker);
    io.signal?.removeEventListener('abort', stop);
    io.progress?.('');
  }
}

/** The locs the compared sources list, each table let go once its locs are taken. */
async function listedLocs(
  sources: readonly string[],
  options: ImportOptions,
  io: CliIo,
): Promise<{ locs: string[]; problems: Problem[] }> {
  const locs: string[] = [];
  const reading = readingProgress(io);
  const streamed = await streamTables(
    sources,
    options,
    async (table) => {
      for await (const batch of table.batches) for (const row of batch) locs.push(row.loc);
    },
    { signal: io.signal, onProgress: reading.onProgress },
  ).finally(reading.stop);
  return { locs, problems: streamed.problems };
}

async function saveIndexable(path: string, argument: string, host: string, job: CrawlJob, io: CliIo): Promise<void> {
  const rows = job.pages().flatMap((page) => (page.notIndexable === null ? [emptyRow(page.url)] : []));
  const table = { id: randomUUID(), name: host, source: null, rows };
  await atArgumentPlace(argument, () =>
    saveProjectFile(
      path,
      {
        id: newProjectId(),
        name: projectNameOf(path),
        tables: [table],
        robotsTxt: null,
        exportSettings: DEFAULT_EXPORT_SETTINGS,
        siteChecks: [],
      },
      { signal: io.signal },
    ),
  );
  io.err(`${t('cli.crawl.saved', { path, n: formatCount(rows.length) }, { count: rows.length })}\n`);
}

function crawlJson(report: CrawlReport, compare: readonly string[]): unknown {
  const { summary, pages, gaps, listed } = report;
  return {
    home: report.home,
    ...summary,
    urls: pages,
    ...(gaps && listed
      ? { compare: { sources: compare, listed: listed.locs.length, ...gaps, problems: listed.problems } }
      : {}),
  };
}

/** --max-pages, --max-depth and --max-time as the crawl's limits; a message naming the first that is wrong. */
function readLimits(values: Record<string, unknown>): Partial<CrawlLimits> | string {
  const limits: Partial<CrawlLimits> = {};
  const options: [name: string, min: number, max: number, set: (value: number) => void][] = [
    ['max-pages', 1, 10_000_000, (value) => (limits.maxPages = value)],
    ['max-depth', 0, 10_000, (value) => (limits.maxDepth = value)],
    ['max-time', 1, 10_000_000, (value) => (limits.maxTimeMs = value * 1000)],
  ];
  for (const [name, min, max, set] of options) {
    const text = values[name];
    if (text === undefined) continue;
    const value = wholeNumberOption(name, String(text), min, max);
    if (typeof value === 'string') return value;
    set(value);
  }
  return limits;
}
