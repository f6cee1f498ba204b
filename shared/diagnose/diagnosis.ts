import type { RobotsReason } from '../site-check/page-check';

/**
 * Why a search engine "couldn't fetch" a sitemap or robots.txt that opens in a browser: the same URL
 * asked for as Googlebot and as a desktop browser, side by side, with what differs.
 */

/** Who asked. */
export type DiagnoseAgent = 'googlebot' | 'browser';

/** A firewall or CDN answering with a challenge page instead of the file, and what gave it away. */
export interface ChallengePage {
  /** Who sent it, as far as its markers tell (`unknown` for a generic captcha page). */
  vendor: 'cloudflare' | 'akamai' | 'imperva' | 'sucuri' | 'aws-waf' | 'datadome' | 'perimeterx' | 'unknown';
  /** The header or text that gave it away. */
  evidence: string;
}

export interface DiagnoseHop {
  url: string;
  status: number;
}

/** One agent's fetch of the URL. */
export interface AgentFetch {
  agent: DiagnoseAgent;
  userAgent: string;
  /** Each response on the way, redirects first; the last is the answer (none when no response came). */
  hops: DiagnoseHop[];
  /** The last response's status, or null when none came. */
  status: number | null;
  /** Where a redirect pointed that was not followed: another host, another scheme, too many hops. */
  redirectNotFollowed: { to: string; why: 'other-host' | 'other-scheme' | 'loop' | 'too-many' } | null;
  contentType: string | null;
  /** The Content-Encoding as sent (gzip, br …), or null. */
  contentEncoding: string | null;
  /**
   * Bytes of the body after decoding, up to the cap; `cut` when there was more. A gzip file (a
   * .xml.gz, known by its first bytes, whatever its type or coding) is counted inflated, as the
   * protocol's size limit and Google count it.
   */
  bytes: number;
  /** When the body is a gzip file: its bytes as they came (any Content-Encoding undone), else null. */
  gzipFileBytes: number | null;
  cut: boolean;
  /**
   * The diagnosis's own deadline ran out while the body was still arriving (bytes kept coming until
   * near its end): `bytes` came in `ms` and the rest was not read. The time this diagnosis allows (a
   * large file, a slow link), not a fault of the server: `error` stays null. A body that had stopped
   * coming is `error` 'body-stalled' (or 'body-none'), one with no byte yet whose headers came just
   * before the deadline 'body-late', not this.
   */
  unfinished: boolean;
  challenge: ChallengePage | null;
  /**
   * The body opens as an HTML page (`<!DOCTYPE html>`, `<html>`), where a sitemap or robots.txt was
   * asked for: a web page, or an error or login page served in its place (Search Console: "Sitemap is HTML").
   */
  htmlPage: boolean;
  /**
   * Why no answer came, or it broke off: a DiagnoseFailure, else the network's code or words (a
   * refused connection, a name that does not resolve); null when none.
   */
  error: DiagnoseFailure | string | null;
  /** llhttp's words for what it refused, beside `error` 'invalid-headers' ("Invalid header token") or 'bad-chunks'. */
  parserReason?: string;
  /** Beside `error` 'body-stalled', 'body-none' or 'body-late': how long no byte of the body had come when the deadline ran out. */
  silentMs?: number;
  ms: number;
}

/**
 * The failures a diagnosis words itself (cli.diagnose.failure), each a fault of the server's answer
 * but the time running out (timeout, body-late).
 */
export const DIAGNOSE_FAILURES = [
  'timeout',
  'not-http',
  'bare-lf',
  'invalid-headers',
  'headers-too-large',
  'unasked-answer',
  'bad-chunks',
  'body-short',
  'coding-corrupt',
  'coding-unknown',
  'gzip-file-corrupt',
  'body-stalled',
  'body-none',
  'body-late',
] as const;
export type DiagnoseFailure = (typeof DIAGNOSE_FAILURES)[number];

/** The time this diagnosis allows ran out before the file was read (still arriving, or too soon after the headers): more time would read it. */
export const moreTimeWouldTell = (fetch: AgentFetch): boolean => fetch.unfinished || fetch.error === 'body-late';

/** The vendors' own names; `unknown` is worded by the catalogues. */
export const VENDOR_NAMES: Record<Exclude<ChallengePage['vendor'], 'unknown'>, string> = {
  cloudflare: 'Cloudflare',
  akamai: 'Akamai',
  imperva: 'Imperva (Incapsula)',
  sucuri: 'Sucuri',
  'aws-waf': 'AWS WAF',
  datadome: 'DataDome',
  perimeterx: 'PerimeterX (HUMAN)',
};

/** The fields of AgentFetch two agents are compared on. */
export const COMPARED_FIELDS = [
  'redirects',
  'status',
  'finalUrl',
  'contentType',
  'contentEncoding',
  'bytes',
  'challenge',
  'error',
] as const;
export type ComparedField = (typeof COMPARED_FIELDS)[number];

export interface Diagnosis {
  url: string;
  googlebot: AgentFetch;
  browser: AgentFetch;
  /** The fields in which the two answers differ. */
  differences: ComparedField[];
  /** robots.txt's verdict for Googlebot on the URL: allowed, or the line that blocks it; or why it could not be read. */
  robots: { allowed: boolean; line: number | null; rule: string | null } | { unreadable: RobotsReason };
}

/** The URL an agent's fetch ended on: the last hop's. */
export const finalUrlOf = (fetch: AgentFetch): string | null => fetch.hops.at(-1)?.url ?? null;

/** The value of a compared field, as text to compare and show. */
export function comparedValue(fetch: AgentFetch, field: ComparedField): string {
  if (field === 'finalUrl') return finalUrlOf(fetch) ?? '';
  if (field === 'redirects')
    return fetch.hops
      .slice(0, -1)
      .map((hop) => `${hop.status} ${hop.url}`)
      .join(' → ');
  if (field === 'challenge') return fetch.challenge ? `${fetch.challenge.vendor} (${fetch.challenge.evidence})` : '';
  // Two reads stopped by their deadlines got as far as their links went: not a difference of the answers.
  if (field === 'bytes') {
    const gzip = fetch.gzipFileBytes === null ? '' : ' gzip';
    return fetch.unfinished ? `unfinished${gzip}` : `${fetch.bytes}${fetch.cut ? '+' : ''}${gzip}`;
  }
  const value = fetch[field];
  return value === null ? '' : String(value);
}

/** The fields in which two agents' answers differ. */
export function differencesOf(a: AgentFetch, b: AgentFetch): ComparedField[] {
  return COMPARED_FIELDS.filter((field) => comparedValue(a, field) !== comparedValue(b, field));
}
