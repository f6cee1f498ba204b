import { describe, expect, it } from 'vitest';
import { dateTimeFormat, numberFormat } from '../../../../shared/i18n/intl-formats';
import { LOCALES } from '../../../../shared/i18n/locales';

const NUMBERS = [0, -0, 1, 999, 1000, 1234567.891, -42.5, 0.0005, NaN, Infinity];
const OPTIONS: (Intl.NumberFormatOptions | undefined)[] = [
  undefined,
  { maximumFractionDigits: 3 },
  { minimumFractionDigits: 1, maximumFractionDigits: 1 },
];

describe('the Intl formatters made once', () => {
  it.each(LOCALES)('write numbers in %s as toLocaleString does, with each formatter made once', (locale) => {
    for (const options of OPTIONS) {
      expect(numberFormat(locale, options)).toBe(numberFormat(locale, options && { ...options }));
      for (const value of NUMBERS)
        expect(numberFormat(locale, options).format(value)).toBe(value.toLocaleString(locale, options));
    }
  });

  it.each(LOCALES)('write months in %s as a new DateTimeFormat does', (locale) => {
    const options = { month: 'long', timeZone: 'UTC' } as const;
    expect(dateTimeFormat(locale, options)).toBe(dateTimeFormat(locale, { ...options }));
    for (let month = 0; month < 12; month++)
      expect(dateTimeFormat(locale, options).format(Date.UTC(2000, month, 1))).toBe(
        new Intl.DateTimeFormat(locale, options).format(Date.UTC(2000, month, 1)),
      );
  });
});
