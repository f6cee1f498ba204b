import { formatCount } from '../format';
import type { CatalogueEntry, Severity } from './catalogue-entry';
import { part, specNumber, type Words } from './wording';

/** Which entry of a row's images, videos or alternates: 1-based, as a person counts. */
export type Nth = { n: number };
/** An entry's field (its key in the row model: `loc`, `player_loc`) and the value found there. */
export type KeyValue = Nth & { key: string; value: string };
/** Fields as a message names them: `video:title`, `news:publication name`, `player_loc autoplay`. */
export type Names = { names: readonly string[] };

const nth = (p: Nth) => ({ values: { n: String(p.n) } });
const nthKey = (p: Nth & { key: string }) => ({ values: { n: String(p.n), key: p.key } });
const keyValue = (p: KeyValue) => ({ values: { n: String(p.n), key: p.key, value: p.value } });
const nthValue = (p: Nth & { value: string }) => ({ values: { n: String(p.n), value: p.value } });
const nthNames = (p: Nth & Names) => ({ values: { n: String(p.n), names: p.names.join(', ') } });
const names = (p: Names) => ({ values: { names: p.names.join(', ') } });
/** A count over a limit, both as English writes a specification's numbers. */
const overLimit = (p: Nth & { length: number; limit: number }) => ({
  values: { n: String(p.n), length: specNumber(p.length), limit: specNumber(p.limit) },
});

/**
 * A value Google reads that the extension's own schema refuses as written (a country in lower case,
 * two spaces between platforms): `fix` is the form the schema takes, `takes` what it takes when no
 * one form is meant (a genre it does not know; a video's values always have their form).
 */
export type SchemaForm = KeyValue & { fix?: string; takes?: string };
const videoSchemaForm = (p: SchemaForm): Words => ({
  values: { n: String(p.n), key: p.key, value: p.value, fix: p.fix ?? '' },
});
const newsSchemaForm = (p: SchemaForm): Words =>
  p.fix === undefined
    ? { variant: 'takes', values: { key: p.key, value: p.value, takes: p.takes ?? '' } }
    : { variant: 'fix', values: { key: p.key, value: p.value, fix: p.fix } };

/** An empty restriction or platform and its relationship (null when it has none the rules know). */
export type EmptyList = Nth & { key: string; relationship: 'allow' | 'deny' | null };

/** A restriction's codes that are no country (`codes`, as upper case), and the list meant when each is a known mistake (UK for GB). */
export type UnknownCountries = Nth & { value: string; codes: readonly string[]; fix?: string };
const unknownCountries = (p: UnknownCountries): Words => ({
  variant: p.fix === undefined ? 'codes' : 'fix',
  values: { n: String(p.n), value: p.value, codes: p.codes.join(', '), fix: p.fix ?? '' },
});

