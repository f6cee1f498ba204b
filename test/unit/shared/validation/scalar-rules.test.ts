import { afterEach, describe, expect, it } from 'vitest';
import { setActiveLocale } from '../../../../shared/i18n/active-locale';
import { problemText } from '../../../../shared/problems';
import { checkChangefreq, checkLastmod, checkPriority } from '../../../../shared/validation/scalar-rules';

const NOW = Date.UTC(2026, 10, 21, 12, 0);

describe('checkLastmod', () => {
  it('accepts an empty or valid value', () => {
    expect(checkLastmod(null, NOW)).toEqual([]);
    expect(checkLastmod('', NOW)).toEqual([]);
    expect(checkLastmod('2026-11-21', NOW)).toEqual([]);
    expect(checkLastmod('2026-11-21T12:03:00Z', NOW)).toEqual([]); // within clock skew
  });

  it('is an error, with the reason, when not a W3C Datetime', () => {
    expect(checkLastmod('2026-02-30', NOW)).toMatchObject([
      {
        field: 'lastmod',
        severity: 'error',
        code: 'lastmod-invalid',
        message: 'lastmod "2026-02-30" is not valid: February 2026 has no day 30.',
      },
    ]);
  });

  // Valid W3C Datetime that sitemap.xsd refuses (xmllint: "fails to validate") were exported with no word.
  it('notes a year, a month or a time without seconds: valid, but not to the sitemap schema; a time gets its fix', () => {
    expect(checkLastmod('2024', NOW)).toMatchObject([{ severity: 'info', code: 'lastmod-schema-form' }]);
    expect(problemText(checkLastmod('2024-05', NOW)[0]!)).toBe(
      'lastmod 2024-05 is a W3C Datetime search engines read, but the sitemap schema (sitemap.xsd) takes only a whole date (YYYY-MM-DD) or a date and time, so strict validators refuse it.',
    );
    for (const [lastmod, fix] of [
      ['2024-05-01T10:30Z', '2024-05-01T10:30:00Z'],
      ['2024-05-01T10:30+02:00', '2024-05-01T10:30:00+02:00'],
    ] as const) {
      const found = checkLastmod(lastmod, NOW);
      expect(found).toMatchObject([{ field: 'lastmod', severity: 'info', code: 'lastmod-schema-form' }]);
      expect(problemText(found[0]!)).toBe(
        `lastmod ${lastmod} is a W3C Datetime search engines read, but the sitemap schema (sitemap.xsd) wants seconds in a time, so strict validators refuse it: ${fix} is the same moment.`,
      );
    }
    for (const lastmod of ['2024-05-01', '2024-05-01T10:30:00Z', '2024-05-01T10:30:00.5+02:00'])
      expect(checkLastmod(lastmod, NOW)).toEqual([]);
    // In the future too: both are said.
    expect(checkLastmod('2030-01', NOW).map((found) => found.code)).toEqual(['lastmod-future', 'lastmod-schema-form']);
  });

  it('warns about dates in the future, allowing for time zones on a date alone', () => {
    expect(checkLastmod('2030-01-01', NOW)).toMatchObject([{ severity: 'warning', code: 'lastmod-future' }]);
    expect(checkLastmod('2026-11-21T13:00:00Z', NOW)).toMatchObject([{ code: 'lastmod-future' }]);
    // Already the 22nd in UTC+14 at noon UTC on the 21st.
    expect(checkLastmod('2026-11-22', NOW)).toEqual([]);
    expect(checkLastmod('2026-11-23', NOW)).toMatchObject([{ code: 'lastmod-future' }]);
  });
});

describe('checkChangefreq', () => {
  it.each(['always', 'hourly', 'daily', 'weekly', 'monthly', 'yearly', 'never'])('accepts %s', (value) => {
    expect(checkChangefreq(value)).toEqual([]);
  });

  it('suggests lower case when only the case is wrong', () => {
    expect(checkChangefreq('Daily')).toMatchObject([
      {
        field: 'changefreq',
        severity: 'error',
        code: 'changefreq-invalid',
        message: 'changefreq "Daily" is not allowed. Write it in lower case: "daily".',
      },
    ]);
  });

  it('lists the allowed values otherwise', () => {
    expect(checkChangefreq('fortnightly')[0]!.message).toBe(
      'changefreq "fortnightly" is not allowed. Use one of: always, hourly, daily, weekly, monthly, yearly, never.',
    );
  });
});

describe('checkPriority', () => {
  it.each(['0', '0.0', '0.5', '0.9', '1', '1.0', '1.00', '.8', '+0.3', '0.'])('accepts %s', (value) => {
    expect(checkPriority(value)).toEqual([]);
  });

  // Zero with a minus sign is XSD's decimal 0: sitemap.xsd takes it (xmllint), so it is no error.
  it.each(['-0', '-0.0', '-.0', '-00.'])('accepts %s, zero with a minus sign', (value) => {
    expect(checkPriority(value)).toEqual([]);
  });

  it.each(['high', '-0.1', '-', '-.', '0,5', '0.x', '0:5', '1e-1', ' 0.5', '0.5.1'])(
    'refuses %s as not a number',
    (value) => {
      expect(checkPriority(value)).toMatchObject([{ field: 'priority', severity: 'error', code: 'priority-invalid' }]);
    },
  );

  it('suggests the decimal point for a value written with a decimal comma, in both languages', () => {
    const [found] = checkPriority('0,5');
    expect(problemText(found!)).toBe(
      'priority "0,5" is not a number from 0.0 to 1.0. Write it with a decimal point: 0.5.',
    );
    expect(problemText(checkPriority('high')[0]!)).toBe('priority "high" is not a number from 0.0 to 1.0.');
    setActiveLocale('nl');
    expect(problemText(found!)).toBe(
      'priority "0,5" is geen getal van 0.0 tot 1.0. Gebruik een punt in plaats van een komma: 0.5.',
    );
    setActiveLocale('en');
  });

  it.each(['1.1', '2', '10.0'])('refuses %s as above 1.0', (value) => {
    expect(checkPriority(value)).toMatchObject([{ code: 'priority-out-of-range' }]);
  });
});

describe('checkLastmod in Dutch', () => {
  afterEach(() => setActiveLocale('en'));

  it('names the fault in Dutch words, the month too', () => {
    setActiveLocale('nl');
    expect(checkLastmod('2026-13-01', NOW).map(problemText)).toEqual([
      'lastmod "2026-13-01" is ongeldig: maand 13 bestaat niet.',
    ]);
    expect(checkLastmod('2026-02-30', NOW).map(problemText)).toEqual([
      'lastmod "2026-02-30" is ongeldig: februari 2026 heeft geen dag 30.',
    ]);
  });

  it('words a fault found in English again in Dutch after a switch', () => {
    const [found] = checkLastmod('2026-02-30', NOW);
    setActiveLocale('nl');
    expect(problemText(found!)).toBe('lastmod "2026-02-30" is ongeldig: februari 2026 heeft geen dag 30.');
  });
});
