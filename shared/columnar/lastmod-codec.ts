import { civilFromDays, daysIn, digits, MAX_DATE_MS, MAX_ZONE_MS, MS_PER_DAY, utcMs } from '../civil-date';
import type { TextCodec } from './coded-column';

/**
 * lastmod as an instant (ms since the epoch, UTC) beside a 16-bit shape saying how it was written:
 * bits 0–2 the form (date; date and minutes; seconds; seconds with 1–3 decimals), bit 3 a `Z`
 * zone, bits 4–15 the zone's offset in minutes (+2048). Any other writing keeps its text.
 */
const ABSENT = 0;
const DATE = 1;
const MINUTES = 2;
const SECONDS = 3;
/** SECONDS + n: seconds with n decimals (1–3). */
const OTHER = 7;
const ZULU = 1 << 3;
const OFFSET_BIAS = 2048;

const W3C = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?(?:(Z)|([+-])(\d{2}):(\d{2})))?$/;

function other(text: string): { code: number; value: number } {
  return { code: OTHER, value: Date.parse(text) };
}

const two = (n: number): string => String(n).padStart(2, '0');
const TWO = Array.from({ length: 100 }, (_, n) => two(n));

/** The last date decoded, by its day number: rows of a table often share their day. */
let lastDay = NaN;
let lastDate = '';

/** `YYYY-MM-DD` of a day number (days since 1970-01-01); null outside years 0–9999. */
function civilDate(days: number): string | null {
  if (days === lastDay) return lastDate;
  const { year, month, day } = civilFromDays(days);
  if (year < 0 || year > 9999) return null;
  lastDay = days;
  lastDate = `${String(year).padStart(4, '0')}-${TWO[month]}-${TWO[day]}`;
  return lastDate;
}

const [DASH, COLON, DOT, PLUS, T, Z] = [45, 58, 46, 43, 84, 90];

/**
 * The code of a W3C text whose every part is in range (a real date, hours 0–23, minutes and seconds
 * 0–59), read by hand; null for anything else, which goes the regex and Date way (that is where a
 * 2024-13-01 rolls over, as it always did). Both ways give the same code for what this one takes.
 * It also tells whether decode gives the text back, without decoding: every part it read is written
 * back as read, but a zone of -00:00 (written +00:00) or of 60 minutes or more (carried into hours).
 */
function encodeInRange(text: string): { code: number; value: number; canonical: boolean } | null {
  const length = text.length;
  if (length < 10 || text.charCodeAt(4) !== DASH || text.charCodeAt(7) !== DASH) return null;
  const year = digits(text, 0, 4);
  const month = digits(text, 5, 2);
  const day = digits(text, 8, 2);
  if (year < 0 || !(month >= 1 && month <= 12) || !(day >= 1 && day <= daysIn(year, month))) return null;
  const midnight = utcMs(year, month, day);
  if (length === 10) return { code: DATE | (OFFSET_BIAS << 4), value: midnight, canonical: true };
  if (length < 16 || text.charCodeAt(10) !== T || text.charCodeAt(13) !== COLON) return null;
  const hour = digits(text, 11, 2);
  const minute = digits(text, 14, 2);
  if (!(hour >= 0 && hour <= 23 && minute >= 0 && minute <= 59)) return null;
  let at = 16;
  let form = MINUTES;
  let second = 0;
  let millis = 0;
  if (text.charCodeAt(at) === COLON) {
    second = digits(text, at + 1, 2);
    if (!(second >= 0 && second <= 59)) return null;
    at += 3;
    form = SECONDS;
    if (text.charCodeAt(at) === DOT) {
      let decimals = 0;
      while (
        decimals < 4 &&
        text.charCodeAt(at + 1 + decimals) - 48 >= 0 &&
        text.charCodeAt(at + 1 + decimals) - 48 <= 9
      )
        decimals++;
      if (decimals === 0 || decimals > 3) return null;
      millis = digits(text, at + 1, decimals) * 10 ** (3 - decimals);
      at += 1 + decimals;
      form = SECONDS + decimals;
    }
  }
  let offset = 0;
  let zulu = 0;
  let canonical = true;
  const zone = text.charCodeAt(at);
  // A time always has a zone here; one without is not W3C, and goes the regex way (kept as text).
  if (zone === Z && at + 1 === length) zulu = ZULU;
  else if ((zone === PLUS || zone === DASH) && at + 6 === length && text.charCodeAt(at + 3) === COLON) {
    const zoneHours = digits(text, at + 1, 2);
    const zoneMinutes = digits(text, at + 4, 2);
    if (zoneHours < 0 || zoneMinutes < 0) return null;
    offset = (zone === DASH ? -1 : 1) * (zoneHours * 60 + zoneMinutes);
    if (Math.abs(offset) >= OFFSET_BIAS) return null;
    canonical = zoneMinutes < 60 && !(zone === DASH && offset === 0);
  } else return null;
  const value = midnight + ((hour * 60 + minute) * 60 + second) * 1000 + millis - offset * 60_000;
  return { code: form | zulu | ((offset + OFFSET_BIAS) << 4), value, canonical };
}

