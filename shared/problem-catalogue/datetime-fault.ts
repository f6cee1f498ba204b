import { dateTimeFormat } from '../i18n/intl-formats';
import type { Locale } from '../i18n/locales';
import { partIn } from './render-words';
import { part, type Part } from './wording';

/** A part of a time that can be out of range. */
export type TimePart = 'hour' | 'minute' | 'second';

/**
 * Why a lastmod is not a W3C Datetime, as facts (each language's message words it): a value out of
 * the calendar or the clock (as written), or one of the commonest ways the grammar goes wrong.
 */
export type DatetimeFault =
  | { fault: 'year'; year: string }
  | { fault: 'month'; month: string }
  | { fault: 'day'; year: number; month: number; day: string }
  | { fault: 'time'; part: TimePart; value: string }
  | { fault: 'zone'; zone: string }
  | {
      fault:
        | 'zone-missing'
        | 'zone-colon'
        | 'zone-minutes'
        | 'spaces'
        | 'space-before-time'
        | 'year-first'
        | 'date-slashes'
        | 'two-digits'
        | 'grammar';
    };

/** A month's name in a language ("February", "februari"). */
export const monthName = (month: number, locale: Locale): string =>
  dateTimeFormat(locale, { month: 'long', timeZone: 'UTC' }).format(Date.UTC(2000, month - 1, 1));

const WORDED: Record<Exclude<DatetimeFault['fault'], 'year' | 'month' | 'day' | 'time' | 'zone'>, string> = {
  'zone-missing': 'zoneMissing',
  'zone-colon': 'zoneColon',
  'zone-minutes': 'zoneMinutes',
  spaces: 'spaces',
  'space-before-time': 'spaceBeforeTime',
  'year-first': 'yearFirst',
  'date-slashes': 'dateSlashes',
  'two-digits': 'twoDigits',
  grammar: 'grammar',
};

/** Why a lastmod is not valid, as a clause of the catalogues. */
export function datetimeFaultWords(f: DatetimeFault): Part {
  const key = 'problemParts.datetime';
  switch (f.fault) {
    case 'year':
      return part(`${key}.year`, { year: f.year });
    case 'month':
      return part(`${key}.month`, { month: f.month });
    case 'day':
      return part(`${key}.day`, { month: (locale) => monthName(f.month, locale), year: String(f.year), day: f.day });
    case 'time':
      return part(`${key}.time`, { part: part(`problemParts.timePart.${f.part}`), value: f.value });
    case 'zone':
      return part(`${key}.zone`, { zone: f.zone });
    default:
      return part(`${key}.${WORDED[f.fault]}`);
  }
}

/** Why a lastmod is not valid, in a language (English unless one is given). */
export const datetimeFaultText = (f: DatetimeFault, locale: Locale = 'en'): string =>
  partIn(datetimeFaultWords(f), locale);
