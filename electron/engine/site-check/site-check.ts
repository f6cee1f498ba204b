import { DEFAULT_CHECK_JOB_SETTINGS } from '../../../shared/site-check/check-job-settings';
import type { Dispatcher } from 'undici';
import { createHttpAgent } from '../http/unpaused-agent';
import type { ContentFingerprint } from '../../../shared/site-check/content-fingerprint';
import type { PageCheck } from '../../../shared/site-check/page-check';
import { needsSecondFetch, settleTwoFetches } from '../../../shared/site-check/two-fetches';
import { CHECK_PAGE_DEFAULTS, checkPage, type CheckPageOptions } from './check-page';
import { checkPageContent } from './check-content';
import {
  startCheckJob,
  type CheckJob,
  type CheckJobOptions,
  type CheckOne,
  type RedirectGate,
  type SecondFetch,
} from './check-job';
import { siteCheckUserAgent } from './polite-agent';

export interface SiteCheckOptions extends PooledJobOptions {
  /** Limits of each request (redirects, head bytes, deadline); checkPage's defaults when absent. */
  page?: Pick<CheckPageOptions, 'maxRedirects' | 'headByteCap' | 'deadlineMs'>;
  /** Read each HTML page whole (up to `byteCap`, default 5 MiB) and fingerprint its main content. */
  content?: ContentOptions;
}

export interface ContentOptions {
  byteCap?: number;
  /** Each URL's fingerprint as the project knows it: a page that differs from it is fetched twice. */
  known?: (url: string) => ContentFingerprint | undefined;
  /** Fetch every HTML page twice, to find those that differ on every request without a known fingerprint. */
  fetchTwice?: boolean;
}

/**
 * A site check as the app and the CLI run it: the polite job (check-job.ts) asking each URL with
 * checkPage, robots.txt and pages through one connection pool, closed when the job ends.
 */
export function startSiteCheck(options: SiteCheckOptions): CheckJob {
  const { page, content, ...job } = options;
  if (content) {
    const secondFetch: SecondFetch = {
      needed: (check) => needsSecondFetch(check, content.known?.(check.url), content.fetchTwice ?? false),
      settle: settleTwoFetches,
    };
    return startPooledJob({ ...job, secondFetch, deadlineMs: page?.deadlineMs }, (url, signal, pool) =>
      checkPageContent(url, { ...page, ...pool, signal, contentByteCap: content.byteCap }),
    );
  }
  return startPooledJob({ ...job, deadlineMs: page?.deadlineMs }, (url, signal, pool) =>
    checkPage(url, { ...page, ...pool, signal }),
  );
}

export type PooledJobOptions = Omit<CheckJobOptions, 'checkOne' | 'dispatcher' | 'userAgent'> & {
  /** Which addresses are public (the pool's address rule, createHttpAgent); a test seam. */
  isPublic?: (address: string) => boolean;
  /** Each page's deadline (checkPage's): with robots.txt's time, what the pool's connections are bounded by (connectTimeoutMs). */
  deadlineMs?: number;
};

/** The connection pool and the User-Agent every request of a pooled job goes with, and its rules for redirects. */
export interface JobPool {
  dispatcher: Dispatcher;
  userAgent: string;
  redirectGate: RedirectGate;
}

/**
 * What one page may bring before its request fails: far past what a check or crawl reads of a page
 * (they stop reading at their caps and drop the rest), so it only bounds what a body can buffer.
 */
const PAGE_RESPONSE_BYTES = 64 * 1024 * 1024;

/** The polite job with robots.txt and every URL asked through one undici pool, closed when the job ends. */
export function startPooledJob(
  { isPublic, deadlineMs = CHECK_PAGE_DEFAULTS.deadlineMs, ...job }: PooledJobOptions,
  fetchOne: (url: string, signal: AbortSignal, pool: JobPool) => Promise<PageCheck>,
): CheckJob {
  // Connections per origin: as many as the job lets run at one host, kept open between requests.
  const perHost = job.settings?.perHostConcurrency;
  const connections = perHost && perHost > 0 ? perHost : null;
  const ownHosts = new Set([...job.ownHosts].map((host) => host.toLowerCase()));
  // A URL's deadline bounds the robots.txt asked for it too: `--timeout 5` never waits 15 s on one.
  const robotsTimeoutMs = Math.min(
    job.settings?.robotsTimeoutMs ?? DEFAULT_CHECK_JOB_SETTINGS.robotsTimeoutMs,
    deadlineMs,
  );
  const settings = { ...job.settings, robotsTimeoutMs };
  const dispatcher = createHttpAgent({
    connections,
    maxResponseBytes: PAGE_RESPONSE_BYTES,
    ownHosts,
    isPublic,
    // robots.txt comes through this pool too, within the same deadline.
    connectTimeoutMs: deadlineMs,
  });
  const shared = { dispatcher, userAgent: siteCheckUserAgent() };
  const checkOne: CheckOne = (url, signal, redirectGate) => fetchOne(url, signal, { ...shared, redirectGate });
  const started = startCheckJob({ ...job, settings, ownHosts, ...shared, checkOne });
  // Destroyed, not closed: a connection still being made when the job ends is dropped at once (createHttpAgent).
  const close = (): void => void dispatcher.destroy().catch(() => undefined);
  started.done.then(close, close);
  return started;
}
