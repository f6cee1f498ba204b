/** Proleptic Gregorian calendar arithmetic, by hand: cheaper than Date, and years 0–99 stay themselves. */

export const MS_PER_DAY = 86_400_000;

/** The furthest instant, before or after 1970, that a Date holds (ECMAScript: 100 million days). */
export const MAX_DATE_MS = 8.64e15;

/** The widest zone offset in use (UTC+14): where a date alone has already begun earliest. */
export const MAX_ZONE_MS = 14 * 3_600_000;

const DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const isLeap = (year: number): boolean => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

/** Days in month `month` (1–12) of `year`. */
export const daysIn = (year: number, month: number): number => (month === 2 && isLeap(year) ? 29 : DAYS[month - 1]!);

/** Midnight UTC of a date, in ms since the epoch (Hinnant's days_from_civil). */
export function utcMs(year: number, month: number, day: number): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const dayOfYear = Math.floor((153 * (month > 2 ? month - 3 : month + 9) + 2) / 5) + day - 1;
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return (era * 146_097 + dayOfEra - 719_468) * MS_PER_DAY;
}

/** The date of a day number (days since 1970-01-01), by Hinnant's civil_from_days. */
export function civilFromDays(days: number): { year: number; month: number; day: number } {
  const z = days + 719_468;
  const era = Math.floor(z / 146_097);
  const dayOfEra = z - era * 146_097;
  const yearOfEra = Math.floor(
    (dayOfEra - Math.floor(dayOfEra / 1460) + Math.floor(dayOfEra / 36_524) - Math.floor(dayOfEra / 146_096)) / 365,
  );
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const shifted = Math.floor((5 * dayOfYear + 2) / 153);
  const day = dayOfYear - Math.floor((153 * shifted + 2) / 5) + 1;
  const month = shifted < 10 ? shifted + 3 : shifted - 9;
  return { year: yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day };
}

const ZERO = 48;

/** The number written by `count` ASCII digits at `start`, or -1 (small integers only, which keeps this fast). */
export function digits(text: string, start: number, count: number): number {
  let value = 0;
  for (let index = start; index < start + count; index++) {
    const digit = text.charCodeAt(index) - ZERO;
    if (!(digit >= 0 && digit <= 9)) return -1;
    value = value * 10 + digit;
  }
  return value;
}
