import { formatBytes, formatCount } from '../format';
import type { Locale } from '../i18n/locales';
import type { NetworkFailureDetail, RobotsReason, RobotsRefusal } from '../site-check/page-check';
import { cutHidesDirectives, type PAGE_LIMITS, type PageCut } from '../site-check/page-limits';

/** The bounds a page's cut is told against. */
export type PageCutLimits = typeof PAGE_LIMITS;
import { clip, type CatalogueEntry, type Severity } from './catalogue-entry';
import { networkFailureWords, robotsRefusalWords } from './check-failure-detail';
import { retryWords, type RetryFacts } from './check-retry-text';
import { partIn } from './render-words';
import { robotsReasonText } from '../site-check/describe-robots';
import { isUnreachableRobots, unreachableBy, type UnreachableRobots } from '../site-check/robots-unreachable';
import { part, type Part, type WordValue, type Words } from './wording';

/** How an unreachable URL failed: its name server, its connection, or its time. */
export type UnreachableKind = 'dns' | 'connection' | 'timeout';

/** Where a noindex was found: the X-Robots-Tag header, the robots meta, or both. */
export type NoindexSource = 'header' | 'meta' | 'both';

/** Clauses joined by semicolons, each worded in the message's language. */
const clauses =
  (parts: readonly (Part | null)[]) =>
  (locale: Locale): string =>
    parts
      .filter((clause): clause is Part => clause !== null)
      .map((clause) => partIn(clause, locale))
      .join('; ');

/** The block's facts when the result has them, else its stored words. */
const refusalOf = (p: { reason: string; refusal?: RobotsRefusal }): WordValue =>
  p.refusal ? robotsRefusalWords(p.refusal) : p.reason;

