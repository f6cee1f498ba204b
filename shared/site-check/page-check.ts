import type { ContentFingerprint, FingerprintPart } from './content-fingerprint';
import type { ContentHistory } from './content-history';
import type { RobotsGroupLine } from '../robots/rule-groups';
import type { PageCut } from './page-limits';

/**
 * What the site check learns about one listed URL: shared by the engine that fetches it, the
 * project file that keeps it, the grid that shows it and the CLI that reports it.
 */

/** One response on the way to the page: the URL asked, its status, and where it pointed. */
export interface Hop {
  url: string;
  status: number;
  /** The Location header made absolute; null when the response was not a redirect. */
  location: string | null;
}

/** Why a URL has no usable final response. */
export type CheckFailureKind =
  | 'invalid-url'
  | 'dns'
  | 'connection'
  | 'timeout'
  | 'redirect-loop'
  | 'too-many-redirects'
  /** A redirect to a scheme other than http(s): a finding, never followed. */
  | 'redirect-scheme'
  | 'blocked-by-robots'
  /** On a host other than the table's own, and the person did not ask for those. */
  | 'other-host'
  | 'cancelled';

/** The code of the engine's refusal to connect a site's redirect to a local or private address. */
export const PRIVATE_ADDRESS_CODE = 'ERR_PRIVATE_ADDRESS';

/** Why the network gave no answer, as facts: the host (or URL) and the error's code. */
export type NetworkFailureDetail =
  | { kind: 'dns'; host: string; code: string }
  | { kind: 'timeout'; host: string; code: string }
  /** The check's own deadline passed before the answer was read in full. */
  | { kind: 'deadline'; url: string; ms: number }
  /**
   * Any other network error; `code` is '' when the error had none. `parserReason`: llhttp's words
   * when it refused the answer (absent in results saved before it was kept, and for other errors).
   * `unasked`: the answer was one the request did not ask for (an interim 100 Continue before the
   * answer to a GET), which undici refuses with a socket's code; absent otherwise. `inBody`: the
   * answer's head had come whole, and its body broke off or was refused (absent otherwise).
   */
  | { kind: 'connection'; host: string; code: string; parserReason?: string; unasked?: boolean; inBody?: boolean }
  /** A host other than the table's that is at a loopback, private, link-local or metadata address: not connected to. */
  | { kind: 'private-address'; host: string; address: string };

/**
 * Why robots.txt blocks a URL for a crawler: a rule (its line, and the User-agent line of its group),
 * a verdict without one, or a robots.txt that could not be read. `agent` and `group` are absent in
 * results saved before they were kept.
 */
export type RobotsRefusal = (
  | { kind: 'robots-rule'; line: number; rule: string; group?: RobotsGroupLine }
  | { kind: 'robots-disallows' }
  | { kind: 'robots-unreadable'; origin: string; reason: RobotsReason }
) & {
  /** The crawler robots.txt was read for: the checker's own (SitemapStudio) or a search engine's. */
  agent?: string;
};

/** The facts behind a failure, so each language can word it. */
export type CheckFailureDetail = NetworkFailureDetail | RobotsRefusal;

export interface CheckFailure {
  kind: CheckFailureKind;
  /** In English, as the engine wrote it: all that results saved before `detail` have. */
  message: string;
  detail?: CheckFailureDetail;
}

/** An alternate a page names in its head: `<link rel="alternate" hreflang=… href=…>`. */
export interface PageAlternate {
  hreflang: string;
  /** Absolute, resolved against the page's URL. */
  href: string;
}

/**
 * A page's `<meta http-equiv="refresh" content="N; url=…">`: a redirect for search engines (at once,
 * a permanent one; after a wait, a temporary one).
 */
export interface MetaRefresh {
  /** The wait before it, in whole seconds. */
  seconds: number;
  /** Where it leads, absolute, resolved as the canonical is. */
  url: string;
}