/** `±hh:mm` of an offset in minutes (under 2048, so at most 34 hours). */
function zoneText(offset: number): string {
  const abs = Math.abs(offset);
  return `${offset < 0 ? '-' : '+'}${TWO[Math.floor(abs / 60)]}:${TWO[abs % 60]}`;
}

/** The same rendering through Date, for what civilDate does not take. */
function decodeThroughDate(form: number, shape: number, local: number, offset: number): string {
  const at = new Date(local);
  const date = `${String(at.getUTCFullYear()).padStart(4, '0')}-${two(at.getUTCMonth() + 1)}-${two(at.getUTCDate())}`;
  if (form === DATE) return date;
  let time = `${two(at.getUTCHours())}:${two(at.getUTCMinutes())}`;
  if (form >= SECONDS) time += `:${two(at.getUTCSeconds())}`;
  if (form > SECONDS)
    time += `.${String(at.getUTCMilliseconds())
      .padStart(3, '0')
      .slice(0, form - SECONDS)}`;
  return `${date}T${time}${shape & ZULU ? 'Z' : zoneText(offset)}`;
}

export const LASTMOD_CODEC: TextCodec = {
  absent: ABSENT,
  codes: (length) => new Uint16Array(length),
  valued: true,
  encode(text) {
    const inRange = encodeInRange(text);
    if (inRange) return inRange;
    const m = W3C.exec(text);
    if (!m) return other(text);
    const [, year, month, day, hour, minute, second, fraction, zulu, sign, zoneHours, zoneMinutes] = m;
    const offset = sign ? (sign === '-' ? -1 : 1) * (Number(zoneHours) * 60 + Number(zoneMinutes)) : 0;
    if (Math.abs(offset) >= OFFSET_BIAS) return other(text);
    const local = new Date(0);
    local.setUTCFullYear(Number(year), Number(month) - 1, Number(day));
    local.setUTCHours(
      Number(hour ?? 0),
      Number(minute ?? 0),
      Number(second ?? 0),
      Number((fraction ?? '').padEnd(3, '0')),
    );
    const form = hour === undefined ? DATE : second === undefined ? MINUTES : SECONDS + (fraction?.length ?? 0);
    const shape = form | (zulu ? ZULU : 0) | ((offset + OFFSET_BIAS) << 4);
    return { code: shape, value: local.getTime() - offset * 60_000 };
  },
  decode(shape, instant) {
    const form = shape & 7;
    if (form === OTHER || Number.isNaN(instant)) return '';
    const offset = (shape >>> 4) - OFFSET_BIAS;
    const local = instant + offset * 60_000;
    // Dates of years 0–9999 at whole milliseconds (every one a sitemap writes) by arithmetic, which
    // costs a third of going through Date; anything else (the text is kept then) through Date.
    const days = Math.floor(local / MS_PER_DAY);
    const date = Number.isInteger(local) ? civilDate(days) : null;
    if (date === null) return decodeThroughDate(form, shape, local, offset);
    if (form === DATE) return date;
    const ofDay = local - days * MS_PER_DAY;
    const minutes = Math.floor(ofDay / 60_000);
    let time = `${TWO[Math.floor(minutes / 60)]}:${TWO[minutes % 60]}`;
    if (form >= SECONDS) time += `:${TWO[Math.floor(ofDay / 1000) % 60]}`;
    if (form > SECONDS)
      time += `.${String(ofDay % 1000)
        .padStart(3, '0')
        .slice(0, form - SECONDS)}`;
    return `${date}T${time}${shape & ZULU ? 'Z' : zoneText(offset)}`;
  },
};

