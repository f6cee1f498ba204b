import { describe, expect, it } from 'vitest';
import { seededInts } from '../../../support/seeded-random';
import { LASTMOD_CODEC, lastmodFits, writeLastmodAscii } from '../../../../shared/columnar/lastmod-codec';
import { UrlColumns } from '../../../../shared/columnar/url-columns';
import { readUtf8, utf8Bytes } from '../../../../shared/columnar/utf8-text';
import { emptyRow } from '../../../../shared/url-table';
import { lastmodInstantAt } from '../../../../shared/validation/table-rows';
import { w3cDatetimeInstant } from '../../../../shared/validation/w3c-datetime';

const pad = (n: number, width: number): string => String(n).padStart(width, '0');

/** The rendering decode promises, through Date (the way it was first written): the reference. */
function throughDate(shape: number, instant: number): string {
  const form = shape & 7;
  if (form === 7 || Number.isNaN(instant)) return '';
  const offset = (shape >>> 4) - 2048;
  const at = new Date(instant + offset * 60_000);
  const date = `${pad(at.getUTCFullYear(), 4)}-${pad(at.getUTCMonth() + 1, 2)}-${pad(at.getUTCDate(), 2)}`;
  if (form === 1) return date;
  let time = `${pad(at.getUTCHours(), 2)}:${pad(at.getUTCMinutes(), 2)}`;
  if (form >= 3) time += `:${pad(at.getUTCSeconds(), 2)}`;
  if (form > 3) time += `.${pad(at.getUTCMilliseconds(), 3).slice(0, form - 3)}`;
  const abs = Math.abs(offset);
  const zone = shape & 8 ? 'Z' : `${offset < 0 ? '-' : '+'}${pad(Math.floor(abs / 60), 2)}:${pad(abs % 60, 2)}`;
  return `${date}T${time}${zone}`;
}

/** The code encode promises, through a regex and Date (the way it was first written): the reference. */
function encodedThroughDate(text: string): { code: number; value: number } {
  const m =
    /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?(?:(Z)|([+-])(\d{2}):(\d{2})))?$/.exec(
      text,
    );
  if (!m) return { code: 7, value: Date.parse(text) };
  const [, year, month, day, hour, minute, second, fraction, zulu, sign, zoneHours, zoneMinutes] = m;
  const offset = sign ? (sign === '-' ? -1 : 1) * (Number(zoneHours) * 60 + Number(zoneMinutes)) : 0;
  if (Math.abs(offset) >= 2048) return { code: 7, value: Date.parse(text) };
  const local = new Date(0);
  local.setUTCFullYear(Number(year), Number(month) - 1, Number(day));
  local.setUTCHours(
    Number(hour ?? 0),
    Number(minute ?? 0),
    Number(second ?? 0),
    Number((fraction ?? '').padEnd(3, '0')),
  );
  const form = hour === undefined ? 1 : second === undefined ? 2 : 3 + (fraction?.length ?? 0);
  return { code: form | (zulu ? 8 : 0) | ((offset + 2048) << 4), value: local.getTime() - offset * 60_000 };
}

/** A lastmod's code: one of `forms` forms, `Z` or a zone within ±`zoneMinutes`; years 0000–9999 and a little beyond, whole ms. */
function randomLastmod(next: (n: number) => number, forms: number, zoneMinutes: number) {
  const day = 86_400_000;
  const form = 1 + next(forms);
  const zulu = next(4) === 0 ? 8 : 0;
  const offset = zulu ? 0 : next(2 * zoneMinutes + 1) - zoneMinutes;
  return { shape: form | zulu | ((offset + 2048) << 4), instant: (next(4_000_000) - 720_000) * day + next(day) };
}