export interface PageCheck {
  /** The URL as listed. */
  url: string;
  /** When it was checked, ms since the epoch. */
  checkedAt: number;
  /** The last response's status; null when there was none (see failure). */
  status: number | null;
  /** Every response in order, redirects and the last one. */
  hops: Hop[];
  /** The URL of the last response; null when there was none. */
  finalUrl: string | null;
  contentType: string | null;
  /** From asking to the end of what was read (the head, for HTML), redirects included. */
  timeMs: number;
  lastModified: string | null;
  /**
   * Every X-Robots-Tag header's value, a line each, ",\n" between them (a user agent named in one
   * header says nothing of the next: "bingbot: nofollow" then "noindex" is a noindex for every
   * crawler; the comma keeps each directive apart for a reader that knows no lines); null when none.
   */
  xRobotsTag: string | null;
  /** The content of `meta name=robots` and `meta name=googlebot`, joined with ", "; null when neither. */
  metaRobots: string | null;
  /** `link rel=canonical` of the head, else of an HTTP `Link` header (a PDF's), absolute; null when neither names one. */
  canonical: string | null;
  /**
   * Another canonical the page names, another page than `canonical` (a second `link rel=canonical`,
   * or the Link header's beside the head's): Google then ignores both. Absent when there is none.
   */
  canonicalConflict?: string;
  /** `<html lang>`; null when absent. */
  htmlLang: string | null;
  alternates: PageAlternate[];
  /** The head's first meta refresh that names a URL; absent when none does (and in results saved before). */
  refresh?: MetaRefresh;
  /** The Retry-After of a 429 or 503, as sent; null otherwise. */
  retryAfter: string | null;
  /** Requests repeated after a 429 or 503; absent when none was answered (and in results saved before). */
  retries?: number;
  /** The time those retries waited, in all, ms; absent with `retries`. */
  waitedMs?: number;
  /** Why the last 429 or 503 was not asked again though retries were left; absent when they were spent or none was needed. */
  retrySkipped?: RetrySkip;
  failure: CheckFailure | null;
  /** What the page held past the bounds of page-limits.ts, left out; null when nothing (and in results saved before). */
  cut: PageCut | null;
  /**
   * The Content-Encoding of an HTML page sent in a coding the check cannot decode (zstd, an unknown
   * token), as sent: its head was not read. Absent otherwise (and in results saved before).
   */
  unreadCoding?: string;
  /**
   * True when an HTML page answered 2xx with nothing in its body but whitespace: a page search
   * engines find nothing in (a soft 404, a template that failed). Absent otherwise (and in results saved before).
   */
  empty?: boolean;
  /**
   * When a Check all again began that was cancelled before it reached this URL: the result is older
   * than that re-check, so Continue asks the URL again. Kept with the result, so it holds after the
   * project is saved and opened again; a new result of the URL has none. Absent otherwise.
   */
  recheckFrom?: number;
  /**
   * The page's content fingerprint, when the check read whole pages (its content option) and this
   * one, an HTML 2xx, was read to its end. Absent otherwise (and in results saved before).
   */
  fingerprint?: ContentFingerprint;
  /**
   * The parts of the fingerprint two fetches of the page in one check disagreed on (the page's main
   * content differs on every request): it is never taken as a change. Absent when they agreed, or
   * the page was fetched once.
   */
  unstable?: FingerprintPart[];
  /** What the checks so far have seen of the URL's content (content-history.ts); absent before one read it. */
  history?: ContentHistory;
  /**
   * The chosen search engines robots.txt blocks from this URL, each by its own group (`agent` set),
   * judged apart from the checker's own group; empty when none is, or robots.txt was not read.
   */
  robotsBlocks: RobotsRefusal[];
}

/**
 * Why a 429 or 503 was not asked again: its Retry-After asked for more than the URL may still wait
 * (`capMs`), or the host answered `status` to `urls` URLs in a row before it, retries spent or refused.
 */
export type RetrySkip =
  | { kind: 'retry-after-over-cap'; askedMs: number; capMs: number }
  | { kind: 'host-breaker'; status: number; urls: number };

/**
 * Why a robots.txt gave no rules: the status it answered, no answer within `timeoutMs`, the
 * network's own error code (ECONNREFUSED, ENOTFOUND…), or an answer in a content `coding` that cannot
 * be read (not asked for: zstd).
 */
export type RobotsReason = { answered: number } | { timeoutMs: number } | { error: string } | { coding: string };
