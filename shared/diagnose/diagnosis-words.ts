import { formatBytes, formatCount, formatSeconds } from '../format';
import { LIMITS } from '../protocol';
import { translateMessage as t } from '../i18n/translator';
import { robotsReasonText } from '../site-check/describe-robots';
import {
  COMPARED_FIELDS,
  DIAGNOSE_FAILURES,
  comparedValue,
  finalUrlOf,
  VENDOR_NAMES,
  type AgentFetch,
  type ChallengePage,
  type ComparedField,
  type DiagnoseFailure,
  type Diagnosis,
} from './diagnosis';

/**
 * A diagnosis in words, in the active language, for `sitemap-studio diagnose` and the import dialog's
 * "Diagnose…" alike: the rows of the side-by-side table, robots.txt's verdict and what it means.
 */
export type DiagnosisRow = ComparedField | 'time';

export const DIAGNOSIS_ROWS: readonly DiagnosisRow[] = [...COMPARED_FIELDS, 'time'];

/** A row's label ("status", "content type" …). */
export const rowLabel = (row: DiagnosisRow): string => t(`cli.diagnose.${row}`);

/** What one agent got in a row, as a cell shows it. */
export function cellText(fetch: AgentFetch, row: DiagnosisRow): string {
  if (row === 'time') return t('cli.diagnose.ms', { ms: formatCount(fetch.ms) });
  if (row === 'bytes') {
    if (fetch.status === null) return t('cli.diagnose.none');
    const counted = t('cli.diagnose.bytesValue', { n: formatCount(fetch.bytes) }, { count: fetch.bytes });
    const size = fetch.unfinished
      ? t('cli.diagnose.unfinishedValue', { size: counted })
      : fetch.cut
        ? t('cli.diagnose.cutValue', { size: counted })
        : counted;
    if (fetch.gzipFileBytes === null) return size;
    const compressed = t(
      'cli.diagnose.bytesValue',
      { n: formatCount(fetch.gzipFileBytes) },
      { count: fetch.gzipFileBytes },
    );
    return t('cli.diagnose.gzipFileValue', { size, compressed });
  }
  if (row === 'finalUrl') return finalUrlOf(fetch) ?? t('cli.diagnose.none');
  if (row === 'redirects')
    return fetch.hops.length < 2 ? t('cli.diagnose.none') : fetch.hops.map((hop) => hop.status).join(' → ');
  if (row === 'challenge')
    return fetch.challenge
      ? `${vendorName(fetch.challenge.vendor)} (${fetch.challenge.evidence})`
      : t('cli.diagnose.none');
  if (row === 'error' && fetch.error !== null) return failureText(fetch);
  return comparedValue(fetch, row) || t('cli.diagnose.none');
}

/** Why an agent got no answer, or it broke off: in words for a DiagnoseFailure, else the network's code or words. */
export const failureText = ({ error, parserReason, silentMs, contentEncoding }: AgentFetch): string =>
  error === null || !isDiagnoseFailure(error)
    ? (error ?? '')
    : t(`cli.diagnose.failure.${error}`, {
        reason: parserReason ?? '',
        seconds: silentSeconds(silentMs),
        coding: contentEncoding ?? '',
      });

/** How long the body was silent, to a tenth of a second. */
const silentSeconds = (silentMs = 0): string => formatSeconds(Math.round(silentMs / 100) * 100);

const isDiagnoseFailure = (error: string): error is DiagnoseFailure =>
  (DIAGNOSE_FAILURES as readonly string[]).includes(error);

/** "Googlebot: redirect to … not followed (another host)", or null when every redirect was followed. */
export function notFollowedText(fetch: AgentFetch): string | null {
  const skipped = fetch.redirectNotFollowed;
  if (!skipped) return null;
  const why = t(`cli.diagnose.why.${skipped.why}`);
  return `${t(`cli.diagnose.${fetch.agent}`)}: ${t('cli.diagnose.notFollowed', { to: skipped.to, why })}`;
}