describe('lastmod codec', () => {
  it('decodes every form, zone and year as Date renders it', () => {
    const next = seededInts(7);
    for (let i = 0; i < 20_000; i++) {
      const { shape, instant } = randomLastmod(next, 6, 14 * 60);
      expect(LASTMOD_CODEC.decode(shape, instant), `shape ${shape}, instant ${instant}`).toBe(
        throughDate(shape, instant),
      );
    }
  });

  it('writes as bytes what it decodes to, or nothing (-1) where decode goes through Date or gives nothing', () => {
    const next = seededInts(11);
    const target = Buffer.alloc(64);
    let written = 0;
    for (let i = 0; i < 20_000; i++) {
      // Every form (not-a-date too), zones past ±24 hours, now and then a fraction of a millisecond or no instant.
      const { shape, instant: whole } = randomLastmod(next, 7, 34 * 60);
      const instant = next(50) === 0 ? NaN : whole + (next(50) === 0 ? 0.5 : 0);
      target.fill(0x2e);
      const end = writeLastmodAscii(shape, instant, target, 3);
      const text = LASTMOD_CODEC.decode(shape, instant);
      if (end < 0) {
        expect(target.every((byte) => byte === 0x2e)).toBe(true);
        expect(text === '' || !/^\d{4}-/.test(text) || Number.isNaN(instant) || !Number.isInteger(instant)).toBe(true);
        continue;
      }
      written++;
      expect(target.subarray(3, end).toString('latin1'), `shape ${shape}, instant ${instant}`).toBe(text);
    }
    expect(written).toBeGreaterThan(15_000);
  });

  it('writes a day met again, and days that share its slot, each as decode gives it', () => {
    const day = 86_400_000;
    const target = Buffer.alloc(64);
    const shape = 3 | ((60 + 2048) << 4);
    // Days 4096 apart share a slot of remembered dates; one past year 9999 and one before year 0 too.
    const days = [19_000, 19_000 + 4096, 19_000, 19_000 - 4096, 2_932_896, 2_932_897, -719_528, -719_529];
    const next = seededInts(23);
    for (let i = 0; i < 2000; i++) {
      const instant = (days[next(days.length)]! + (next(3) - 1) * 4096 * next(2)) * day + next(day) - 60 * 60_000;
      target.fill(0x2e);
      const end = writeLastmodAscii(shape, instant, target, 1);
      const text = LASTMOD_CODEC.decode(shape, instant);
      if (end < 0) {
        expect(target.every((byte) => byte === 0x2e)).toBe(true);
        expect(/^\d{4}-/.test(text)).toBe(false);
      } else expect(target.subarray(1, end).toString('latin1'), `instant ${instant}`).toBe(text);
    }
  });

  it('encodes every text, in range or not, as the regex and Date way does', () => {
    const next = seededInts(19);
    const texts = [
      '2024-13-01',
      '2024-02-30',
      '2024-01-31T24:00Z',
      '2024-01-31T10:60Z',
      '2024-01-31T10:05:60Z',
      '2024-01-31T10:05+99:00',
      '2024-01-31T10:05+05:75',
      '2024-01-31T10:05-00:00',
      '2024-01-31T10:05:59.120-00:30',
      '2024-01-31T10:05:59.1234Z',
      '2024-01-31T10:05:59.Z',
      '0000-01-01',
      '2024-1-01',
      '2024-01-01T',
      'x',
    ];
    for (let i = 0; i < 20_000; i++) {
      const date = `${pad(next(10_000), 4)}-${pad(next(14), 2)}-${pad(next(33), 2)}`;
      const zones = ['', 'Z', `+${pad(next(40), 2)}:${pad(next(80), 2)}`, `-${pad(next(25), 2)}:${pad(next(60), 2)}`];
      const fraction = next(3) === 0 ? `.${String(next(100_000)).slice(0, 1 + next(5))}` : '';
      const seconds = next(2) === 0 ? '' : `:${pad(next(62), 2)}${fraction}`;
      texts.push(date, `${date}T${pad(next(26), 2)}:${pad(next(62), 2)}${seconds}${zones[next(4)]}`);
    }
    const told = { true: 0, false: 0 };
    const toldWrong: string[] = [];
    for (const text of texts) {
      const { code, value, canonical } = LASTMOD_CODEC.encode(text);
      expect({ code, value }, text).toEqual(encodedThroughDate(text));
      const kept = LASTMOD_CODEC.decode(code, value) !== text; // a column keeps the text it would not give back
      expect(lastmodFits(code, value, kept), text).toBe(true); // a file holding it opens
      // Where encode tells whether decode gives the text back (so a column does not decode to see), it is right.
      if (canonical !== undefined) {
        if (canonical === kept) toldWrong.push(text);
        told[`${canonical}`]++;
      }
    }
    expect(toldWrong).toEqual([]);
    expect(told.true).toBeGreaterThan(10_000);
    expect(told.false).toBeGreaterThan(500);
    // 40,000 texts, each through a regex and Date as well: past vitest's 5 s when two cores are shared.
  }, 20_000);

  it('fits an instant whose local date is outside years 0–9999 only beside a kept text', () => {
    const date = LASTMOD_CODEC.encode('2026-01-05').code;
    const plus14 = LASTMOD_CODEC.encode('2026-01-05T10:00+14:00').code;
    const inRange = [Date.UTC(2026, 0, 5), -62_167_219_200_000, Date.UTC(9999, 11, 31)];
    for (const instant of inRange) expect(lastmodFits(date, instant, false), String(instant)).toBe(true);
    // 10000-01-01 and the year before 0000 ("00-1-01-01"): texts encode never gives without keeping the original.
    for (const instant of [Date.UTC(10_000, 0, 1), -62_167_219_200_000 - 86_400_000, Date.UTC(275_759, 0, 1)]) {
      expect(LASTMOD_CODEC.decode(date, instant)).not.toMatch(/^\d{4}-\d\d-\d\d$/);
      expect(lastmodFits(date, instant, false), String(instant)).toBe(false);
      expect(lastmodFits(date, instant, true), String(instant)).toBe(true);
    }
    // The zone counts: 9999-12-31T10:00 UTC is 10000-01-01 at +14:00.
    expect(lastmodFits(plus14, Date.UTC(9999, 11, 31, 9), false)).toBe(true);
    expect(lastmodFits(plus14, Date.UTC(9999, 11, 31, 10), false)).toBe(false);
  });

  it('renders back exactly the W3C texts it holds without keeping them', () => {
    const next = seededInts(11);
    for (let i = 0; i < 5000; i++) {
      const date = `${pad(next(10_000), 4)}-${pad(1 + next(12), 2)}-${pad(1 + next(28), 2)}`;
      const minutes = next(3) === 0 ? 0 : next(2 * 14 * 60 + 1) - 14 * 60;
      const zone =
        next(3) === 0
          ? 'Z'
          : `${minutes < 0 ? '-' : '+'}${pad(Math.floor(Math.abs(minutes) / 60), 2)}:${pad(Math.abs(minutes) % 60, 2)}`;
      const time = `${pad(next(24), 2)}:${pad(next(60), 2)}`;
      const texts = [
        date,
        `${date}T${time}${zone}`,
        `${date}T${time}:${pad(next(60), 2)}.${pad(next(1000), 3)}${zone}`,
      ];
      for (const text of texts) {
        const { code, value } = LASTMOD_CODEC.encode(text);
        expect(LASTMOD_CODEC.decode(code, value)).toBe(text);
      }
    }
  });
});

