import { describe, expect, it } from 'vitest';
import { datetimeFaultText } from '../../../../shared/problem-catalogue/datetime-fault';
import {
  parseW3cDatetime,
  w3cDatetimeLatest,
  type W3cDatetimeResult,
} from '../../../../shared/validation/w3c-datetime';

/** The fault a refused value carries. */
const faultOf = (result: W3cDatetimeResult) => (result.ok ? null : result.reason);

describe('parseW3cDatetime', () => {
  it.each([
    ['2024', Date.UTC(2024, 0, 1) - 14 * 3_600_000],
    ['2024-02', Date.UTC(2024, 1, 1) - 14 * 3_600_000],
    ['2024-02-29', Date.UTC(2024, 1, 29) - 14 * 3_600_000],
    ['2024-02-29T10:30Z', Date.UTC(2024, 1, 29, 10, 30)],
    ['2024-02-29T10:30:15+02:00', Date.UTC(2024, 1, 29, 8, 30, 15)],
    ['2024-02-29T10:30:15.5-05:30', Date.UTC(2024, 1, 29, 16, 0, 15, 500)],
    ['2019-06-28T17:52:17.123456789Z', Date.UTC(2019, 5, 28, 17, 52, 17, 123)],
    ['1997-07-16T19:20+01:00', Date.UTC(1997, 6, 16, 18, 20)],
    // The widest zones there are, and XML Schema allows.
    ['2024-01-01T00:00:00+14:00', Date.UTC(2023, 11, 31, 10)],
    ['2024-01-01T00:00:00-14:00', Date.UTC(2024, 0, 1, 14)],
  ])('accepts %s as the instant it means', (text, earliest) => {
    expect(parseW3cDatetime(text)).toEqual({ ok: true, earliest });
  });

  it('reads every day of the calendar as the instant ISO 8601 gives it, years 0001–0099 included', () => {
    const pad = (n: number, width: number): string => String(n).padStart(width, '0');
    for (const year of [1, 4, 50, 99, 100, 400, 1600, 1899, 1900, 1969, 1970, 2000, 2024, 2100, 2400, 9999]) {
      for (let month = 1; month <= 12; month++) {
        for (const day of [1, 15, 28, 29, 30, 31]) {
          const date = `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
          const iso = Date.parse(`${date}T12:34:56.789Z`);
          // Date.parse rolls a day the month lacks (Feb 30) into the next month; the calendar has no such day.
          const exists = !Number.isNaN(iso) && new Date(iso).getUTCDate() === day;
          const parsed = parseW3cDatetime(`${date}T12:34:56.789Z`);
          expect(parsed).toEqual(exists ? { ok: true, earliest: iso } : expect.objectContaining({ ok: false }));
        }
      }
    }
  });

  it.each([
    ['2023-02-29', 'February 2023 has no day 29'],
    ['2024-13-01', 'month 13 does not exist'],
    ['2024-04-31', 'April 2024 has no day 31'],
    ['2024-01-01T24:00Z', 'hour 24 does not exist'],
    ['2024-01-01T10:60Z', 'minute 60 does not exist'],
    ['2024-01-01T10:00:60Z', 'second 60 does not exist'],
    ['2024-01-01T10:00+25:00', 'time zone +25:00 does not exist'],
    ['2024-01-01T10:00+14:01', 'time zone +14:01 does not exist'],
    ['2024-01-01T10:00:00-15:00', 'time zone -15:00 does not exist'],
    ['0000-01-01', 'year 0000 does not exist (the calendar goes from 1 BC to AD 1)'],
    ['0000', 'year 0000 does not exist (the calendar goes from 1 BC to AD 1)'],
    ['0000-02-29T10:00Z', 'year 0000 does not exist (the calendar goes from 1 BC to AD 1)'],
    ['2024-01-01T10:00', 'a time needs a time zone (Z or ±hh:mm)'],
    ['2024-01-01T10:00:00.250', 'a time needs a time zone (Z or ±hh:mm)'],
    ['2024-01-01 10:00:00Z', 'the date and time must be joined by "T", not a space'],
    ['2024-01-01T10:00:00+0100', 'the time zone needs a colon (±hh:mm)'],
    ['01/02/2024', 'dates are written year first: YYYY-MM-DD'],
    ['02-01-2024', 'dates are written year first: YYYY-MM-DD'],
    ['2.1.24', 'dates are written year first: YYYY-MM-DD'],
    ['2024-01-01T10:00+0100', 'the time zone needs a colon (±hh:mm)'],
    ['2024-01-02T10:00:00+01', 'the time zone needs its minutes too (±hh:mm, such as +01:00)'],
    ['12/31/2023 10:00', 'dates are written year first: YYYY-MM-DD'],
    ['2024/01/02', 'dates are written with dashes: YYYY-MM-DD'],
    ['2024.1.2', 'dates are written with dashes: YYYY-MM-DD'],
    // A fault the mended zone would leave is said first.
    ['2024-13-02T10:00:00+01', 'month 13 does not exist'],
    ['2024-02-30T10:00+0100', 'February 2024 has no day 30'],
    ['2024-01-02T10:00:00+25', 'time zone +25:00 does not exist'],
    ['2024-01-02T24:00:00+0100', 'hour 24 does not exist'],
    ['02-01-2024T10:00:00+0100', 'dates are written year first: YYYY-MM-DD'],
    ['2024-1-5', 'months and days need two digits'],
    // The UI probe: 2024-13-3 said only "two digits", and 2024-13-03 then failed again.
    ['2024-13-3', 'month 13 does not exist'],
    ['2023-2-29', 'February 2023 has no day 29'],
    ['2024-2-3T10:00Z', 'months and days need two digits'],
    [' 2024-01-01', 'it has spaces around it'],
    ['yesterday', expect.stringContaining('not a W3C Datetime')],
    ['2024-01-01T10Z', expect.stringContaining('not a W3C Datetime')],
    ['2024-01-01Z', expect.stringContaining('not a W3C Datetime')],
  ])('refuses %s because %s', (text, reason) => {
    const fault = faultOf(parseW3cDatetime(text));
    expect(fault && datetimeFaultText(fault)).toEqual(reason);
  });

  it.each([
    ['2026-13-01', 'maand 13 bestaat niet'],
    ['2023-02-29', 'februari 2023 heeft geen dag 29'],
    ['2024-01-01T24:00Z', 'uur 24 bestaat niet'],
    ['2024-01-01T10:00', 'een tijd heeft een tijdzone nodig (Z of ±uu:mm)'],
    ['01/02/2024', 'een datum begint met het jaar: JJJJ-MM-DD'],
    ['2024-01-02T10:00:00+01', 'de tijdzone heeft ook minuten nodig (±uu:mm, zoals +01:00)'],
    ['2024/01/02', 'een datum wordt met streepjes geschreven: JJJJ-MM-DD'],
    ['0000-01-01', 'jaar 0000 bestaat niet (de kalender gaat van 1 v.Chr. naar 1 n.Chr.)'],
  ])('says in Dutch why %s is refused: %s', (text, reason) => {
    const fault = faultOf(parseW3cDatetime(text));
    expect(fault && datetimeFaultText(fault, 'nl')).toBe(reason);
  });
});

describe('w3cDatetimeLatest', () => {
  it.each([
    ['2026-11-19T11:59:00Z', '2026-11-19T11:59:00.000Z'],
    ['2026-11-19T13:59:00.5+02:00', '2026-11-19T11:59:00.500Z'],
    // A date alone is still running at UTC−12 until noon the next day, UTC.
    ['2026-11-19', '2026-11-20T11:59:59.999Z'],
    ['2026-02', '2026-03-01T11:59:59.999Z'],
    ['2024-02', '2024-03-01T11:59:59.999Z'],
    ['2026-12', '2027-01-01T11:59:59.999Z'],
    ['2026', '2027-01-01T11:59:59.999Z'],
  ])('%s lasts until %s', (text, latest) => {
    expect(new Date(w3cDatetimeLatest(text)).toISOString()).toBe(latest);
  });

  it('is NaN for a value that is not a W3C Datetime', () => {
    expect(w3cDatetimeLatest('2026-02-30')).toBeNaN();
  });
});
