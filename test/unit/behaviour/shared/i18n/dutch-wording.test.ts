import { afterEach, describe, expect, it } from 'vitest';
import { setActiveLocale } from '../../../../../shared/i18n/active-locale';
import { CATALOGUES } from '../../../../../shared/i18n/catalogues';
import { messageEntries } from '../../../../../shared/i18n/message-tree';
import {
  CATALOGUE,
  DUTCH,
  renderMessage,
  type Finding,
  type ProblemCode,
} from '../../../../../shared/problem-catalogue';
import { formatPlace } from '../../../../../shared/problems';
import { SAMPLES } from '../../../shared/problem-catalogue/samples';

/**
 * Faults a Dutch-speaking reviewer found, as classes: each pattern must match no Dutch text. XML
 * names stay as they are where they name an element or an option (`<news:news>`, `news:`,
 * `--no-news-split`, rel="canonical"); the same words as plain words are English left in.
 */
const FAULTS: readonly [string, RegExp][] = [
  ["one apostrophe style: URL's, video's, menu's, zo'n (not URLs, not ’s, not ’n)", /\bURLs\b|’s\b|’n\b/],
  ['an extension field named in English', /(?<![-:<"])\b(?:images|videos|alternates?|Alternates?|news)\b(?![-:>"])/],
  ['"canonical" as a plain word ("canonieke URL")', /(?<![-:"=])\bcanonicals?\b(?![-:"])/],
  ['"hoogstens" where the app says "maximaal"', /\b[Hh]oogstens\b/],
  ['the polite "u" where the app says "je"', /\b(?:uw|bedoelde u|kunt u|wilt u|heeft u|u kunt|u wilt)\b/],
  ['English words left', /\b(?:the|and|with|your|you|this|from|into|will|has|have)\b/i],
];

// A placeholder is a value, not wording; a pattern the person types ({table}) is not a word either.
const withoutPlaceholders = (text: string): string => text.replace(/\{[^}]*\}/g, '');

/** The strings a problem's parameters carry (a URL, a reason in the system's words): data, not wording. */
const stringsIn = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value]
    : value !== null && typeof value === 'object'
      ? Object.values(value).flatMap(stringsIn)
      : [];
const withoutData = (text: string, params: unknown): string =>
  stringsIn(params)
    .filter((data) => data.length > 3)
    .sort((a, b) => b.length - a.length)
    .reduce((rest, data) => rest.split(data).join(' '), text);

/** Every Dutch text: each message of the catalogues, and each problem sample worded in Dutch. */
function dutchTexts(): [string, string][] {
  setActiveLocale('nl');
  const messages = [...messageEntries(CATALOGUES.nl)].map(([key, text]): [string, string] => [
    key,
    withoutPlaceholders(text),
  ]);
  const problems = (Object.keys(CATALOGUE) as ProblemCode[]).flatMap((code) =>
    (SAMPLES[code] as readonly unknown[][]).map((params): [string, string] => [
      code,
      withoutData(renderMessage({ code, params } as Finding, DUTCH), params),
    ]),
  );
  return [...messages, ...problems];
}

afterEach(() => setActiveLocale('en'));

describe('the Dutch wording', () => {
  it.each(FAULTS)('has no %s', (_fault, pattern) => {
    const found = dutchTexts()
      .filter(([, text]) => pattern.test(text))
      .map(([where, text]) => `${where}: ${text.match(pattern)![0]} in "${text.slice(0, 120)}"`);
    expect(found).toEqual([]);
  });

  it('catches each class of fault it guards against', () => {
    const faulty = [
      'Hoogstens 50.000 URLs',
      'rij 2, images',
      'Alternate 1 heeft geen href.',
      'loc op de canonical zetten',
      'Menu’s',
      'bedoelde u "en-GB"?',
      'Save the file',
    ];
    for (const [fault, pattern] of FAULTS)
      expect(
        faulty.some((text) => pattern.test(text)),
        fault,
      ).toBe(true);
    expect(FAULTS.some(([, pattern]) => pattern.test('rel="canonical", <news:news>, --no-news-split, news:'))).toBe(
      false,
    );
  });

  it('names the fields of a problem place in Dutch: extension groups translated, XML elements as they are', () => {
    setActiveLocale('nl');
    const places = ['images', 'videos', 'alternates', 'news', 'lastmod'].map((field) => formatPlace({ row: 2, field }));
    expect(places).toEqual([
      'rij 2, afbeeldingen',
      "rij 2, video's",
      'rij 2, alternatieven',
      'rij 2, nieuws',
      'rij 2, lastmod',
    ]);
    setActiveLocale('en');
    expect(formatPlace({ row: 2, field: 'images' })).toBe('row 2, images');
  });
});