describe('readUtf8', () => {
  it('reads a range of a buffer, ASCII or not, as the decoder does', () => {
    const texts = ['https://example.com/a?b=c', '', 'https://example.com/café', 'https://例え.jp/😀', 'x'.repeat(5000)];
    for (const text of texts) {
      const bytes = utf8Bytes(`[${text}]`);
      expect(readUtf8(bytes, 1, bytes.length - 1)).toBe(text);
      expect(readUtf8(utf8Bytes(text))).toBe(text);
    }
  });
});

describe('lastmodInstantAt', () => {
  it('gives what w3cDatetimeInstant reads from the text, for every kind of lastmod a column holds', () => {
    const next = seededInts(23);
    const texts: Array<string | null> = [
      null,
      '',
      '2024',
      '2024-02',
      '2024-02-29',
      '2023-02-29',
      '2024-01-31T10:05+23:59',
      '2024-01-31T10:05+24:00',
      '2024-01-31T10:05-30:00',
      '2024-01-31T24:00:00Z',
      '2024-01-31T10:05:59.009Z',
      '2024-01-31T10:05:59.1234Z',
      '2024-01-31T10:05:59-00:00',
      '2024-01-31T10:05',
      '0000-01-01',
      '0000',
      '0000-12-31T20:00-14:00',
      '0001-01-01T05:00+14:00',
      '2024-01-31T10:05+14:00',
      '2024-01-31T10:05+14:01',
      '2024-01-31T10:05:07-14:01',
      'yesterday',
    ];
    for (let i = 0; i < 5000; i++) {
      const date = `${pad(next(10_000), 4)}-${pad(1 + next(12), 2)}-${pad(1 + next(31), 2)}`;
      const minutes = next(2 * 30 * 60 + 1) - 30 * 60;
      const zone =
        next(4) === 0
          ? 'Z'
          : `${minutes < 0 ? '-' : '+'}${pad(Math.floor(Math.abs(minutes) / 60), 2)}:${pad(Math.abs(minutes) % 60, 2)}`;
      const seconds =
        next(2) === 0 ? '' : `:${pad(next(61), 2)}${next(3) === 0 ? `.${pad(next(1000), 1 + next(3))}` : ''}`;
      texts.push(date, `${date}T${pad(next(25), 2)}:${pad(next(60), 2)}${seconds}${zone}`);
    }
    const rows = UrlColumns.fromRows(texts.map((lastmod, i) => ({ ...emptyRow(`https://example.com/${i}`), lastmod })));
    texts.forEach((text, i) => {
      const expected = text === null ? NaN : w3cDatetimeInstant(text);
      expect(lastmodInstantAt(rows, i, text), String(text)).toBe(expected);
    });
  });
});