/** The unit each form's local time is a whole number of (a date: days; seconds with 2 decimals: 10 ms). */
const FORM_UNIT_MS = [NaN, MS_PER_DAY, 60_000, 1000, 100, 10, 1];
/** 0000-01-01 and 10000-01-01 (UTC): a text of four-digit years has its local time within them. */
const YEAR_0_MS = -62_167_219_200_000;
const YEAR_10000_MS = 253_402_300_800_000;

/**
 * Whether a shape and instant are ones encode gives (absent; other, with Date.parse's instant; a
 * form with its zone and an instant whole in the form's unit), for columns read from a file: any
 * other would read back as '' or as a different text than was saved. Without a `kept` text, the
 * local time must be in years 0–9999 too: the text encode read had four digits of year, and another
 * instant would read back as text it never gives ("10000-01-01") without keeping the original.
 */
export function lastmodFits(shape: number, instant: number, kept: boolean): boolean {
  if (shape === ABSENT) return true;
  if (shape === OTHER) return Number.isNaN(instant) || (Number.isInteger(instant) && Math.abs(instant) <= MAX_DATE_MS);
  const form = shape & 7;
  const zone = shape >>> 4;
  if (form === ABSENT || form === OTHER || zone === 0) return false;
  // A Z zone is offset 0; a date alone has no zone at all.
  if ((shape & ZULU && zone !== OFFSET_BIAS) || (form === DATE && shape !== (DATE | (OFFSET_BIAS << 4)))) return false;
  const local = instant + (zone - OFFSET_BIAS) * 60_000;
  const units = local / FORM_UNIT_MS[form]!; // a division, where % on doubles costs several times more
  const inRange = kept ? Math.abs(local) <= MAX_DATE_MS : local >= YEAR_0_MS && local < YEAR_10000_MS;
  return Number.isInteger(local) && inRange && Math.floor(units) === units;
}

/** Writes `value` as `count` ASCII digits at `at` (leading zeros); returns where they end. */
function putDigits(target: Uint8Array, at: number, value: number, count: number): number {
  for (let index = at + count - 1; index >= at; index--) {
    target[index] = 48 + (value % 10);
    value = Math.floor(value / 10);
  }
  return at + count;
}

/** The two ASCII digits of each number 0–99, side by side: a pair written by two lookups, no division. */
const DIGIT_PAIRS = Uint8Array.from({ length: 200 }, (_, at) => 48 + (at & 1 ? (at >> 1) % 10 : Math.floor(at / 20)));

/** Writes `value` (an integer 0–99) as two ASCII digits at `at`; returns where they end. */
function putTwo(target: Uint8Array, at: number, value: number): number {
  target[at] = DIGIT_PAIRS[2 * value]!;
  target[at + 1] = DIGIT_PAIRS[2 * value + 1]!;
  return at + 2;
}

/**
 * `YYYY-MM-DD` of the day numbers last written, each in the slot of its number modulo DATE_SLOTS
 * (some 11 years of consecutive days): a table's lastmods fall on far fewer days than rows, and the
 * date's arithmetic (civilFromDays, then a division per digit) cost more than the rest of the text.
 */
const DATE_SLOTS = 4096;
const DATE_BYTES = 10;
const slotDays = new Float64Array(DATE_SLOTS).fill(NaN);
const slotDates = new Uint8Array(DATE_SLOTS * DATE_BYTES);