/** Which rows differ, or that both got the same answer. */
export const differencesText = ({ differences }: Diagnosis): string =>
  differences.length === 0
    ? t('cli.diagnose.same')
    : t('cli.diagnose.differs', { fields: differences.map(rowLabel).join(', ') });

/** robots.txt's verdict for Googlebot. */
export function robotsText(robots: Diagnosis['robots']): string {
  if ('unreadable' in robots)
    return t('cli.diagnose.robotsUnreadable', { reason: robotsReasonText(robots.unreadable) });
  if (!robots.allowed) return t('cli.diagnose.robotsBlocked', { rule: robots.rule ?? '' });
  const line = robots.line === null ? '' : t('cli.diagnose.robotsLine', { line: robots.line, rule: robots.rule ?? '' });
  return t('cli.diagnose.robotsAllowed', { line });
}

/** One line of the side-by-side table, in the active language. */
export interface DiagnosisLine {
  row: DiagnosisRow;
  label: string;
  googlebot: string;
  browser: string;
  /** The two agents got something else in this row (the time taken always differs, so never). */
  differs: boolean;
}

/** The side-by-side table's lines, in DIAGNOSIS_ROWS's order. */
export function diagnosisLines(diagnosis: Diagnosis): DiagnosisLine[] {
  return DIAGNOSIS_ROWS.map((row) => ({
    row,
    label: rowLabel(row),
    googlebot: cellText(diagnosis.googlebot, row),
    browser: cellText(diagnosis.browser, row),
    differs: row !== 'time' && diagnosis.differences.includes(row),
  }));
}

/** The notes under the table: each redirect not followed, what differs and robots.txt's verdict. */
export function diagnosisNotes(diagnosis: Diagnosis): { notFollowed: string[]; differences: string; robots: string } {
  const notFollowed = [diagnosis.googlebot, diagnosis.browser].map(notFollowedText);
  return {
    notFollowed: notFollowed.filter((line): line is string => line !== null),
    differences: differencesText(diagnosis),
    robots: robotsText(diagnosis.robots),
  };
}

/**
 * Googlebot gets the file: a 2xx not broken off after its headers (one still arriving when the
 * diagnosis's deadline ran out counts: what came was fine; one that had stopped coming does not),
 * no challenge page nor any other HTML page, and robots.txt lets it.
 */
export function googlebotGetsIt(diagnosis: Diagnosis): boolean {
  const { googlebot, robots } = diagnosis;
  const answered =
    googlebot.status !== null && googlebot.status >= 200 && googlebot.status < 300 && googlebot.error === null;
  return (
    answered &&
    googlebot.challenge === null &&
    !('allowed' in robots && !robots.allowed) &&
    !robotsUnreadable(diagnosis) &&
    !htmlInstead(diagnosis) &&
    !pastSitemapLimit(diagnosis) &&
    !emptySitemap(diagnosis)
  );
}

/** A sitemap answered with no byte at all (a robots.txt may be empty: it allows everything). */
function emptySitemap({ url, googlebot }: Diagnosis): boolean {
  return googlebot.bytes === 0 && !googlebot.unfinished && !isRobotsTxt(finalUrlOf(googlebot) ?? url);
}

/** An HTML page where a sitemap was asked for (a robots.txt is read as text whatever it holds). */
function htmlInstead({ url, googlebot }: Diagnosis): boolean {
  return googlebot.htmlPage && googlebot.challenge === null && !isRobotsTxt(finalUrlOf(googlebot) ?? url);
}

/**
 * The host's robots.txt could not be read (no answer, a connection refused): RFC 9309 (2.3.1.4) has a
 * crawler then fetch nothing from the host, as the site check does. robots.txt itself is asked for all the same.
 */
function robotsUnreadable({ url, googlebot, robots }: Diagnosis): boolean {
  return 'unreadable' in robots && !isRobotsTxt(finalUrlOf(googlebot) ?? url);
}

const isRobotsTxt = (url: string): boolean => URL.canParse(url) && new URL(url).pathname === '/robots.txt';

