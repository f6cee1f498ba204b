import { afterEach, describe, expect, it } from 'vitest';
import { setActiveLocale } from '../../../../../shared/i18n/active-locale';
import {
  CATALOGUE,
  DUTCH,
  ENGLISH,
  messagesFor,
  renderMessage,
  unlistedMessage,
  type Finding,
  type ProblemCode,
} from '../../../../../shared/problem-catalogue';
import { formatPlace, problemAt, problemText } from '../../../../../shared/problems';
import { SAMPLES } from '../../../shared/problem-catalogue/samples';

const CODES = Object.keys(CATALOGUE) as ProblemCode[];
const samplesOf = (code: ProblemCode): Finding[] =>
  (SAMPLES[code] as readonly unknown[][]).map((params) => ({ code, params }) as Finding);

/**
 * The numbers and URLs a message states, whatever the language's notation: digit groups and decimal
 * marks dropped ("2,100" and "2.100" are both 2100), sorted, so word order does not count.
 */
const factsOf = (text: string): string[] =>
  [
    ...(text.match(/\b[a-z]+:\/\/[^\s"),;]+[^\s"),;.:]/g) ?? []),
    ...(text.replace(/(\d)[.,](?=\d)/g, '$1').match(/\d+/g) ?? []),
  ].sort();

afterEach(() => setActiveLocale('en'));

describe('the problem catalogue in Dutch', () => {
  it('has a message for every code, and no others', () => {
    expect(Object.keys(DUTCH).sort()).toEqual(Object.keys(CATALOGUE).sort());
  });

  it('words every sample of every code in Dutch, with the same numbers and URLs as the English', () => {
    for (const code of CODES) {
      for (const found of samplesOf(code)) {
        setActiveLocale('en');
        const english = renderMessage(found);
        setActiveLocale('nl');
        const dutch = renderMessage(found);
        expect(dutch, code).toMatch(/\S/);
        expect(dutch, code).not.toMatch(/undefined|\[object|NaN/);
        expect(dutch.trim(), code).toBe(dutch);
        expect(dutch, code).not.toBe(english);
        expect(factsOf(dutch), `${code}: ${dutch}`).toEqual(factsOf(english));
      }
    }
  });

  it('words the variants of one code differently', () => {
    setActiveLocale('nl');
    for (const code of CODES) {
      const texts = samplesOf(code).map((found) => renderMessage(found));
      expect(new Set(texts).size, code).toBe(texts.length);
    }
  });

  it('follows the active language, with numbers in its notation', () => {
    const found = { code: 'loc-too-long', params: [{ length: 2100, limit: 2048 }] } as Finding;
    expect(messagesFor('en')).toBe(ENGLISH);
    setActiveLocale('nl');
    expect(renderMessage(found)).toBe('De URL is 2.100 tekens lang; sitemaps staan minder dan 2.048 tekens toe.');
    expect(renderMessage(found, messagesFor('en'))).toMatch(/^The URL is /);
  });

  it('words a problem found in English again in Dutch', () => {
    const item = problemAt({ file: 'a.xml' }, 'http-status', {
      url: 'https://x/',
      status: 404,
      statusText: 'Not Found',
    });
    setActiveLocale('nl');
    expect(problemText(item)).toBe('https://x/ antwoordde met 404 Not Found.');
  });

  it('says how many problems of a code are not listed, in the active language', () => {
    expect(unlistedMessage(1200, 'loc-fragment')).toBe(
      '1,200 more "loc-fragment" problems in this file are not listed.',
    );
    setActiveLocale('nl');
    expect(unlistedMessage(1200, 'loc-fragment')).toBe(
      'Nog 1.200 problemen "loc-fragment" in dit bestand worden niet afzonderlijk getoond.',
    );
  });
});

describe('numbers in the problem messages', () => {
  it('writes a deadline in seconds in the active language', () => {
    const found = { code: 'http-deadline', params: [{ url: 'https://x/', ms: 1500 }] } as Finding;
    expect(renderMessage(found)).toBe(
      'https://x/ was not received in full within the 1.5 s deadline; reading stopped there.',
    );
    setActiveLocale('nl');
    expect(renderMessage(found)).toBe(
      'https://x/ is niet volledig ontvangen binnen de limiet van 1,5 s; het lezen is daar gestopt.',
    );
  });
});

describe('formatPlace', () => {
  it('names the table and row in the active language, the row grouped as it groups numbers', () => {
    const place = { file: 'a.xml', line: 3, column: 7, table: 'blog', row: 12345, field: 'lastmod' };
    expect(formatPlace(place)).toBe('a.xml:3:7, table blog, row 12,345, lastmod');
    setActiveLocale('nl');
    expect(formatPlace(place)).toBe('a.xml:3:7, tabel blog, rij 12.345, lastmod');
    expect(formatPlace({})).toBe('');
  });
});
