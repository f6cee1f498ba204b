import type { AttributeRule, FieldRule, RuleContext } from '../extensions/field-table';
import { EXTENSION_LIMITS } from './extension-limits';
import { LIMITS } from '../protocol';
import { fieldProblem, type FieldProblem } from './field-problem';
import { parseW3cDatetime, w3cDatetimeLatest } from './w3c-datetime';
import type { KeyValue, RowCodeTaking } from '../problem-catalogue';
import { ISO_3166_1_ALPHA_2, ISO_639_1, LANGUAGE_MISTAKES, REGION_MISTAKES } from './iso-codes';

/**
 * The checks an extension field table names for its fields (shared/extensions). Each gets the
 * field's text (null when absent) or, for a repeated field, its list, and reports a code of the
 * catalogue with its parameters through `at`; the catalogue words it.
 */

const ABSOLUTE_HTTP = /^https?:\/\/[^\s/?#]+/i;
const YES_NO = /^(yes|no)$/i;
const COUNTRIES = /^[A-Za-z]{2}( +[A-Za-z]{2})*$/;
const PLATFORMS = /^(web|mobile|tv)( +(web|mobile|tv))*$/;
// The forms the extensions' own schemas take (sitemap-video.xsd, sitemap-news.xsd), as they are written.
const SCHEMA_COUNTRIES = /^[A-Z]{2}( +[A-Z]{2})*$/;
const SCHEMA_PLATFORMS = /^(web|mobile|tv)( (web|mobile|tv))*$/;
const SCHEMA_YES_NO = /^(yes|Yes|YES|no|No|NO)$/;
const NEWS_ACCESS = ['Subscription', 'Registration'];
const NEWS_GENRES = ['PressRelease', 'Satire', 'Blog', 'OpEd', 'Opinion', 'UserGenerated'];
const SCHEMA_GENRES = new RegExp(`^(${NEWS_GENRES.join('|')})(, *(${NEWS_GENRES.join('|')}))*$`);
/** A language (ISO 639), an optional script and region (ISO 3166 or UN M.49), or x-default. */
const HREFLANG = /^(x-default|[a-z]{2,3}(-[a-z]{4})?(-([a-z]{2}|\d{3}))?)$/i;
type UnknownHreflangPart = { part: 'language' | 'region'; suggestion: string | null };
/**
 * The part of a well-formed hreflang that is no code: a two-letter language outside ISO 639-1 or a
 * two-letter region outside ISO 3166-1 (Google ignores the alternate), with the code likely meant.
 */
function unknownHreflangPart(text: string): UnknownHreflangPart | null {
  if (/^x-default$/i.test(text)) return null;
  const [language = '', ...rest] = text.split('-');
  if (language.length === 2 && !ISO_639_1.has(language.toLowerCase())) {
    const meant = LANGUAGE_MISTAKES[language.toLowerCase()];
    return { part: 'language', suggestion: meant ? [meant, ...rest].join('-') : null };
  }
  const region = rest.find((part) => /^[a-z]{2}$/i.test(part));
  if (region && !ISO_3166_1_ALPHA_2.has(region.toUpperCase())) {
    const meant = REGION_MISTAKES[region.toUpperCase()];
    return { part: 'region', suggestion: meant ? text.replace(new RegExp(`-${region}$`), `-${meant}`) : null };
  }
  return null;
}

/** Google News: an ISO 639 code of two or three letters, or zh-cn / zh-tw. */
const NEWS_LANGUAGE = /^([a-z]{2,3}|zh-cn|zh-tw)$/i;

/** A rule about a present text; absent fields and lists are not its business. */
const onText =
  (check: (text: string, at: RuleContext) => void): FieldRule =>
  (value, at) => {
    if (typeof value === 'string') check(value, at);
  };

/** A code told which entry, which of its fields and the text found there ("Video 1's content_loc "x" …"). */
type KeyValueCode = RowCodeTaking<KeyValue>;

/** A rule that reports `code` about the field's text when `valid` says no. */
const textMatches = (valid: (text: string) => boolean) => (code: KeyValueCode) =>
  onText((text, at) => {
    if (!valid(text)) at.report(code, { n: at.n, key: at.key, value: text });
  });

/** An absolute http(s) URL; empty text is the requirement's business. */
export const absoluteUrl = textMatches((text) => !text || ABSOLUTE_HTTP.test(text));

export const w3cDatetime = textMatches((text) => parseW3cDatetime(text).ok);

/** yes or no, as Google reads it (any case); the schema takes yes, Yes and YES (and no alike). */
export const yesNo = (code: KeyValueCode): FieldRule =>
  onText((text, at) => {
    if (!YES_NO.test(text)) at.report(code, { n: at.n, key: at.key, value: text });
    else if (!SCHEMA_YES_NO.test(text)) noteSchemaForm('video-schema-form', text, { fix: text.toLowerCase() }, at);
  });

/**
 * An alternate's href as long as no loc may be (LIMITS.locLength, as loc-too-long counts it): no
 * page at it can be listed, so Google has no page of the cluster there.
 */
export const alternateHrefLength: FieldRule = onText((text, at) => {
  if (text.length >= LIMITS.locLength)
    at.report('alternate-href-too-long', { n: at.n, length: text.length, limit: LIMITS.locLength });
});

export const videoTitleLength: FieldRule = onText((text, at) => {
  const limit = EXTENSION_LIMITS.videoTitleLength;
  if (text.length > limit) at.report('video-title-long', { n: at.n, length: text.length, limit });
});

export const videoDescriptionLength: FieldRule = onText((text, at) => {
  const limit = EXTENSION_LIMITS.videoDescriptionLength;
  if (text.length > limit) at.report('video-description-long', { n: at.n, length: text.length, limit });
});

export const videoDuration: FieldRule = onText((text, at) => {
  const max = EXTENSION_LIMITS.videoDurationSeconds;
  if (!(/^\d+$/.test(text) && +text >= 1 && +text <= max))
    at.report('video-duration-invalid', { n: at.n, value: text, max });
});

export const videoRating: FieldRule = onText((text, at) => {
  if (!(/^\d+(\.\d+)?$/.test(text) && +text <= 5)) at.report('video-rating-invalid', { n: at.n, value: text });
});

export const videoViewCount: FieldRule = onText((text, at) => {
  if (!/^\d+$/.test(text)) at.report('video-view-count-invalid', { n: at.n, value: text });
});

export const videoTagCount: FieldRule = (value, at) => {
  const limit = EXTENSION_LIMITS.videoTags;
  if (Array.isArray(value) && value.length > limit)
    at.report('video-tags-too-many', { n: at.n, count: value.length, limit });
};

/**
 * Countries, space-separated. An empty list is one the schema takes (and so do search engines): as an
 * allow list it shows the video nowhere, which is worth a warning, not a refusal (emptyList).
 */
export const videoRestriction: FieldRule = onText((text, at) => {
  if (text === '') emptyList(at);
  else if (!COUNTRIES.test(text.trim())) at.report('video-restriction-invalid', { n: at.n, value: text });
  else if (!unknownCountries(text, at) && !SCHEMA_COUNTRIES.test(text))
    noteSchemaForm('video-schema-form', text, { fix: text.trim().toUpperCase() }, at);
});

/**
 * Warns of a restriction's two-letter codes that are no country of ISO 3166-1 (UK, XX), which search
 * engines cannot apply; true when it proposed a list (in the schema's form too, so no note need).
 */
function unknownCountries(text: string, at: RuleContext): boolean {
  const codes = text.trim().toUpperCase().split(/ +/);
  const unknown = [...new Set(codes.filter((code) => !ISO_3166_1_ALPHA_2.has(code)))];
  if (unknown.length === 0) return false;
  // The list meant, when every unknown code is a known mistake for a neighbour's (UK for GB), each once.
  const fix = unknown.every((code) => code in REGION_MISTAKES)
    ? [...new Set(codes.map((code) => REGION_MISTAKES[code] ?? code))].join(' ')
    : undefined;
  at.report('video-country-unknown', { n: at.n, value: text, codes: unknown, ...(fix === undefined ? {} : { fix }) });
  return fix !== undefined;
}

export const videoPlatform: FieldRule = onText((text, at) => {
  if (text === '') emptyList(at);
  else if (!PLATFORMS.test(text.trim())) at.report('video-platform-invalid', { n: at.n, value: text });
  else if (!SCHEMA_PLATFORMS.test(text))
    noteSchemaForm('video-schema-form', text, { fix: text.trim().split(/ +/).join(' ') }, at);
});

/**
 * An empty restriction or platform, worded by its relationship: allowing nothing hides the video (a
 * warning), denying nothing changes nothing (a note). Text of spaces alone the schema refuses: an error, above.
 */
function emptyList(at: RuleContext): void {
  const relationship = at.attributes?.['relationship'];
  at.report('video-list-empty', {
    n: at.n,
    key: at.key,
    relationship: relationship === 'allow' || relationship === 'deny' ? relationship : null,
  });
}

export const videoUploaderLength: FieldRule = onText((text, at) => {
  const limit = EXTENSION_LIMITS.videoUploaderLength;
  if (text.length > limit) at.report('video-uploader-long', { n: at.n, limit });
});

/** video:restriction's and video:platform's relationship attribute. */
export const allowOrDeny: AttributeRule = (value, at) => {
  if (value && value !== 'allow' && value !== 'deny') at.report('video-relationship-invalid', { n: at.n, value });
};

export const newsLanguage: FieldRule = onText((text, at) => {
  if (text && !NEWS_LANGUAGE.test(text)) at.report('news-language-invalid', { value: text });
  else if (text !== text.toLowerCase()) noteSchemaForm('news-schema-form', text, { fix: text.toLowerCase() }, at);
});

/** news:access, which Google no longer reads; the schema takes these two, as written (not empty). */
export const newsAccess: FieldRule = onText((text, at) => {
  if (!NEWS_ACCESS.includes(text)) noteSchemaForm('news-schema-form', text, schemaWords(text, NEWS_ACCESS), at);
});

/** news:genres, which Google no longer reads; the schema takes its genres as written, after commas (not empty). */
export const newsGenres: FieldRule = onText((text, at) => {
  if (SCHEMA_GENRES.test(text)) return;
  const genres = text.split(',').map((genre) => schemaWords(genre.trim(), NEWS_GENRES));
  const fixes = genres.map((genre) => genre.fix);
  const form = fixes.every((fix) => fix !== undefined) ? { fix: fixes.join(', ') } : { takes: NEWS_GENRES.join(', ') };
  noteSchemaForm('news-schema-form', text, form, at);
});

/** The one of `words` a text is in another case, as its fix; else the words a schema takes. */
function schemaWords(text: string, words: readonly string[]): { fix?: string; takes?: string } {
  const meant = text.trim().toLowerCase();
  const fix = meant === '' ? undefined : words.find((word) => word.toLowerCase() === meant);
  return fix === undefined ? { takes: words.join(', ') } : { fix };
}

/** Notes a value the extension's schema refuses in this form (see SchemaForm), unless its fix is itself. */
function noteSchemaForm(
  code: 'video-schema-form' | 'news-schema-form',
  value: string,
  form: { fix?: string; takes?: string },
  at: RuleContext,
): void {
  if (form.fix !== value) at.report(code, { n: at.n, key: at.key, value, ...form });
}

export const newsDate: FieldRule = onText((date, at) => {
  if (!date) return;
  // The latest instant the date can mean: a date alone is old only once it is over in every zone.
  const latest = w3cDatetimeLatest(date);
  if (Number.isNaN(latest)) at.report('news-date-invalid', { value: date });
  else if (latest < at.now - EXTENSION_LIMITS.newsMaxAgeMs) at.report('news-too-old', { date });
});

/** An alternate's rel must be "alternate", and must be there. */
export const relAlternate: FieldRule = (value, at) => {
  if (value !== 'alternate')
    at.report('alternate-rel-invalid', { n: at.n, rel: value === null ? null : String(value) });
};

/** Whether an hreflang is a code Google takes: ISO 639-1 (+ ISO 3166-1 region), or x-default. */
export const isKnownHreflang = (text: string): boolean => HREFLANG.test(text) && unknownHreflangPart(text) === null;

/** What is wrong with an hreflang: not a code's shape ('invalid'), a part no list knows, or nothing (null). */
function hreflangFault(text: string): 'invalid' | UnknownHreflangPart | null {
  return HREFLANG.test(text) ? unknownHreflangPart(text) : 'invalid';
}

/** The code an hreflang not of a code's shape likely means: written with "_" or spaces (en_US), the known code with "-". */
function meantHreflang(text: string): { suggestion?: string } {
  const dashed = text.trim().replace(/[_\s]+/g, '-');
  return dashed !== text && isKnownHreflang(dashed) ? { suggestion: dashed } : {};
}

export const hreflangCode: FieldRule = onText((text, at) => {
  const fault = text ? hreflangFault(text) : null;
  if (fault === 'invalid') at.report('alternate-hreflang-invalid', { n: at.n, value: text, ...meantHreflang(text) });
  else if (fault) at.report('alternate-hreflang-unknown', { n: at.n, value: text, ...fault });
});

/** The problem hreflangCode reports of the n-th (1-based) alternate's hreflang `text`, where no row's check runs. */
export function hreflangCodeProblem(text: string, n: number): FieldProblem | null {
  const fault = hreflangFault(text);
  if (fault === 'invalid')
    return fieldProblem('alternate-hreflang-invalid', { n, value: text, ...meantHreflang(text) });
  return fault && fieldProblem('alternate-hreflang-unknown', { n, value: text, ...fault });
}