/** The faults of a row's extensions (image, video, news, hreflang alternates), by Google's rules. */
export const EXTENSION_PROBLEMS = {
  'images-too-many': {
    severity: 'error',
    field: 'images',
    words: (p: { count: number; limit: number }): Words => ({
      values: { count: specNumber(p.count), limit: specNumber(p.limit) },
    }),
  },
  'image-loc-missing': { severity: 'error', field: 'images', words: nth },
  'image-loc-not-absolute': { severity: 'error', field: 'images', words: keyValue },
  'image-field-deprecated': { severity: 'warning', field: 'images', words: nthNames },
  'image-field-twice': { severity: 'error', field: 'images', words: nthNames },
  // Half of a UTF-16 pair (a lone surrogate) in a text the export writes: XML holds it in no form.
  'image-broken-character': { severity: 'error', field: 'images', words: nthKey },
  // U+FFFD in a URL field: the character it stood for was lost in decoding, so the URL points elsewhere.
  'image-replacement-character': { severity: 'error', field: 'images', words: nthKey },
  'video-required-missing': { severity: 'error', field: 'videos', words: nthNames },
  'video-url-not-absolute': { severity: 'error', field: 'videos', words: keyValue },
  'video-title-long': { severity: 'warning', field: 'videos', words: overLimit },
  'video-description-long': { severity: 'error', field: 'videos', words: overLimit },
  'video-duration-invalid': {
    severity: 'error',
    field: 'videos',
    words: (p: Nth & { value: string; max: number }): Words => ({
      values: { n: String(p.n), value: p.value, max: specNumber(p.max) },
    }),
  },
  'video-rating-invalid': { severity: 'error', field: 'videos', words: nthValue },
  'video-view-count-invalid': { severity: 'error', field: 'videos', words: nthValue },
  'video-date-invalid': { severity: 'error', field: 'videos', words: keyValue },
  'video-yes-no-invalid': { severity: 'error', field: 'videos', words: keyValue },
  'video-tags-too-many': {
    severity: 'warning',
    field: 'videos',
    words: (p: Nth & { count: number; limit: number }): Words => ({
      values: { n: String(p.n), count: specNumber(p.count), limit: specNumber(p.limit) },
    }),
  },
  'video-restriction-invalid': { severity: 'error', field: 'videos', words: nthValue },
  'video-platform-invalid': { severity: 'error', field: 'videos', words: nthValue },
  /** `relationship`: the list's, null when it has none the rules know (its own problem). */
  'video-list-empty': {
    severity: (p: EmptyList): Severity => (p.relationship === 'deny' ? 'info' : 'warning'),
    field: 'videos',
    words: (p: EmptyList): Words => ({ variant: p.relationship ?? 'either', values: { n: String(p.n), key: p.key } }),
  },
  'video-country-unknown': { severity: 'warning', field: 'videos', words: unknownCountries },
  'video-relationship-invalid': { severity: 'error', field: 'videos', words: nthValue },
  'video-schema-form': { severity: 'info', field: 'videos', words: videoSchemaForm },
  'video-relationship-missing': { severity: 'error', field: 'videos', words: nthKey },
  'video-uploader-long': {
    severity: 'error',
    field: 'videos',
    words: (p: Nth & { limit: number }): Words => ({ values: { n: String(p.n), limit: specNumber(p.limit) } }),
  },
  'video-field-deprecated': { severity: 'warning', field: 'videos', words: nthNames },
  'video-field-twice': { severity: 'error', field: 'videos', words: nthNames },
  'video-broken-character': { severity: 'error', field: 'videos', words: nthKey },
  'video-replacement-character': { severity: 'error', field: 'videos', words: nthKey },
  'news-required-missing': { severity: 'error', field: 'news', words: names },
  'news-language-invalid': {
    severity: 'error',
    field: 'news',
    words: (p: { value: string }): Words => ({ values: { value: p.value } }),
  },
  'news-date-invalid': {
    severity: 'error',
    field: 'news',
    words: (p: { value: string }): Words => ({ values: { value: p.value } }),
  },
  'news-too-old': {
    severity: 'warning',
    field: 'news',
    words: (p: { date: string }): Words => ({ values: { date: p.date } }),
  },
  'news-schema-form': { severity: 'info', field: 'news', words: newsSchemaForm },
  'news-field-deprecated': { severity: 'warning', field: 'news', words: names },
  'news-field-twice': { severity: 'error', field: 'news', words: names },
  'news-broken-character': { severity: 'error', field: 'news', words: nthKey },
  'news-sitemap-too-large': {
    severity: 'warning',
    field: 'news',
    words: (p: { urls: number; limit: number }): Words => ({
      values: { urls: formatCount(p.urls), limit: formatCount(p.limit) },
    }),
  },
  'alternate-rel-invalid': {
    severity: 'error',
    field: 'alternates',
    words: (p: Nth & { rel: string | null }): Words =>
      p.rel === null
        ? { variant: 'none', values: { n: String(p.n) } }
        : { variant: 'other', values: { n: String(p.n), rel: p.rel } },
  },
  'alternate-hreflang-missing': { severity: 'error', field: 'alternates', words: nth },
  'alternate-hreflang-invalid': {
    severity: 'error',
    field: 'alternates',
    // A code written with "_" or spaces (en_US, as a locale is written) names the code meant.
    words: (p: Nth & { value: string; suggestion?: string }): Words => ({
      variant: p.suggestion ? 'suggested' : 'invalid',
      values: { n: String(p.n), value: p.value, suggestion: p.suggestion ?? '' },
    }),
  },
  'alternate-hreflang-unknown': {
    severity: 'error',
    field: 'alternates',
    words: (p: Nth & { value: string; part: 'language' | 'region'; suggestion: string | null }): Words => ({
      variant: p.suggestion ? 'suggested' : 'unknown',
      values: {
        n: String(p.n),
        value: p.value,
        unknown: part(`problemParts.hreflangPart.${p.part}`),
        suggestion: p.suggestion ?? '',
      },
    }),
  },
  'alternate-href-missing': { severity: 'error', field: 'alternates', words: nth },
  'alternate-href-not-absolute': { severity: 'error', field: 'alternates', words: keyValue },
  'alternate-href-too-long': { severity: 'warning', field: 'alternates', words: overLimit },
  'alternate-broken-character': { severity: 'error', field: 'alternates', words: nthKey },
  'alternate-replacement-character': { severity: 'error', field: 'alternates', words: nthKey },
} as const satisfies Record<string, CatalogueEntry>;
