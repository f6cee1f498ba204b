/**
 * The W3C Datetime profile (NOTE-datetime) that sitemaps use for lastmod:
 * YYYY | YYYY-MM | YYYY-MM-DD | YYYY-MM-DDThh:mmTZD | YYYY-MM-DDThh:mm:ssTZD | YYYY-MM-DDThh:mm:ss.sTZD,
 * where TZD is Z or ±hh:mm, and a time always needs a zone.
 */
const GRAMMAR =
  /^(\d{4})(?:-(\d{2})(?:-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(\.\d+)?)?(?:(Z)|([+-])(\d{2}):(\d{2}))?)?)?)?$/;

export type W3cDatetimeResult =
  | { ok: true; /** The earliest instant the value can mean, in ms since the epoch (UTC). */ earliest: number }
  | { ok: false; reason: string };

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
/** The widest zone offset in use (UTC+14): a date alone may already have begun there. */
const MAX_ZONE_MS = 14 * 3_600_000;

const daysIn = (year: number, month: number): number => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** Checks a lastmod value against the grammar and the calendar; says why when it fails. */
export function parseW3cDatetime(text: string): W3cDatetimeResult {
  const match = GRAMMAR.exec(text);
  if (!match) return { ok: false, reason: grammarReason(text) };
  const [, y, mo, d, h, mi, s, fraction, z, sign, zh, zm] = match;
  const year = Number(y);
  const month = mo === undefined ? 1 : Number(mo);
  const day = d === undefined ? 1 : Number(d);
  if (month < 1 || month > 12) return { ok: false, reason: `month ${mo} does not exist` };
  if (day < 1 || day > daysIn(year, month)) {
    return { ok: false, reason: `${MONTHS[month - 1]} ${year} has no day ${d}` };
  }
  if (h === undefined) return { ok: true, earliest: Date.UTC(year, month - 1, day) - MAX_ZONE_MS };
  if (z === undefined && sign === undefined) return { ok: false, reason: 'a time needs a time zone (Z or ±hh:mm)' };
  const [hour, minute, second] = [Number(h), Number(mi), s === undefined ? 0 : Number(s)];
  if (hour > 23) return { ok: false, reason: `hour ${h} does not exist` };
  if (minute > 59) return { ok: false, reason: `minute ${mi} does not exist` };
  if (second > 59) return { ok: false, reason: `second ${s} does not exist` };
  let offset = 0;
  if (sign !== undefined) {
    if (Number(zh) > 23 || Number(zm) > 59) return { ok: false, reason: `time zone ${sign}${zh}:${zm} does not exist` };
    offset = (sign === '-' ? -1 : 1) * (Number(zh) * 60 + Number(zm)) * 60_000;
  }
  const millis = fraction === undefined ? 0 : Math.floor(Number(`0${fraction}`) * 1000);
  return { ok: true, earliest: Date.UTC(year, month - 1, day, hour, minute, second, millis) - offset };
}

/** The commonest ways lastmod goes wrong, named so a person knows what to fix. */
function grammarReason(text: string): string {
  if (text.trim() !== text) return 'it has spaces around it';
  if (/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}/.test(text)) return 'the date and time must be joined by "T", not a space';
  if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/.test(text)) return 'a time needs a time zone (Z or ±hh:mm)';
  if (/[+-]\d{4}$/.test(text)) return 'the time zone needs a colon (±hh:mm)';
  if (/^\d{1,2}[./-]\d{1,2}[./-]\d{2,4}$/.test(text)) return 'dates are written year first: YYYY-MM-DD';
  if (/^\d{4}-\d-|^\d{4}-\d{2}-\d(\D|$)/.test(text)) return 'months and days need two digits';
  return 'it is not a W3C Datetime (YYYY, YYYY-MM, YYYY-MM-DD, or YYYY-MM-DDThh:mm[:ss[.s]] with Z or ±hh:mm)';
}
