import type { AttributeRule, FieldRule, RuleContext } from '../extensions/field-table';
import { EXTENSION_LIMITS } from './extension-limits';
import { parseW3cDatetime, w3cDatetimeLatest } from './w3c-datetime';
import type { RowProblemCode } from '../problem-catalogue';

/**
 * The checks an extension field table names for its fields (shared/extensions). Each gets the
 * field's text (null when absent) or, for a repeated field, its list, and reports through `at`.
 */

const ABSOLUTE_HTTP = /^https?:\/\/[^\s/?#]+/i;
const YES_NO = /^(yes|no)$/i;
const COUNTRIES = /^[A-Za-z]{2}( +[A-Za-z]{2})*$/;
const PLATFORMS = /^(web|mobile|tv)( +(web|mobile|tv))*$/;
/** A language (ISO 639), an optional script and region (ISO 3166 or UN M.49), or x-default. */
const HREFLANG = /^(x-default|[a-z]{2,3}(-[a-z]{4})?(-([a-z]{2}|\d{3}))?)$/i;
/** Google News: an ISO 639 code of two or three letters, or zh-cn / zh-tw. */
const NEWS_LANGUAGE = /^([a-z]{2,3}|zh-cn|zh-tw)$/i;

/** A rule about a present text; absent fields and lists are not its business. */
const onText =
  (check: (text: string, at: RuleContext) => void): FieldRule =>
  (value, at) => {
    if (typeof value === 'string') check(value, at);
  };

/** An absolute http(s) URL; empty text is the requirement's business. */
export const absoluteUrl = (code: RowProblemCode): FieldRule =>
  onText((text, at) => {
    if (text && !ABSOLUTE_HTTP.test(text))
      at.report('error', code, `${at.who}'s ${at.name} "${text}" is not an absolute http(s) URL.`);
  });

export const w3cDatetime = (code: RowProblemCode): FieldRule =>
  onText((text, at) => {
    if (!parseW3cDatetime(text).ok) at.report('error', code, `${at.who}'s ${at.name} "${text}" is not a W3C Datetime.`);
  });

export const yesNo = (code: RowProblemCode): FieldRule =>
  onText((text, at) => {
    if (!YES_NO.test(text)) at.report('error', code, `${at.who}'s ${at.name} must be yes or no, not "${text}".`);
  });

export const videoTitleLength: FieldRule = onText((text, at) => {
  const limit = EXTENSION_LIMITS.videoTitleLength;
  if (text.length > limit)
    at.report(
      'warning',
      'video-title-long',
      `${at.who}'s title has ${text.length} characters; Google shows at most ${limit}.`,
    );
});

export const videoDescriptionLength: FieldRule = onText((text, at) => {
  const limit = EXTENSION_LIMITS.videoDescriptionLength;
  if (text.length > limit)
    at.report(
      'error',
      'video-description-long',
      `${at.who}'s description has ${text.length} characters; the limit is ${limit}.`,
    );
});

export const videoDuration: FieldRule = onText((text, at) => {
  const limit = EXTENSION_LIMITS.videoDurationSeconds;
  if (!(/^\d+$/.test(text) && +text >= 1 && +text <= limit))
    at.report(
      'error',
      'video-duration-invalid',
      `${at.who}'s duration "${text}" must be whole seconds from 1 to ${limit}.`,
    );
});

export const videoRating: FieldRule = onText((text, at) => {
  if (!(/^\d+(\.\d+)?$/.test(text) && +text <= 5))
    at.report('error', 'video-rating-invalid', `${at.who}'s rating "${text}" must be a number from 0.0 to 5.0.`);
});

export const videoViewCount: FieldRule = onText((text, at) => {
  if (!/^\d+$/.test(text))
    at.report('error', 'video-view-count-invalid', `${at.who}'s view_count "${text}" must be a whole number.`);
});

export const videoTagCount: FieldRule = (value, at) => {
  const limit = EXTENSION_LIMITS.videoTags;
  if (Array.isArray(value) && value.length > limit)
    at.report('warning', 'video-tags-too-many', `${at.who} has ${value.length} tags; Google reads at most ${limit}.`);
};

export const videoRestriction: FieldRule = onText((text, at) => {
  if (!COUNTRIES.test(text.trim()))
    at.report(
      'error',
      'video-restriction-invalid',
      `${at.who}'s restriction must be country codes separated by spaces (ISO 3166), not "${text}".`,
    );
});

export const videoPlatform: FieldRule = onText((text, at) => {
  if (!PLATFORMS.test(text.trim()))
    at.report('error', 'video-platform-invalid', `${at.who}'s platform must list web, mobile or tv, not "${text}".`);
});

export const videoUploaderLength: FieldRule = onText((text, at) => {
  const limit = EXTENSION_LIMITS.videoUploaderLength;
  if (text.length > limit)
    at.report('error', 'video-uploader-long', `${at.who}'s uploader has more than ${limit} characters.`);
});

/** video:restriction's and video:platform's relationship attribute. */
export const allowOrDeny: AttributeRule = (value, at) => {
  if (value && value !== 'allow' && value !== 'deny')
    at.report('error', 'video-relationship-invalid', `${at.who}: relationship must be allow or deny, not "${value}".`);
};

export const newsLanguage: FieldRule = onText((text, at) => {
  if (text && !NEWS_LANGUAGE.test(text))
    at.report(
      'error',
      'news-language-invalid',
      `News language "${text}" must be an ISO 639 code such as en, fr or zh-cn.`,
    );
});

export const newsDate: FieldRule = onText((date, at) => {
  if (!date) return;
  // The latest instant the date can mean: a date alone is old only once it is over in every zone.
  const latest = w3cDatetimeLatest(date);
  if (Number.isNaN(latest))
    at.report('error', 'news-date-invalid', `News publication_date "${date}" is not a W3C Datetime.`);
  else if (latest < at.now - EXTENSION_LIMITS.newsMaxAgeMs)
    at.report(
      'warning',
      'news-too-old',
      `This article was published ${date}, more than two days ago; Google News reads only articles of the last two days. Remove it from the news sitemap (it stays in Google's index).`,
    );
});

/** An alternate's rel must be "alternate", and must be there. */
export const relAlternate: FieldRule = (value, at) => {
  if (value !== 'alternate')
    at.report(
      'error',
      'alternate-rel-invalid',
      `${at.who} must have rel="alternate", not ${value === null ? 'none' : `"${String(value)}"`}.`,
    );
};

export const hreflangCode: FieldRule = onText((text, at) => {
  if (text && !HREFLANG.test(text))
    at.report(
      'error',
      'alternate-hreflang-invalid',
      `${at.who}'s hreflang "${text}" is not a language code such as en, de-CH or x-default.`,
    );
});