/**
 * A sitemap larger than the protocol allows (LIMITS.bytesPerFileLarge, uncompressed), or more than this
 * diagnosis reads (`cut`): an endless body was told "Googlebot gets the file". A robots.txt is read
 * up to its own cap by crawlers, and is not judged so.
 */
function pastSitemapLimit({ url, googlebot }: Diagnosis): boolean {
  return !isRobotsTxt(finalUrlOf(googlebot) ?? url) && (googlebot.cut || googlebot.bytes > LIMITS.bytesPerFileLarge);
}

/** What the answers mean for Googlebot, and what to do. */
export function verdictText(diagnosis: Diagnosis): string {
  const { googlebot, robots } = diagnosis;
  // The server stopped sending the body: neither broken off by the server nor this diagnosis's time limit.
  if (googlebot.error === 'body-stalled' || googlebot.error === 'body-none')
    return t(googlebot.error === 'body-none' ? 'cli.diagnose.verdictNoBody' : 'cli.diagnose.verdictStalled', {
      status: googlebot.status ?? '',
      size: formatBytes(googlebot.bytes),
      seconds: silentSeconds(googlebot.silentMs),
    });
  // The headers came just before the deadline: too soon to tell, this diagnosis's time and not the server.
  if (googlebot.error === 'body-late')
    return t('cli.diagnose.verdictLate', {
      status: googlebot.status ?? '',
      seconds: silentSeconds(googlebot.silentMs),
    });
  // Refused by this app's strict parser, which Googlebot's may not be: what Googlebot gets is not known.
  if (googlebot.error === 'bare-lf') return t('cli.diagnose.verdictBareLf');
  if (googlebot.error === 'coding-unknown')
    return t('cli.diagnose.verdictUnreadCoding', {
      status: googlebot.status ?? '',
      coding: googlebot.contentEncoding ?? '',
    });
  // A deadline is never the file breaking off: it ran out before an answer (or a redirect's) came.
  if (googlebot.error !== null && googlebot.error !== 'timeout' && googlebot.status !== null)
    return t('cli.diagnose.verdictBroken', { status: googlebot.status, error: failureText(googlebot) });
  if (googlebot.error !== null) return t('cli.diagnose.verdictError', { error: failureText(googlebot) });
  if (googlebot.challenge !== null)
    return t('cli.diagnose.verdictChallenge', { vendor: vendorName(googlebot.challenge.vendor) });
  if (googlebot.status === null || googlebot.status < 200 || googlebot.status > 299)
    return t('cli.diagnose.verdictStatus', { status: googlebot.status ?? '' });
  if ('allowed' in robots && !robots.allowed) return t('cli.diagnose.verdictBlocked');
  if ('unreadable' in robots && robotsUnreadable(diagnosis))
    return t('cli.diagnose.verdictRobotsUnreadable', { reason: robotsReasonText(robots.unreadable) });
  if (htmlInstead(diagnosis)) return t('cli.diagnose.verdictHtml', { status: googlebot.status });
  if (pastSitemapLimit(diagnosis))
    return t(googlebot.cut ? 'cli.diagnose.verdictTooLargeCut' : 'cli.diagnose.verdictTooLarge', {
      status: googlebot.status,
      size:
        googlebot.gzipFileBytes === null
          ? formatBytes(googlebot.bytes)
          : t('cli.diagnose.inflatedSize', { size: formatBytes(googlebot.bytes) }),
      max: formatBytes(LIMITS.bytesPerFileLarge),
    });
  if (emptySitemap(diagnosis)) return t('cli.diagnose.verdictEmpty', { status: googlebot.status });
  if (googlebot.unfinished)
    return t('cli.diagnose.verdictUnfinished', {
      status: googlebot.status,
      size: formatBytes(googlebot.bytes),
      seconds: formatSeconds(Math.round(googlebot.ms / 1000) * 1000),
    });
  return t('cli.diagnose.verdictOk');
}

function vendorName(vendor: ChallengePage['vendor']): string {
  return vendor === 'unknown' ? t('cli.diagnose.unknownVendor') : VENDOR_NAMES[vendor];
}
