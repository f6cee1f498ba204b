import { randomUUID } from 'node:crypto';
import { DEFAULT_EXPORT_SETTINGS } from '../../shared/export-settings';
import { formatCount } from '../../shared/format';
import type { Problem } from '../../shared/problems';
import { projectNameOf, withProjectExtension } from '../../shared/project-file';
import { isValidRobotsAgent } from '../../shared/robots/robots-matcher';
import { DEFAULT_CHECK_JOB_SETTINGS, type CheckJobSettings } from '../../shared/site-check/check-job-settings';
import { crawlGaps } from '../../shared/site-check/crawl-gaps';
import { DEFAULT_CRAWL_LIMITS, type CrawlLimits, type CrawlSummary } from '../../shared/site-check/crawl-report';
import { emptyRow } from '../../shared/url-table';
import { CHECK_PAGE_DEFAULTS } from '../engine/site-check/check-page';
import { startCrawl, type CrawlJob } from '../engine/site-check/crawl-job';
import { saveProjectFile } from '../engine/project/project-file';
import { streamTables } from '../engine/stream/stream-tables';
import { atArgumentPlace, checkSources } from './bad-argument';
import { readNumbers } from './check-command';
import { EXIT, parseCommandLine, usageError, type CliIo } from './cli-io';
import { crawlText, formatCrawlProgress, type CrawlReport } from './crawl-report-text';

const D = DEFAULT_CHECK_JOB_SETTINGS;
const L = DEFAULT_CRAWL_LIMITS;

export const CRAWL_USAGE = `Usage: sitemap-studio crawl <home-url> [--max-pages N] [--max-depth N] [--max-time S] [--json | --all]
                             [--out project] [--compare <sitemap-or-project>]...

Follows the links of a site from its home page, on its own host only, and reports every URL reached:
its depth, the page that linked to it first, and whether it is an indexable page (no redirect, 2xx
HTML, no noindex, no canonical elsewhere). Links marked nofollow, and pages whose robots meta or
X-Robots-Tag says nofollow, are not followed. Politely: robots.txt and its Crawl-delay are obeyed.

Options:
  --max-pages N    URLs found before new links are no longer taken (default ${formatCount(L.maxPages)})
  --max-depth N    Links followed from the home page (default ${L.maxDepth})
  --max-time S     Stop after S seconds of crawling and report what was found (default: no limit)
  --compare SOURCE A sitemap, index, robots.txt, folder or project whose URLs are the listed ones;
                   repeat it for more. Reports the indexable pages none of them lists, and the
                   listed URLs the crawl never reached (orphans)
  --out FILE       Save the indexable pages found as a project (.sitemapstudio), one table
  --concurrency N  Requests in flight at once (default ${D.concurrency})
  --per-host N     Requests in flight at once to the host (default ${D.perHostConcurrency})
  --rate N         Requests started per second, 0 for no limit (default ${D.ratePerSecond})
  --agent NAME     The robots.txt group to obey (default ${D.robotsAgent})
  --ignore-robots  Do not read robots.txt (only for your own site)
  --timeout S      Give up on a page after S seconds, redirects included (default ${CHECK_PAGE_DEFAULTS.deadlineMs / 1000})
  --all            List every URL of each kind (by default: the first few, and how many in all)
  --json           Print one JSON document: every URL reached, and with --compare the gaps
  -h, --help       Show this help

Progress goes to stderr while it runs in a terminal; Ctrl-C stops the crawl and reports what was found.
Exit code: 0 when the crawl is complete and, with --compare, nothing is missing or orphaned; 1 when
pages are missing or orphaned, or the home page is not an indexable page; 2 for bad arguments;
130 when stopped.
`;

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
      'ignore-robots': { type: 'boolean' },
      timeout: { type: 'string' },
      all: { type: 'boolean' },
      json: { type: 'boolean' },
    },
    CRAWL_USAGE,
  );
  if (typeof parsed === 'number') return parsed;
  const { values, positionals } = parsed;
  if (positionals.length !== 1) return usageError(io, 'Name one home page URL to crawl from.', CRAWL_USAGE);
  const home = URL.parse(positionals[0]!);
  if (home === null || (home.protocol !== 'http:' && home.protocol !== 'https:'))
    return usageError(io, `"${positionals[0]}" is not an http or https URL.`, CRAWL_USAGE);
  const numbers = readNumbers(values);
  if (typeof numbers === 'string') return usageError(io, numbers, CRAWL_USAGE);
  const limits = readLimits(values);
  if (typeof limits === 'string') return usageError(io, limits, CRAWL_USAGE);
  if (values.agent !== undefined && !isValidRobotsAgent(values.agent))
    return usageError(io, `"${values.agent}" is not a crawler name.`, CRAWL_USAGE);
  const compare = values.compare ?? [];
  checkSources(compare);

  const listed = compare.length > 0 ? await listedLocs(compare, io.signal) : null;
  const settings: Partial<CheckJobSettings> = {
    ...numbers.job,
    ...(values.agent !== undefined ? { robotsAgent: values.agent } : {}),
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

  if (values.out !== undefined) await saveIndexable(values.out, home.host, job, io);
  const report = { home: home.href, summary, pages: job.pages(), gaps, listed };
  io.out(
    values.json
      ? `${JSON.stringify(crawlJson(report, compare), null, 2)}\n`
      : `${crawlText(report, values.all ?? false).join('\n')}\n`,
  );
  if (summary.end === 'cancelled') {
    io.err('Stopped: the URLs above were reached, the rest were not.\n');
    return EXIT.interrupted;
  }
  const homePage = job.pages()[0];
  const missing = gaps !== null && (gaps.unlisted.length > 0 || gaps.orphans.length > 0);
  return missing || homePage?.notIndexable !== null ? EXIT.problems : EXIT.ok;
}

/** Waits for the crawl, showing its progress on a terminal and cancelling it on Ctrl-C. */
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
  signal: AbortSignal | undefined,
): Promise<{ locs: string[]; problems: Problem[] }> {
  const locs: string[] = [];
  const streamed = await streamTables(
    sources,
    {},
    async (table) => {
      for await (const batch of table.batches) for (const row of batch) locs.push(row.loc);
    },
    { signal },
  );
  return { locs, problems: streamed.problems };
}

async function saveIndexable(out: string, host: string, job: CrawlJob, io: CliIo): Promise<void> {
  const path = withProjectExtension(out);
  const rows = job.pages().flatMap((page) => (page.notIndexable === null ? [emptyRow(page.url)] : []));
  const table = { id: randomUUID(), name: host, source: null, rows };
  await atArgumentPlace(`--out ${out}`, () =>
    saveProjectFile(path, {
      name: projectNameOf(path),
      tables: [table],
      robotsTxt: null,
      exportSettings: DEFAULT_EXPORT_SETTINGS,
      siteChecks: [],
    }),
  );
  io.err(`Saved ${path}: ${formatCount(rows.length)} indexable pages.\n`);
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
    const value = Number(text);
    if (!Number.isInteger(value) || value < min || value > max)
      return `--${name}: "${String(text)}" is not a whole number from ${min} to ${formatCount(max)}.`;
    set(value);
  }
  return limits;
}