/** Puts day number `days`'s date in its slot (`slot`); false, putting nothing, outside years 0–9999. */
function slotDate(days: number, slot: number): boolean {
  // Through civilDate's text: putTwo stays a writer into one kind of array (a Buffer, an export's).
  const date = civilDate(days);
  if (date === null) return false;
  for (let k = 0; k < DATE_BYTES; k++) slotDates[slot * DATE_BYTES + k] = date.charCodeAt(k);
  slotDays[slot] = days;
  return true;
}

/**
 * decode's text written as ASCII bytes into `target` from `at`, for a writer that wants bytes rather
 * than a string (an export); returns where it ends, or -1, writing nothing, where decode goes through
 * Date or gives ''. Bytes past the end of `target` are dropped, but the end is still counted.
 */
export function writeLastmodAscii(shape: number, instant: number, target: Uint8Array, at: number): number {
  const form = shape & 7;
  if (form === OTHER || Number.isNaN(instant)) return -1;
  const offset = (shape >>> 4) - OFFSET_BIAS;
  const local = instant + offset * 60_000;
  if (!Number.isInteger(local)) return -1;
  const days = Math.floor(local / MS_PER_DAY);
  // Any number picks a slot (& wraps it to 32 bits); the slot holds its date only when it holds its number.
  const slot = days & (DATE_SLOTS - 1);
  if (slotDays[slot] !== days && !slotDate(days, slot)) return -1;
  for (let k = 0, from = slot * DATE_BYTES; k < DATE_BYTES; k++) target[at + k] = slotDates[from + k]!;
  at += DATE_BYTES;
  if (form === DATE) return at;
  // Whole ms within the day, below 2^31: integer arithmetic from here (a % on a double calls fmod).
  const ofDay = (local - days * MS_PER_DAY) | 0;
  const minutes = (ofDay / 60_000) | 0;
  const hours = (minutes / 60) | 0;
  target[at++] = T;
  at = putTwo(target, at, hours);
  target[at++] = COLON;
  at = putTwo(target, at, minutes - hours * 60);
  if (form >= SECONDS) {
    const seconds = (ofDay / 1000) | 0;
    target[at++] = COLON;
    at = putTwo(target, at, seconds - minutes * 60);
  }
  if (form > SECONDS) {
    // The first (form - SECONDS) of the three digits of the milliseconds.
    const decimals = form - SECONDS;
    target[at++] = DOT;
    at = putDigits(target, at, Math.floor((ofDay % 1000) / 10 ** (3 - decimals)), decimals);
  }
  if (shape & ZULU) {
    target[at++] = Z;
    return at;
  }
  const abs = Math.abs(offset);
  const zoneHours = (abs / 60) | 0;
  target[at++] = offset < 0 ? DASH : PLUS;
  at = putTwo(target, at, zoneHours);
  target[at++] = COLON;
  return putTwo(target, at, abs - zoneHours * 60);
}

/**
 * The earliest instant a lastmod rendered by its code can mean, as the W3C Datetime reading gives it
 * (w3cDatetimeInstant), without reading its text; null where only the text can tell: a text kept
 * beside its code, a fraction of a second (read there through floating point), a zone past ±14:00,
 * a time within a day of year 0000 (which that reading refuses, and a zone can move a day across).
 */
export function earliestOfLastmod(shape: number, instant: number, hasKeptText: boolean): number | null {
  if (shape === ABSENT || hasKeptText) return null;
  const form = shape & 7;
  if (form === OTHER || form > SECONDS || !(instant >= YEAR_ONE_DAY_TWO_MS)) return null;
  if (form === DATE) return instant - MAX_ZONE_MS;
  return Math.abs((shape >>> 4) - OFFSET_BIAS) * 60_000 <= MAX_ZONE_MS ? instant : null;
}

/** Whether a lastmod coded `shape` is a time without seconds (which sitemap.xsd refuses: outsideSchema). */
export const isMinutesShape = (shape: number): boolean => (shape & 7) === MINUTES;

/** 0001-01-02T00:00Z: no instant from then on is within a zone's reach of year 0000. */
const YEAR_ONE_DAY_TWO_MS = utcMs(1, 1, 2);
