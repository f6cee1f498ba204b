import { formatBytes, formatCount } from '../format';
import type { NetworkFailureDetail, RobotsRefusal } from '../site-check/page-check';
import type { PAGE_LIMITS, PageCut } from '../site-check/page-limits';

/** The bounds a page's cut is told against. */
export type PageCutLimits = typeof PAGE_LIMITS;
import { asSentence, clip, type CatalogueEntry, type Severity } from './catalogue-entry';
import { networkFailureText, robotsRefusalText } from './check-failure-detail';
import { retryText, type RetryFacts } from './check-retry-text';

/** How an unreachable URL failed: its name server, its connection, or its time. */
export type UnreachableKind = 'dns' | 'connection' | 'timeout';

/** Where a noindex was found: the X-Robots-Tag header, the robots meta, or both. */
export type NoindexSource = 'header' | 'meta' | 'both';

const NOINDEX_SOURCE: Record<NoindexSource, string> = {
  header: 'the X-Robots-Tag header',
  meta: 'its robots meta tag',
  both: 'its X-Robots-Tag header and its robots meta tag',
};

const UNREACHABLE: Record<UnreachableKind, string> = {
  dns: 'its host name could not be found',
  connection: 'the connection failed',
  timeout: 'it did not answer in time',
};

/** The retries as a sentence after another, or nothing when they are not known. */
const retried = (facts: RetryFacts | undefined): string => (facts ? ` ${asSentence(retryText(facts))}` : '');

/**
 * What the site check finds when it fetches a listed URL. Severity is what a demanding SEO expects of
 * a sitemap, which should list only live, canonical, indexable pages:
 * - errors: the URL cannot be indexed as listed — gone (4xx, 5xx, unreachable), noindex, a redirect
 *   that never arrives (loop, too many, another scheme, no target), or blocked by the live
 *   robots.txt. Search Console reports each of these as an error on a submitted URL.
 * - warnings: the page exists but the listing is not the best one — a redirect (the target should be
 *   listed), a canonical naming another URL (a hint Google usually follows), a non-HTML file in a page
 *   sitemap, hreflang the sitemap and the page disagree on, a slow answer; and 429, which says the
 *   checker was refused, not that the page is broken.
 */
