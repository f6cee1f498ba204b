import { describe, expect, it } from 'vitest';
import { messagesFor, renderMessage, type ProblemCode } from '../../../../../shared/problem-catalogue';
import { LOCALES } from '../../../../../shared/i18n/locales';
import { SAMPLES } from '../../../shared/problem-catalogue/samples';

/** "1" before a plural noun, in each language. */
const ONE_WITH_PLURAL = {
  en: /(?<![\d.,])1 (?:[a-z-]+ )?(URLs|files|rows|tables|sitemaps|pages|problems|errors|warnings|links|bytes|characters|entries|lines|values|images|videos|alternates|redirects|hops|seconds|indexes|names)\b/,
  nl: /(?<![\d.,])1 (?:[a-z-]+ )?(URL's|bestanden|rijen|tabellen|sitemaps|pagina's|problemen|fouten|waarschuwingen|links|bytes|tekens|regels|waarden|afbeeldingen|video's|alternatieven|doorverwijzingen|seconden|indexen|namen)\b/,
} as const;

/**
 * Numbers that are never 1: a limit (of characters, bytes, files, links) or a measure over one (a URL
 * of more than 2,048 characters, an index of more than 50,000 sitemaps).
 */
const NEVER_ONE = new Set([
  'limit',
  'max',
  'maxBytes',
  'maxDepth',
  'length',
  'characters',
  'needed',
  'alternates',
  'links',
  'n',
  'line',
  'row',
  'limitMs',
  'timeMs',
  'mebibytes',
]);
const overLimit: Partial<Record<ProblemCode, readonly string[]>> = {
  'images-too-many': ['count'],
  'video-tags-too-many': ['count'],
  'index-too-many-sitemaps': ['count'],
  // A sitemap past 50,000 URLs or 50 MiB: neither is ever one.
  'sitemap-over-limits': ['urls', 'bytes'],
  'news-sitemap-too-large': ['urls'],
  // Only tables of 100 rows or more are judged, and at least half of them share the value.
  'lastmod-shared': ['count', 'rows'],
  'line-too-long': ['bytes'],
  'entry-too-large': ['bytes'],
};

/** Each sample once more with one of its counts set to 1 (a number, or a list cut to one item). */
function withOneCount(code: ProblemCode, params: readonly unknown[]): unknown[][] {
  const [first] = params;
  if (typeof first !== 'object' || first === null || Array.isArray(first)) return [];
  const fixed = (key: string): boolean => NEVER_ONE.has(key) || (overLimit[code]?.includes(key) ?? false);
  return Object.entries(first as Record<string, unknown>).flatMap(([key, value]): unknown[][] =>
    fixed(key)
      ? []
      : typeof value === 'number'
        ? [[{ ...first, [key]: 1 }]]
        : Array.isArray(value) && value.length > 0
          ? [[{ ...first, [key]: value.slice(0, 1) }]]
          : [],
  );
}

describe('a count in a problem message', () => {
  it.each(LOCALES)('%s says "1 URL", never "1 URLs"', (locale) => {
    const wrong: string[] = [];
    for (const [code, samples] of Object.entries(SAMPLES) as [ProblemCode, readonly unknown[][]][]) {
      for (const params of samples.flatMap((sample) => withOneCount(code, sample))) {
        const text = renderMessage({ code, params } as never, messagesFor(locale));
        if (ONE_WITH_PLURAL[locale].test(text)) wrong.push(`${code}: ${text}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
