import { daysIn, digits, MAX_ZONE_MS, MS_PER_DAY, utcMs } from '../civil-date';
import type { DatetimeFault } from '../problem-catalogue/datetime-fault';

/**
 * The W3C Datetime profile (NOTE-datetime) that sitemaps use for lastmod:
 * YYYY | YYYY-MM | YYYY-MM-DD | YYYY-MM-DDThh:mmTZD | YYYY-MM-DDThh:mm:ssTZD | YYYY-MM-DDThh:mm:ss.sTZD,
 * where TZD is Z or ±hh:mm, and a time always needs a zone.
 */
const GRAMMAR =
  /^(\d{4})(?:-(\d{2})(?:-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(\.\d+)?)?(?:(Z)|([+-])(\d{2}):(\d{2}))?)?)?)?$/;

export type W3cDatetimeResult =
  | { ok: true; /** The earliest instant the value can mean, in ms since the epoch (UTC). */ earliest: number }
  | { ok: false; reason: DatetimeFault };

/** The last zone to reach a date (UTC−12): a date alone may still be running there. */
const MIN_ZONE_MS = -12 * 3_600_000;

/** Checks a lastmod value against the grammar and the calendar; says why when it fails. */
export function parseW3cDatetime(text: string): W3cDatetimeResult {
  const earliest = w3cDatetimeInstant(text);
  return Number.isNaN(earliest) ? { ok: false, reason: failureReason(text) } : { ok: true, earliest };
}

const code = (char: string): number => char.charCodeAt(0);
const [DASH, COLON, DOT, PLUS, T, Z, ZERO] = ['-', ':', '.', '+', 'T', 'Z', '0'].map(code) as number[] as [
  number,
  number,
  number,
  number,
  number,
  number,
  number,
];
const isDigit = (value: number): boolean => value >= ZERO && value <= ZERO + 9;

/**
 * The earliest instant a W3C Datetime can mean (ms since the epoch, UTC), or NaN when it is not one.
 * Read character by character with no allocation: it runs for every row of a million-row table.
 */
export function w3cDatetimeInstant(text: string): number {
  const length = text.length;
  if (length !== 4 && length !== 7 && length < 10) return NaN;
  const year = digits(text, 0, 4);
  if (year < 1) return NaN; // XML Schema 1.0, whose dates sitemaps are checked against, has no year 0000
  if (length === 4) return utcMs(year, 1, 1) - MAX_ZONE_MS;
  const month = text.charCodeAt(4) === DASH ? digits(text, 5, 2) : -1;
  if (!(month >= 1 && month <= 12)) return NaN;
  if (length === 7) return utcMs(year, month, 1) - MAX_ZONE_MS;
  const day = text.charCodeAt(7) === DASH ? digits(text, 8, 2) : -1;
  if (!(day >= 1 && day <= daysIn(year, month))) return NaN;
  if (length === 10) return utcMs(year, month, day) - MAX_ZONE_MS;
  if (text.charCodeAt(10) !== T || text.charCodeAt(13) !== COLON) return NaN;
  const hour = digits(text, 11, 2);
  const minute = digits(text, 14, 2);
  let at = 16;
  let second = 0;
  let millis = 0;
  if (text.charCodeAt(at) === COLON) {
    second = digits(text, at + 1, 2);
    at += 3;
    if (text.charCodeAt(at) === DOT) {
      const start = ++at;
      while (isDigit(text.charCodeAt(at))) at++;
      if (at === start) return NaN;
      millis = Math.floor(Number(`0.${text.slice(start, at)}`) * 1000);
    }
  }
  if (!(hour >= 0 && hour <= 23 && minute >= 0 && minute <= 59 && second >= 0 && second <= 59)) return NaN;
  const zone = text.charCodeAt(at);
  let offset: number;
  if (zone === Z && at + 1 === length) offset = 0;
  else if ((zone === PLUS || zone === DASH) && at + 6 === length && text.charCodeAt(at + 3) === COLON) {
    const zoneHours = digits(text, at + 1, 2);
    const zoneMinutes = digits(text, at + 4, 2);
    if (!(zoneHours >= 0 && zoneMinutes >= 0 && zoneMinutes <= 59)) return NaN;
    offset = (zone === DASH ? -1 : 1) * (zoneHours * 60 + zoneMinutes) * 60_000;
    if (Math.abs(offset) > MAX_ZONE_MS) return NaN; // zones run from −14:00 to +14:00, as XML Schema bounds them
  } else return NaN;
  return utcMs(year, month, day) + ((hour * 60 + minute) * 60 + second) * 1000 + millis - offset;
}

/**
 * The latest instant a W3C Datetime can mean (ms since the epoch, UTC), or NaN when it is not one:
 * a value with a time is one instant; a year, month or day alone lasts until it ends in the last zone.
 */
export function w3cDatetimeLatest(text: string): number {
  const earliest = w3cDatetimeInstant(text);
  if (Number.isNaN(earliest) || text.length > 10) return earliest;
  const year = digits(text, 0, 4);
  const month = text.length === 4 ? 12 : digits(text, 5, 2);
  const end =
    text.length === 10
      ? utcMs(year, month, digits(text, 8, 2)) + MS_PER_DAY
      : month === 12
        ? utcMs(year + 1, 1, 1)
        : utcMs(year, month + 1, 1);
  return end - MIN_ZONE_MS - 1;
}