const PAGE_CUT = 'problemParts.pageCut';

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
    words: (p: { status: number }): Words => ({
      variant: p.status === 410 ? 'gone' : 'notFound',
      values: { status: String(p.status) },
    }),
  },
  'check-client-error': {
    severity: (p: { status: number }): Severity => (p.status === 429 ? 'warning' : 'error'),
    field: 'loc',
    /** `retry`: what the check's retries were, absent in results saved before they were kept. */
    words: (p: { status: number; retry?: RetryFacts }): Words =>
      p.status !== 429
        ? { variant: 'refused', values: { status: String(p.status) } }
        : p.retry
          ? { variant: 'tooManyRequestsRetried', values: { retried: retryWords(p.retry) } }
          : { variant: 'tooManyRequests' },
  },
  'check-server-error': {
    severity: 'error',
    field: 'loc',
    /** `retryAfter`: the Retry-After of a 503, as sent. */
    words: (p: { status: number; retryAfter: string | null; retry?: RetryFacts }): Words => ({
      variant: `${p.retryAfter === null ? 'failed' : 'failedRetryAfter'}${p.retry ? 'Retried' : ''}`,
      values: {
        status: String(p.status),
        retryAfter: clip(p.retryAfter ?? ''),
        ...(p.retry ? { retried: retryWords(p.retry) } : {}),
      },
    }),
  },
  'check-redirect': {
    severity: (p: { target: string | null }): Severity => (p.target === null ? 'error' : 'warning'),
    field: 'loc',
    /** `hops`: redirects followed; `target`: where they end, null for a redirect without a Location. */
    /** `unfetched`: why the target was not fetched, when its site gave no robots.txt answer (a server down, a private address). */
    /** `notAUrl`: with no target, its Location was there but is no URL (not left out). */
    words: (p: {
      status: number;
      hops: number;
      target: string | null;
      unfetched?: RobotsReason;
      notAUrl?: boolean;
    }): Words =>
      p.unfetched !== undefined && p.target !== null
        ? {
            variant: 'unfetched',
            values: {
              status: String(p.status),
              target: clip(p.target),
              reason: (locale: Locale) => robotsReasonText(p.unfetched!, locale),
            },
          }
        : p.target === null
          ? // 304 answers a request for a copy the asker holds; the check asks for none, so no page comes.
            {
              variant: p.status === 304 ? 'notModified' : p.notAUrl ? 'notAUrl' : 'nowhere',
              values: { status: String(p.status) },
            }
          : {
              variant: 'elsewhere',
              values: { status: String(p.status), hops: formatCount(p.hops), target: clip(p.target) },
              count: p.hops,
            },
  },
  'check-redirect-loop': {
    severity: 'error',
    field: 'loc',
    words: (p: { hops: number; target: string }): Words => ({
      values: { hops: formatCount(p.hops), target: clip(p.target) },
    }),
  },
  'check-too-many-redirects': {
    severity: 'error',
    field: 'loc',
    words: (p: { hops: number }): Words => ({ values: { hops: formatCount(p.hops) } }),
  },
  'check-redirect-scheme': {
    severity: 'error',
    field: 'loc',
    words: (p: { target: string }): Words => ({ values: { target: clip(p.target) } }),
  },
  'check-redirect-other-host': {
    severity: 'warning',
    field: 'loc',
    /** A redirect to a host the check was not asked to visit: it says where, and goes no further. */
    words: (p: { target: string }): Words => ({ values: { target: clip(p.target) } }),
  },
  'check-meta-refresh': {
    severity: 'warning',
    field: 'loc',
    /** A `<meta http-equiv="refresh">` to another page: at once a permanent redirect for search engines, after `seconds` a temporary one. */
    words: (p: { seconds: number; target: string }): Words =>
      p.seconds === 0
        ? { variant: 'instant', values: { target: clip(p.target) } }
        : { variant: 'delayed', values: { seconds: formatCount(p.seconds), target: clip(p.target) } },
  },
  'check-noindex': {
    severity: 'error',
    field: 'loc',
    /** `value`: the header or meta content that says noindex. */
    words: (p: { where: NoindexSource; value: string }): Words => ({
      values: { where: part(`problemParts.noindexSource.${p.where}`), value: clip(p.value) },
    }),
  },
  'check-canonical-elsewhere': {
    severity: 'warning',
    field: 'loc',
    words: (p: { canonical: string }): Words => ({ values: { canonical: clip(p.canonical) } }),
  },
  'check-canonical-conflict': {
    severity: 'warning',
    field: 'loc',
    words: (p: { canonical: string; other: string }): Words => ({
      values: { canonical: clip(p.canonical), other: clip(p.other) },
    }),
  },
  'check-blocked-by-robots': {
    severity: 'error',
    field: 'loc',
    /** `refusal`: the facts of the block; `reason`: its stored words, for results saved without them. */
    words: (p: { agent: string; reason: string; refusal?: RobotsRefusal }): Words =>
      // No robots.txt answer at all: the site is down, not a rule a person could go looking for.
      isUnreachableRobots(p.refusal)
        ? {
            variant:
              unreachableBy(p.refusal) === 'private-address'
                ? 'privateAddress'
                : 'coding' in p.refusal.reason
                  ? 'unreadable'
                  : 'unreachable',
            values: {
              agent: p.agent,
              origin: p.refusal.origin,
              reason: (locale: Locale) => robotsReasonText((p.refusal as UnreachableRobots).reason, locale),
            },
          }
        : { variant: 'rule', values: { agent: p.agent, refusal: refusalOf(p) } },
  },
  'check-skipped-by-robots': {
    severity: 'info',
    field: 'loc',
    /** `agent`: the checker's own product token, whose group asks it to stay away; search engines are judged apart. */
    words: (p: { agent: string; reason: string; refusal?: RobotsRefusal }): Words => ({
      values: { agent: p.agent, refusal: refusalOf(p) },
    }),
  },
  'check-empty-page': {
    severity: 'warning',
    field: 'loc',
    /** `status`: the 2xx the empty page answered with. */
    words: (p: { status: number }): Words => ({ values: { status: String(p.status) } }),
  },
  'check-not-html': {
    severity: 'warning',
    field: 'loc',
    words: (p: { contentType: string }): Words => ({ values: { contentType: clip(p.contentType) } }),
  },
  'check-hreflang-mismatch': {
    severity: 'warning',
    field: 'alternates',
    /** Each entry as "hreflang href". */
    words: (p: { onlyInSitemap: readonly string[]; onlyOnPage: readonly string[] }): Words => ({
      values: {
        differences: clauses([
          p.onlyInSitemap.length > 0
            ? part('problemParts.hreflang.onlyInSitemap', { links: clip(p.onlyInSitemap.join(', ')) })
            : null,
          p.onlyOnPage.length > 0
            ? part('problemParts.hreflang.onlyOnPage', { links: clip(p.onlyOnPage.join(', ')) })
            : null,
        ]),
      },
    }),
  },
  'check-slow': {
    severity: 'warning',
    field: 'loc',
    words: (p: { timeMs: number; limitMs: number }): Words => ({
      values: { timeMs: formatCount(p.timeMs), limitMs: formatCount(p.limitMs) },
    }),
  },
  'check-page-cut': {
    /** A cut that may hide a noindex leaves indexability unknown: a warning; other cuts are notes. */
    severity: (p: PageCut): Severity => (cutHidesDirectives(p) ? 'warning' : 'info'),
    field: 'loc',
    /** What the page held past the check's bounds (page-limits.ts), with the bounds it passed. */
    words: (p: PageCut & { limits: PageCutLimits }): Words => ({
      values: {
        cuts: clauses([
          p.headBytes ? part(`${PAGE_CUT}.head`, { bytes: formatBytes(p.headBytes) }) : null,
          p.contentBytes ? part(`${PAGE_CUT}.content`, { bytes: formatBytes(p.contentBytes) }) : null,
          p.bodyBytes ? part(`${PAGE_CUT}.body`, { bytes: formatBytes(p.bodyBytes) }) : null,
          p.nesting
            ? part(`${PAGE_CUT}.${p.headNested ? 'nestingHead' : 'nesting'}`, { limit: formatCount(p.nesting) })
            : null,
          p.alternates > 0
            ? part(`${PAGE_CUT}.alternates`, {
                count: formatCount(p.alternates),
                limit: formatCount(p.limits.alternates),
              })
            : null,
          p.links > 0
            ? part(`${PAGE_CUT}.links`, { count: formatCount(p.links), limit: formatCount(p.limits.links) })
            : null,
          p.longUrls > 0
            ? part(
                `${PAGE_CUT}.longUrls`,
                { count: formatCount(p.longUrls), limit: formatCount(p.limits.urlChars) },
                p.longUrls,
              )
            : null,
          p.longValues.length > 0
            ? part(`${PAGE_CUT}.longValues`, {
                names: p.longValues.join(', '),
                limit: formatCount(p.limits.valueChars),
              })
            : null,
        ]),
      },
    }),
  },
  'check-unread-coding': {
    severity: 'warning',
    field: 'loc',
    /** `coding`: the Content-Encoding the page was sent with, as sent. */
    words: (p: { coding: string }): Words => ({ values: { coding: clip(p.coding) } }),
  },
  'check-unreachable': {
    severity: 'error',
    field: 'loc',
    /** `failure`: the facts (host, error code); `reason`: the check's stored words, for results saved without them. */
    words: (p: { kind: UnreachableKind; reason: string; failure?: NetworkFailureDetail }): Words => ({
      values: {
        how: part(`problemParts.unreachable.${p.kind}`),
        failure: p.failure ? networkFailureWords(p.failure, p.reason) : p.reason,
      },
    }),
  },
} as const satisfies Record<string, CatalogueEntry>;
