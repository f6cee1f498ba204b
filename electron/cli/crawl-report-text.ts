import { formatCount } from '../../shared/format';
import { describeRobots, STATUS_CLASSES, type CheckProgress } from '../../shared/site-check/check-job-report';
import type { Problem } from '../../shared/problems';
import type { CrawlGaps } from '../../shared/site-check/crawl-gaps';
import type { CrawledPage, CrawlSummary } from '../../shared/site-check/crawl-report';
import { problemReport } from './problem-report';

/** What a crawl command reports: the crawl, and with --compare the listed locs and the gaps. */
export interface CrawlReport {
  home: string;
  summary: CrawlSummary;
  pages: readonly CrawledPage[];
  gaps: CrawlGaps | null;
  listed: { locs: string[]; problems: Problem[] } | null;
}

/** URLs listed of each kind before the rest are only counted (unless --all). */
const SHOWN = 20;

/** One line of a running crawl's progress: URLs done of those found so far, and the rate. */
export function formatCrawlProgress(progress: CheckProgress): string {
  const rate = progress.perSecond > 0 ? ` · ${progress.perSecond.toFixed(1)} URLs/s` : '';
  return `Crawled ${formatCount(progress.done)} of ${formatCount(progress.total)} URLs found${rate}`;
}

/** The crawl as a person reads it: totals, robots.txt, limits met, what is not indexable, then the gaps. */
export function crawlText(report: CrawlReport, all: boolean): string[] {
  const { summary, pages, gaps, listed } = report;
  const counts = STATUS_CLASSES.map((name) => `${name} ${formatCount(summary.counts[name])}`).join(' · ');
  const lines = [
    `Crawled ${report.home}: ${formatCount(summary.pages)} URLs reached, ${formatCount(summary.indexable)} indexable pages (${counts})`,
    ...summary.robots.map(describeRobots),
  ];
  const home = pages[0];
  if (home?.redirectedTo) lines.push(`The home page redirects to ${home.redirectedTo}: crawl from there.`);
  if (summary.end === 'time-limit') lines.push('Stopped at --max-time: links not yet followed were left.');
  if (summary.pageLimitReached) lines.push('Reached --max-pages: further links were not taken.');
  if (summary.depthLimitReached) lines.push('Reached --max-depth: links of the deepest pages were not followed.');
  const notIndexable = pages.filter((page) => page.notIndexable !== null);
  if (notIndexable.length > 0) {
    lines.push(`Not indexable (${formatCount(notIndexable.length)}):`);
    lines.push(...firstFew(notIndexable, all, (page) => `  ${page.url}  ${page.notIndexable}${found(page)}`));
  }
  if (gaps && listed) {
    lines.push(`Compared with ${formatCount(listed.locs.length)} listed URLs.`);
    if (listed.problems.length > 0) lines.push(...problemReport(listed.problems, { all }));
    lines.push(`Indexable pages no sitemap lists (${formatCount(gaps.unlisted.length)}):`);
    lines.push(...firstFew(gaps.unlisted, all, (page) => `  ${page.url}${found(page)}`));
    lines.push(`Listed URLs the crawl never reached (${formatCount(gaps.orphans.length)}):`);
    lines.push(...firstFew(gaps.orphans, all, (url) => `  ${url}`));
  }
  return lines;
}

const found = (page: CrawledPage): string =>
  page.linkedFrom === null ? '  (home)' : `  depth ${page.depth}, from ${page.linkedFrom}`;

function firstFew<T>(items: readonly T[], all: boolean, line: (item: T) => string): string[] {
  const shown = all ? items : items.slice(0, SHOWN);
  const lines = shown.map(line);
  if (shown.length < items.length)
    lines.push(`  … ${formatCount(items.length - shown.length)} more (--all lists every one)`);
  return lines;
}