/** Why a value is not a W3C Datetime, as facts; the slow path, taken only for a value that fails. */
function failureReason(text: string): DatetimeFault {
  const match = GRAMMAR.exec(text);
  if (!match) return grammarReason(text);
  const [, y, mo, d, h, mi, s, , z, sign, zh, zm] = match;
  const year = Number(y);
  if (year === 0) return { fault: 'year', year: y! };
  const month = mo === undefined ? 1 : Number(mo);
  if (month < 1 || month > 12) return { fault: 'month', month: mo! };
  if (d !== undefined && (Number(d) < 1 || Number(d) > daysIn(year, month))) {
    return { fault: 'day', year, month, day: d };
  }
  if (z === undefined && sign === undefined) return { fault: 'zone-missing' };
  if (Number(h) > 23) return { fault: 'time', part: 'hour', value: h! };
  if (Number(mi) > 59) return { fault: 'time', part: 'minute', value: mi! };
  if (s !== undefined && Number(s) > 59) return { fault: 'time', part: 'second', value: s };
  return { fault: 'zone', zone: `${sign}${zh}:${zm}` };
}

/** The commonest ways lastmod goes wrong, named so a person knows what to fix. */
function grammarReason(text: string): DatetimeFault {
  if (text.trim() !== text) return { fault: 'spaces' };
  if (/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}/.test(text)) return { fault: 'space-before-time' };
  if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/.test(text)) return { fault: 'zone-missing' };
  // A zone of four digits (`+0100`) or two (`+01`) after a W3C date and time; a fault that would be
  // left once the zone is mended (month 13, zone +25:00) is said first.
  if (/^\d{4}-\d{2}-\d{2}T[\d:.]+[+-]\d{4}$/.test(text))
    return mendedFault(text.replace(/(\d{2})(\d{2})$/, '$1:$2')) ?? { fault: 'zone-colon' };
  if (/^\d{4}-\d{2}-\d{2}T[\d:.]+[+-]\d{2}$/.test(text)) return mendedFault(`${text}:00`) ?? { fault: 'zone-minutes' };
  // Day or month first (02.01.2024, 12/31/2023 10:00), or the year first with slashes or dots.
  if (/^\d{1,2}[./-]\d{1,2}[./-]\d{2,4}(?:[ T]|$)/.test(text)) return { fault: 'year-first' };
  if (/^\d{4}[/.]\d{1,2}[/.]\d{1,2}(?:[ T]|$)/.test(text)) return { fault: 'date-slashes' };
  if (/^\d{4}-\d-|^\d{4}-\d{2}-\d(\D|$)/.test(text)) {
    // One-digit months or days, given two.
    const padded = text.replace(/^(\d{4})-(\d)(?=\D|$)/, '$1-0$2').replace(/^(\d{4}-\d{2})-(\d)(?=\D|$)/, '$1-0$2');
    return mendedFault(padded) ?? { fault: 'two-digits' };
  }
  return { fault: 'grammar' };
}

/**
 * The fault a value still has once the fault found in its form is mended (`mended`: 2024-13-3 as
 * 2024-13-03, month 13): said first, since mending the form alone would not make it valid. Null when
 * the mended value is valid or still out of the grammar.
 */
function mendedFault(mended: string): DatetimeFault | null {
  if (!GRAMMAR.test(mended) || !Number.isNaN(w3cDatetimeInstant(mended))) return null;
  const fault = failureReason(mended);
  return fault.fault === 'year' ||
    fault.fault === 'month' ||
    fault.fault === 'day' ||
    fault.fault === 'time' ||
    fault.fault === 'zone'
    ? fault
    : null;
}

const MINUTES = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?:Z|[+-]\d{2}:\d{2})$/;

/**
 * A W3C Datetime of minutes (`2024-05-01T10:00Z`) given ":00" seconds: the same instant, in the form
 * XML Schema's dateTime takes (the protocol allows both; the official schemas only the second).
 */
export const withSeconds = (text: string): string =>
  (text.length === 17 || text.length === 22) && MINUTES.test(text) ? `${text.slice(0, 16)}:00${text.slice(16)}` : text;

/**
 * A W3C Datetime (checked already) in a form both the protocol and XML Schema take, for a value the
 * app words itself (the index's lastmod): a time gets seconds (the same instant), a year or a month
 * its first day (the same earliest instant, which is how lastmods are compared). Others as they are.
 */
export const inSchemaForm = (text: string): string =>
  text.length === 4 ? `${text}-01-01` : text.length === 7 ? `${text}-01` : withSeconds(text);

/**
 * A W3C Datetime (checked already) that sitemap.xsd's lastmod, XML Schema's date or dateTime, does
 * not take: a year, a year and month, or a time without seconds. `fix`: the same instant with
 * seconds, for the last. Null for the forms both take.
 */
export function outsideSchema(text: string): { lastmod: string; fix?: string } | null {
  if (text.length === 4 || text.length === 7) return { lastmod: text };
  const fix = withSeconds(text);
  return fix === text ? null : { lastmod: text, fix };
}