export const CHECK_PROBLEMS = {
  'check-not-found': {
    severity: 'error',
    field: 'loc',
    message: (p: { status: number }) =>
      p.status === 410
        ? 'The page is gone (410): remove it from the sitemap.'
        : `The page is not found (${p.status}): remove it from the sitemap or restore the page.`,
  },
  'check-client-error': {
    severity: (p: { status: number }): Severity => (p.status === 429 ? 'warning' : 'error'),
    field: 'loc',
    /** `retry`: what the check's retries were, absent in results saved before they were kept. */
    message: (p: { status: number; retry?: RetryFacts }) =>
      p.status === 429
        ? `The site refused the check with 429 (too many requests).${retried(p.retry)} Check it again later or more slowly.`
        : `The page answers ${p.status}, so search engines cannot read it.`,
  },
  'check-server-error': {
    severity: 'error',
    field: 'loc',
    /** `retryAfter`: the Retry-After of a 503, as sent. */
    message: (p: { status: number; retryAfter: string | null; retry?: RetryFacts }) =>
      `The server failed with ${p.status}${p.retryAfter === null ? '' : ` (Retry-After: ${clip(p.retryAfter)})`}.${retried(p.retry)}`,
  },
  'check-redirect': {
    severity: (p: { target: string | null }): Severity => (p.target === null ? 'error' : 'warning'),
    field: 'loc',
    /** `hops`: redirects followed; `target`: where they end, null for a redirect without a Location. */
    message: (p: { status: number; hops: number; target: string | null }) =>
      p.target === null
        ? `The URL answers ${p.status} (a redirect) without saying where to.`
        : p.hops === 1
          ? `The URL redirects (${p.status}) to ${clip(p.target)}: list that instead.`
          : `The URL redirects ${formatCount(p.hops)} times (first ${p.status}) to ${clip(p.target)}: list that instead.`,
  },
  'check-redirect-loop': {
    severity: 'error',
    field: 'loc',
    message: (p: { hops: number; target: string }) =>
      `The redirects loop: after ${formatCount(p.hops)} they lead back to ${clip(p.target)}.`,
  },
  'check-too-many-redirects': {
    severity: 'error',
    field: 'loc',
    message: (p: { hops: number }) => `The URL redirects ${formatCount(p.hops)} times without reaching a page.`,
  },
  'check-redirect-scheme': {
    severity: 'error',
    field: 'loc',
    message: (p: { target: string }) =>
      `The URL redirects to ${clip(p.target)}, which is not an http or https URL; it was not followed.`,
  },
  'check-redirect-other-host': {
    severity: 'warning',
    field: 'loc',
    /** A redirect to a host the check was not asked to visit: it says where, and goes no further. */
    message: (p: { target: string }) =>
      `The URL redirects to ${clip(p.target)}, on another host; only the table's hosts are checked, so it was not followed.`,
  },
  'check-noindex': {
    severity: 'error',
    field: 'loc',
    /** `value`: the header or meta content that says noindex. */
    message: (p: { where: NoindexSource; value: string }) =>
      `The page asks not to be indexed (${NOINDEX_SOURCE[p.where]}: "${clip(p.value)}"): remove it from the sitemap or drop the noindex.`,
  },
  'check-canonical-elsewhere': {
    severity: 'warning',
    field: 'loc',
    message: (p: { canonical: string }) =>
      `The page names ${clip(p.canonical)} as its canonical URL: list that instead.`,
  },
  'check-blocked-by-robots': {
    severity: 'error',
    field: 'loc',
    /** `refusal`: the facts of the block; `reason`: its stored words, for results saved without them. */
    message: (p: { agent: string; reason: string; refusal?: RobotsRefusal }) =>
      `The site's robots.txt does not let ${p.agent} fetch this URL: ${p.refusal ? robotsRefusalText(p.refusal) : p.reason}`,
  },
  'check-skipped-by-robots': {
    severity: 'info',
    field: 'loc',
    /** `agent`: the checker's own product token, whose group asks it to stay away; search engines are judged apart. */
    message: (p: { agent: string; reason: string; refusal?: RobotsRefusal }) =>
      `Not fetched: the site's robots.txt asks ${p.agent} not to (${p.refusal ? robotsRefusalText(p.refusal) : p.reason}). That is the checker's own group; the search engines chosen are judged by their own groups, and those do not block this URL.`,
  },
  'check-not-html': {
    severity: 'warning',
    field: 'loc',
    message: (p: { contentType: string }) =>
      `The URL is ${clip(p.contentType)}, not an HTML page, in a sitemap of pages.`,
  },
  'check-hreflang-mismatch': {
    severity: 'warning',
    field: 'alternates',
    /** Each entry as "hreflang href". */
    message: (p: { onlyInSitemap: readonly string[]; onlyOnPage: readonly string[] }) =>
      `The page's hreflang links and the sitemap's alternates disagree: ${[
        p.onlyInSitemap.length > 0 ? `only in the sitemap: ${clip(p.onlyInSitemap.join(', '))}` : '',
        p.onlyOnPage.length > 0 ? `only on the page: ${clip(p.onlyOnPage.join(', '))}` : '',
      ]
        .filter(Boolean)
        .join('; ')}.`,
  },
  'check-slow': {
    severity: 'warning',
    field: 'loc',
    message: (p: { timeMs: number; limitMs: number }) =>
      `The page took ${formatCount(p.timeMs)} ms to answer (more than ${formatCount(p.limitMs)} ms).`,
  },
  'check-page-cut': {
    /** A head not read to its end leaves indexability unknown: a warning; other cuts are notes. */
    severity: (p: PageCut): Severity => (p.headBytes ? 'warning' : 'info'),
    field: 'loc',
    /** What the page held past the check's bounds (page-limits.ts), with the bounds it passed. */
    message: (p: PageCut & { limits: PageCutLimits }) =>
      `The page held more than the check takes from one page: ${[
        p.headBytes
          ? `its head was not read past ${formatBytes(p.headBytes)} (Google reads 15 MB), so a noindex or canonical after that is not known and whether it may be indexed is unknown`
          : '',
        p.contentBytes
          ? `its content was not read past ${formatBytes(p.contentBytes)}, so it has no content fingerprint and when it last changed is not known`
          : '',
        p.alternates > 0
          ? `${formatCount(p.alternates)} hreflang links (the first ${formatCount(p.limits.alternates)} were read, so they were not compared with the sitemap)`
          : '',
        p.links > 0 ? `${formatCount(p.links)} links (the first ${formatCount(p.limits.links)} were followed)` : '',
        p.longUrls > 0
          ? `${formatCount(p.longUrls)} ${p.longUrls === 1 ? 'URL' : 'URLs'} longer than ${formatCount(p.limits.urlChars)} characters (left out)`
          : '',
        p.longValues.length > 0
          ? `${p.longValues.join(', ')} cut to ${formatCount(p.limits.valueChars)} characters`
          : '',
      ]
        .filter(Boolean)
        .join('; ')}.`,
  },
  'check-unread-coding': {
    severity: 'warning',
    field: 'loc',
    /** `coding`: the Content-Encoding the page was sent with, as sent. */
    message: (p: { coding: string }) =>
      `The page was sent compressed as "${clip(p.coding)}", which the check cannot read (it asks for gzip, deflate or br): its head (robots meta, canonical, hreflang) was not read, so whether it may be indexed is unknown.`,
  },
  'check-unreachable': {
    severity: 'error',
    field: 'loc',
    /** `failure`: the facts (host, error code); `reason`: the check's stored words, for results saved without them. */
    message: (p: { kind: UnreachableKind; reason: string; failure?: NetworkFailureDetail }) =>
      `The URL could not be fetched: ${UNREACHABLE[p.kind]}. ${p.failure ? networkFailureText(p.failure, p.reason) : p.reason}`,
  },
} as const satisfies Record<string, CatalogueEntry>;
