import type { Locale } from '../i18n/locales';

/** A part of a time that can be out of range. */
export type TimePart = 'hour' | 'minute' | 'second';

/**
 * Why a lastmod is not a W3C Datetime, as facts (each language's message words it): a value out of
 * the calendar or the clock (as written), or one of the commonest ways the grammar goes wrong.
 */
export type DatetimeFault =
  | { fault: 'month'; month: string }
  | { fault: 'day'; year: number; month: number; day: string }
  | { fault: 'time'; part: TimePart; value: string }
  | { fault: 'zone'; zone: string }
  | {
      fault: 'zone-missing' | 'zone-colon' | 'spaces' | 'space-before-time' | 'year-first' | 'two-digits' | 'grammar';
    };

/** A month's name in a language ("February", "februari"). */
export const monthName = (month: number, locale: Locale): string =>
  new Intl.DateTimeFormat(locale, { month: 'long', timeZone: 'UTC' }).format(Date.UTC(2000, month - 1, 1));

const TIME_PART: Record<TimePart, string> = { hour: 'hour', minute: 'minute', second: 'second' };

/** Why a lastmod is not valid, in English. */
export function datetimeFaultText(f: DatetimeFault): string {
  switch (f.fault) {
    case 'month':
      return `month ${f.month} does not exist`;
    case 'day':
      return `${monthName(f.month, 'en')} ${f.year} has no day ${f.day}`;
    case 'time':
      return `${TIME_PART[f.part]} ${f.value} does not exist`;
    case 'zone':
      return `time zone ${f.zone} does not exist`;
    case 'zone-missing':
      return 'a time needs a time zone (Z or ±hh:mm)';
    case 'zone-colon':
      return 'the time zone needs a colon (±hh:mm)';
    case 'spaces':
      return 'it has spaces around it';
    case 'space-before-time':
      return 'the date and time must be joined by "T", not a space';
    case 'year-first':
      return 'dates are written year first: YYYY-MM-DD';
    case 'two-digits':
      return 'months and days need two digits';
    case 'grammar':
      return 'it is not a W3C Datetime (YYYY, YYYY-MM, YYYY-MM-DD, or YYYY-MM-DDThh:mm[:ss[.s]] with Z or ±hh:mm)';
  }
}
