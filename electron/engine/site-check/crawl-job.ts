import { CHECK_FINDING_DEFAULTS, checkFindings } from '../../../shared/site-check/check-findings';
import type { CheckProgress } from '../../../shared/site-check/check-job-report';
import type { CheckJobSettings } from '../../../shared/site-check/check-job-settings';
import {
  DEFAULT_CRAWL_LIMITS,
  type CrawledPage,
  type CrawlEnd,
  type CrawlLimits,
  type CrawlSummary,
} from '../../../shared/site-check/crawl-report';
import { crawlRedirect } from '../../../shared/site-check/crawl-redirect';
import type { PageCheck } from '../../../shared/site-check/page-check';
import { findingOf } from '../../../shared/validation/field-problem';
import { notIndexableReason } from '../../../shared/site-check/page-indexable';
import type { CheckJob } from './check-job';
import type { CheckPageOptions } from './check-page';
import { CrawlFrontier } from './crawl-frontier';
import { crawlPage } from './crawl-page';
import { CrawlClock } from './crawl-clock';
import { withoutFragment } from './link-collector';
import { startPooledJob } from './site-check';
import { translateMessage } from '../../../shared/i18n/translator';

export interface CrawlOptions {
  /** The home page (http or https): the crawl stays on its origin. */
  home: string;
  limits?: Partial<CrawlLimits>;
  /** Politeness, as the site check's (robots.txt, Crawl-delay, concurrency, rate, retries). */
  settings?: Partial<CheckJobSettings>;
  /** Redirects and the deadline of each page; checkPage's defaults when absent. */
  page?: Pick<CheckPageOptions, 'maxRedirects' | 'deadlineMs'>;
  /** The crawler whose X-Robots-Tag noindex and nofollow count (the check's findings' by default). */
  agent?: string;
  /** Each URL reached, as its result comes, with its check. */
  onPage?: (page: CrawledPage, check: PageCheck) => void;
}

export interface CrawlJob {
  /** No new request starts (the time limit's clock stops too); those in flight finish and report. */
  pause(): void;
  resume(): void;
  /** Aborts the requests in flight and ends the crawl; resolves once they have let go. */
  cancel(): Promise<void>;
  /** URLs with a result of those found so far (the total grows as links are found). */
  progress(): CheckProgress;
  /** The URLs reached so far, in the order their results came. */
  pages(): readonly CrawledPage[];
  done: Promise<CrawlSummary>;
}

/**
 * Crawls a site from its home page with the site check's polite job: every URL found is a URL of the
 * job, fetched with crawlPage, whose links join the job's list before its result is reported. Same
 * origin only; robots.txt, Crawl-delay, nofollow, noindex and canonicals respected (a page noindex
 * or canonicalised elsewhere is reached and its links followed, but it is not indexable).
 */
export function startCrawl(options: CrawlOptions): CrawlJob {
  const home = new URL(options.home);
  if (home.protocol !== 'http:' && home.protocol !== 'https:') {
    throw new Error(translateMessage('dialogs.errors.crawlNotWeb', { url: options.home }));
  }
  const limits = { ...DEFAULT_CRAWL_LIMITS, ...options.limits };
  const agent = options.agent ?? CHECK_FINDING_DEFAULTS.agent;
  const frontier = new CrawlFrontier(home.origin, Math.max(1, limits.maxPages), Math.max(0, limits.maxDepth));
  frontier.addHome(withoutFragment(home.href));
  const pages: CrawledPage[] = [];
  const reached = { pageLimit: false, depthLimit: false, linksCut: false, pagesReadInPart: 0 };
  let indexable = 0;

  const job: CheckJob = startPooledJob(
    {
      urls: frontier,
      ownHosts: [home.host],
      settings: options.settings,
      onResult: record,
      deadlineMs: options.page?.deadlineMs,
    },
    async (url, signal, pool) => {
      const fetched = await crawlPage(url, {
        ...options.page,
        ...pool,
        signal,
        agent,
        bodyByteCap: limits.bodyByteCap,
      });
      const { cut } = fetched.check;
      if (cut && (cut.links > 0 || cut.longUrls > 0)) reached.linksCut = true;
      const from = frontier.indexOf(url)!;
      for (const link of fetched.links) {
        const outcome = frontier.offer(link, from);
        if (outcome === 'page-limit') reached.pageLimit = true;
        else if (outcome === 'depth-limit') reached.depthLimit = true;
      }
      return fetched.check;
    },
  );
  let end: CrawlEnd = 'complete';
  const clock = new CrawlClock(limits.maxTimeMs, () => {
    end = 'time-limit';
    void job.cancel();
  });

  function record(check: PageCheck): void {
    const index = frontier.indexOf(check.url)!;
    const page: CrawledPage = {
      url: check.url,
      depth: frontier.depthAt(index),
      linkedFrom: frontier.finderOf(index),
      status: check.status,
      ...crawlRedirect(check),
      notIndexable: notIndexableReason(check, agent),
      ...failureOf(check),
      ...(readInPart(check) ? { readInPart: true } : {}),
    };
    if (page.readInPart) reached.pagesReadInPart += 1;
    if (page.notIndexable === null) indexable += 1;
    pages.push(page);
    options.onPage?.(page, check);
  }

  const done = job.done.then(
    (summary): CrawlSummary => {
      clock.stop();
      const { cancelled, ...rest } = summary;
      if (cancelled && end !== 'time-limit') end = 'cancelled';
      return {
        ...rest,
        end,
        pages: pages.length,
        indexable,
        pageLimitReached: reached.pageLimit,
        depthLimitReached: reached.depthLimit,
        linksCut: reached.linksCut,
        pagesReadInPart: reached.pagesReadInPart,
      };
    },
    (error: unknown) => {
      clock.stop();
      throw error;
    },
  );
  return {
    pause: () => (clock.pause(), job.pause()),
    resume: () => (clock.resume(), job.resume()),
    cancel: () => job.cancel(),
    progress: () => job.progress(),
    pages: () => pages,
    done,
  };
}

/** A failed page's first finding (code and facts), as the site check words it: why it failed. */
function failureOf(check: PageCheck): Pick<CrawledPage, 'failure'> {
  if (check.failure === null) return {};
  const [found] = checkFindings(check, { loc: check.url, alternates: [] });
  return found ? { failure: findingOf(found) } : {};
}

/** Whether the crawl read a page only in part (its byte cap, or elements nested too deep): some of its links may be unknown. */
const readInPart = ({ cut }: PageCheck): boolean => !!cut && (!!cut.bodyBytes || !!cut.nesting);
