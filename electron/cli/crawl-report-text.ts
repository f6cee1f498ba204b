import { appendAll } from '../../shared/append-all';
import { renderMessage } from '../../shared/problem-catalogue';
import { formatCount, formatDecimal } from '../../shared/format';
import { translateMessage as t } from '../../shared/i18n/translator';
import type { CheckProgress } from '../../shared/site-check/check-job-report';
import { describeRobots } from '../../shared/site-check/describe-robots';
import type { Problem } from '../../shared/problems';
import type { CrawlGaps } from '../../shared/site-check/crawl-gaps';
import type { CrawledPage, CrawlSummary } from '../../shared/site-check/crawl-report';
import { problemReport } from './problem-report';
import { countOf } from './count-of';
import { firstListed } from './first-listed';
import { statusCounts } from './status-counts';
import { pageLimitWords, pageReadWords } from '../../shared/site-check/page-limits';
import { indexabilityUnknown } from '../../shared/site-check/page-indexable';

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
  const rate =
    progress.perSecond > 0 ? ` · ${t('cli.crawl.rate', { rate: formatDecimal(progress.perSecond, 1) })}` : '';
  const counts = { done: formatCount(progress.done), total: formatCount(progress.total) };
  return `${t('cli.crawl.progress', counts, { count: progress.total })}${rate}`;
}

/** The crawl as a person reads it: totals, robots.txt, limits met, what is not indexable, then the gaps. */
/** Whether a limit (time, pages, depth) stopped the crawl before it read every page it found. */
export const crawlLimited = (summary: CrawlSummary): boolean =>
  summary.end === 'time-limit' || summary.pageLimitReached || summary.depthLimitReached;

export function crawlText(report: CrawlReport, all: boolean): string[] {
  const { summary, pages, gaps, listed } = report;
  const lines = [
    t('cli.crawl.summary', {
      home: report.home,
      pages: countOf('urls', summary.pages),
      indexable: countOf('indexablePages', summary.indexable),
      counts: statusCounts(summary.counts),
    }),
    ...summary.robots.map(describeRobots),
  ];
  const home = pages[0];
  if (home?.redirectedTo) {
    const key = home.redirectKind === 'refresh' ? 'cli.crawl.homeRefreshes' : 'cli.crawl.homeRedirects';
    lines.push(t(key, { url: home.redirectedTo }));
  }
  if (summary.end === 'time-limit') lines.push(t('cli.crawl.timeLimit'));
  if (summary.pageLimitReached) lines.push(t('cli.crawl.pageLimit'));
  if (summary.depthLimitReached) lines.push(t('cli.crawl.depthLimit'));
  if (summary.linksCut) lines.push(t('cli.crawl.linksCut', pageLimitWords()));
  const readInPart = pages.filter((page) => page.readInPart);
  if (readInPart.length > 0) {
    lines.push(t('cli.crawl.readInPart', { n: formatCount(readInPart.length), ...pageReadWords() }));
    appendAll(
      lines,
      firstFew(readInPart, all, (page) => `  ${page.url}${found(page)}`),
    );
  }
  const notIndexable = pages.filter((page) => page.notIndexable !== null && !indexabilityUnknown(page.notIndexable));
  if (notIndexable.length > 0) {
    lines.push(t('cli.crawl.notIndexable', { n: formatCount(notIndexable.length) }));
    lines.push(
      ...firstFew(
        notIndexable,
        all,
        (page) =>
          `  ${page.url}  ${t(`cli.crawl.reasons.${page.notIndexable!}`)}${reasonFacts(page)}${page.failure ? `: ${renderMessage(page.failure)}` : ''}${found(page)}`,
      ),
    );
  }
  const unknown = pages.filter((page) => indexabilityUnknown(page.notIndexable));
  if (unknown.length > 0) {
    lines.push(t('cli.crawl.indexableUnknown', { n: formatCount(unknown.length) }));
    appendAll(
      lines,
      firstFew(unknown, all, (page) => `  ${page.url}${found(page)}`),
    );
  }
  if (gaps && listed) {
    lines.push(t('cli.crawl.compared', { n: formatCount(listed.locs.length) }, { count: listed.locs.length }));
    if (gaps.elsewhere > 0)
      lines.push(
        t(
          'cli.crawl.elsewhere',
          { n: formatCount(gaps.elsewhere), origin: new URL(report.home).origin },
          { count: gaps.elsewhere },
        ),
      );
    if (listed.problems.length > 0) appendAll(lines, problemReport(listed.problems, { all }));
    lines.push(t('cli.crawl.unlisted', { n: formatCount(gaps.unlisted.length) }));
    appendAll(
      lines,
      firstFew(gaps.unlisted, all, (page) => `  ${page.url}${found(page)}`),
    );
    // A crawl stopped by a limit never read every page: a link to a listed URL may be on one it left,
    // or past where it read a page only in part.
    const orphans = crawlLimited(summary)
      ? 'cli.crawl.orphansLimited'
      : readInPart.length > 0
        ? 'cli.crawl.orphansReadInPart'
        : 'cli.crawl.orphans';
    lines.push(t(orphans, { n: formatCount(gaps.orphans.length) }));
    appendAll(
      lines,
      firstFew(gaps.orphans, all, (url) => `  ${url}`),
    );
  }
  return lines;
}

/** The fact a reason stands on: the status of a page not 2xx ("status 404"), where a redirect leads. */
function reasonFacts(page: CrawledPage): string {
  if (page.notIndexable === 'status' && page.status !== null) return ` ${page.status}`;
  if (page.notIndexable === 'redirect' && page.redirectedTo !== null) return ` → ${page.redirectedTo}`;
  return '';
}

const found = (page: CrawledPage): string =>
  page.linkedFrom === null
    ? `  ${t('cli.crawl.home')}`
    : `  ${t('cli.crawl.depth', { depth: formatCount(page.depth), from: page.linkedFrom })}`;

const firstFew = <T>(items: readonly T[], all: boolean, line: (item: T) => string): string[] =>
  firstListed(items, all, SHOWN, line);
