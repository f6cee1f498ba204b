import type { RowProblemCode } from '../problem-catalogue';
import type { AlternateLink, ImageEntry, NewsEntry, UrlRow, VideoEntry } from '../url-table';
import { NO_PROBLEMS, type FieldProblem, type RowField } from './field-problem';
import { parseW3cDatetime, w3cDatetimeLatest } from './w3c-datetime';

/** Google's documented limits for the extensions (image, video, news sitemaps; hreflang). */
export const EXTENSION_LIMITS = {
  imagesPerUrl: 1000,
  videoTitleLength: 100,
  videoDescriptionLength: 2048,
  videoDurationSeconds: 28_800,
  videoTags: 32,
  videoUploaderLength: 255,
  videoCategoryLength: 256,
  /** "You can add up to 1,000 URLs in a sitemap" (a news sitemap). */
  newsUrlsPerSitemap: 1000,
  /** "Include URLs for articles that were published in the last two days." */
  newsMaxAgeMs: 2 * 86_400_000,
} as const;

const ABSOLUTE_HTTP = /^https?:\/\/[^\s/?#]+/i;
const YES_NO = /^(yes|no)$/i;
const COUNTRIES = /^[A-Za-z]{2}( +[A-Za-z]{2})*$/;
const PLATFORMS = /^(web|mobile|tv)( +(web|mobile|tv))*$/;
/** A language (ISO 639), an optional script and region (ISO 3166 or UN M.49), or x-default. */
const HREFLANG = /^(x-default|[a-z]{2,3}(-[a-z]{4})?(-([a-z]{2}|\d{3}))?)$/i;
/** Google News: an ISO 639 code of two or three letters, or zh-cn / zh-tw. */
const NEWS_LANGUAGE = /^([a-z]{2,3}|zh-cn|zh-tw)$/i;

type Found = FieldProblem[];
/** Where in an extension a problem sits, so the row details panel shows it on the field that has it. */
type At = Pick<FieldProblem, 'item' | 'keys'>;
const make = (field: RowField) => ({
  error: (found: Found, code: RowProblemCode, message: string, at?: At) =>
    void found.push({ field, severity: 'error', code, message, ...at }),
  warning: (found: Found, code: RowProblemCode, message: string, at?: At) =>
    void found.push({ field, severity: 'warning', code, message, ...at }),
});
const image = make('images');
const video = make('videos');
const news = make('news');
const alternate = make('alternates');

/**
 * The extension rules for one row: required fields, Google's limits and formats, deprecated fields.
 * `now` (ms since the epoch) is the clock news articles are dated against.
 */
export function checkExtensions(row: UrlRow, now: number): readonly FieldProblem[] {
  if (row.images.length === 0 && row.videos.length === 0 && row.news === null && row.alternates.length === 0)
    return NO_PROBLEMS;
  const found: Found = [];
  if (row.images.length > EXTENSION_LIMITS.imagesPerUrl) {
    image.error(
      found,
      'images-too-many',
      `This URL lists ${row.images.length} images; Google reads at most ${EXTENSION_LIMITS.imagesPerUrl}.`,
    );
  }
  row.images.forEach((entry, index) => checkImage(found, entry, index));
  row.videos.forEach((entry, index) => checkVideo(found, entry, index));
  if (row.news) checkNews(found, row.news, now);
  row.alternates.forEach((entry, index) => checkAlternate(found, entry, index));
  return found;
}

function checkImage(found: Found, entry: ImageEntry, item: number): void {
  const n = item + 1;
  const loc = { item, keys: ['loc'] };
  if (!entry.loc) image.error(found, 'image-loc-missing', `Image ${n} has no image:loc.`, loc);
  else if (!ABSOLUTE_HTTP.test(entry.loc))
    image.error(
      found,
      'image-loc-not-absolute',
      `Image ${n}'s loc "${entry.loc}" is not an absolute http(s) URL.`,
      loc,
    );
  const deprecated = (['caption', 'geo_location', 'title', 'license'] as const).filter((key) => entry[key] !== null);
  if (deprecated.length > 0) {
    image.warning(
      found,
      'image-field-deprecated',
      `Image ${n} has ${deprecated.map((key) => `image:${key}`).join(', ')}, which Google no longer uses.`,
      { item, keys: deprecated },
    );
  }
}

function checkVideo(found: Found, entry: VideoEntry, item: number): void {
  const n = item + 1;
  const at = (...keys: string[]): At => ({ item, keys });
  const missing: string[] = (['thumbnail_loc', 'title', 'description'] as const).filter((key) => !entry[key]);
  const missingKeys = [...missing];
  if (!entry.content_loc && !entry.player_loc?.value) {
    missing.push('content_loc or player_loc');
    missingKeys.push('content_loc', 'player_loc');
  }
  if (missing.length > 0)
    video.error(
      found,
      'video-required-missing',
      `Video ${n} needs ${missing.map((key) => `video:${key}`).join(', ')}.`,
      at(...missingKeys),
    );
  for (const key of ['thumbnail_loc', 'content_loc'] as const) {
    const value = entry[key];
    if (value && !ABSOLUTE_HTTP.test(value))
      video.error(
        found,
        'video-url-not-absolute',
        `Video ${n}'s ${key} "${value}" is not an absolute http(s) URL.`,
        at(key),
      );
  }
  if (entry.title && entry.title.length > EXTENSION_LIMITS.videoTitleLength) {
    video.warning(
      found,
      'video-title-long',
      `Video ${n}'s title has ${entry.title.length} characters; Google shows at most ${EXTENSION_LIMITS.videoTitleLength}.`,
      at('title'),
    );
  }
  if (entry.description && entry.description.length > EXTENSION_LIMITS.videoDescriptionLength) {
    video.error(
      found,
      'video-description-long',
      `Video ${n}'s description has ${entry.description.length} characters; the limit is ${EXTENSION_LIMITS.videoDescriptionLength}.`,
      at('description'),
    );
  }
  if (
    entry.duration !== null &&
    !(/^\d+$/.test(entry.duration) && +entry.duration >= 1 && +entry.duration <= EXTENSION_LIMITS.videoDurationSeconds)
  ) {
    video.error(
      found,
      'video-duration-invalid',
      `Video ${n}'s duration "${entry.duration}" must be whole seconds from 1 to ${EXTENSION_LIMITS.videoDurationSeconds}.`,
      at('duration'),
    );
  }
  if (entry.rating !== null && !(/^\d+(\.\d+)?$/.test(entry.rating) && +entry.rating <= 5)) {
    video.error(
      found,
      'video-rating-invalid',
      `Video ${n}'s rating "${entry.rating}" must be a number from 0.0 to 5.0.`,
      at('rating'),
    );
  }
  if (entry.view_count !== null && !/^\d+$/.test(entry.view_count))
    video.error(
      found,
      'video-view-count-invalid',
      `Video ${n}'s view_count "${entry.view_count}" must be a whole number.`,
      at('view_count'),
    );
  for (const key of ['publication_date', 'expiration_date'] as const) {
    const value = entry[key];
    if (value !== null && !parseW3cDatetime(value).ok)
      video.error(found, 'video-date-invalid', `Video ${n}'s ${key} "${value}" is not a W3C Datetime.`, at(key));
  }
  for (const key of ['family_friendly', 'requires_subscription', 'live'] as const) {
    const value = entry[key];
    if (value !== null && !YES_NO.test(value))
      video.error(found, 'video-yes-no-invalid', `Video ${n}'s ${key} must be yes or no, not "${value}".`, at(key));
  }
  if (entry.tag.length > EXTENSION_LIMITS.videoTags)
    video.warning(
      found,
      'video-tags-too-many',
      `Video ${n} has ${entry.tag.length} tags; Google reads at most ${EXTENSION_LIMITS.videoTags}.`,
      at('tag'),
    );
  if (entry.restriction && !COUNTRIES.test(entry.restriction.value.trim())) {
    video.error(
      found,
      'video-restriction-invalid',
      `Video ${n}'s restriction must be country codes separated by spaces (ISO 3166), not "${entry.restriction.value}".`,
      at('restriction'),
    );
  }
  if (entry.platform && !PLATFORMS.test(entry.platform.value.trim())) {
    video.error(
      found,
      'video-platform-invalid',
      `Video ${n}'s platform must list web, mobile or tv, not "${entry.platform.value}".`,
      at('platform'),
    );
  }
  for (const key of ['restriction', 'platform'] as const) {
    const value = entry[key]?.attributes.relationship;
    if (value && value !== 'allow' && value !== 'deny')
      video.error(
        found,
        'video-relationship-invalid',
        `Video ${n}: relationship must be allow or deny, not "${value}".`,
        at(key),
      );
  }
  if (entry.uploader && entry.uploader.value.length > EXTENSION_LIMITS.videoUploaderLength) {
    video.error(
      found,
      'video-uploader-long',
      `Video ${n}'s uploader has more than ${EXTENSION_LIMITS.videoUploaderLength} characters.`,
      at('uploader'),
    );
  }
  // [what the message names, the field it sits on]
  const deprecated = (
    [
      [entry.category !== null, 'video:category', 'category'],
      [entry.gallery_loc !== null, 'video:gallery_loc', 'gallery_loc'],
      [entry.price.length > 0, 'video:price', 'price'],
      [entry.tvshow !== null, 'video:tvshow', 'tvshow'],
      [entry.player_loc?.attributes.allow_embed != null, 'player_loc allow_embed', 'player_loc'],
      [entry.player_loc?.attributes.autoplay != null, 'player_loc autoplay', 'player_loc'],
    ] as const
  ).filter(([present]) => present);
  if (deprecated.length > 0)
    video.warning(
      found,
      'video-field-deprecated',
      `Video ${n} has ${deprecated.map(([, name]) => name).join(', ')}, which Google no longer uses.`,
      at(...new Set(deprecated.map(([, , key]) => key))),
    );
}

function checkNews(found: Found, entry: NewsEntry, now: number): void {
  const missing = (
    [
      ['publication_name', 'news:publication name'],
      ['publication_language', 'news:publication language'],
      ['publication_date', 'news:publication_date'],
      ['title', 'news:title'],
    ] as const
  ).filter(([key]) => !entry[key]);
  if (missing.length > 0)
    news.error(found, 'news-required-missing', `The news entry needs ${missing.map(([, name]) => name).join(', ')}.`, {
      item: 0,
      keys: missing.map(([key]) => key),
    });
  if (entry.publication_language && !NEWS_LANGUAGE.test(entry.publication_language)) {
    news.error(
      found,
      'news-language-invalid',
      `News language "${entry.publication_language}" must be an ISO 639 code such as en, fr or zh-cn.`,
      { item: 0, keys: ['publication_language'] },
    );
  }
  if (entry.publication_date) checkNewsDate(found, entry.publication_date, now);
  const deprecated = (['access', 'genres', 'keywords', 'stock_tickers'] as const).filter((key) => entry[key] !== null);
  if (deprecated.length > 0)
    news.warning(
      found,
      'news-field-deprecated',
      `The news entry has ${deprecated.map((key) => `news:${key}`).join(', ')}, which Google no longer uses.`,
      { item: 0, keys: deprecated },
    );
}

function checkNewsDate(found: Found, date: string, now: number): void {
  const at = { item: 0, keys: ['publication_date'] };
  // The latest instant the date can mean: a date alone is old only once it is over in every zone.
  const latest = w3cDatetimeLatest(date);
  if (Number.isNaN(latest))
    news.error(found, 'news-date-invalid', `News publication_date "${date}" is not a W3C Datetime.`, at);
  else if (latest < now - EXTENSION_LIMITS.newsMaxAgeMs)
    news.warning(
      found,
      'news-too-old',
      `This article was published ${date}, more than two days ago; Google News reads only articles of the last two days. Remove it from the news sitemap (it stays in Google's index).`,
      at,
    );
}

function checkAlternate(found: Found, link: AlternateLink, item: number): void {
  const n = item + 1;
  const at = (key: keyof AlternateLink): At => ({ item, keys: [key] });
  if (link.rel !== 'alternate')
    alternate.error(
      found,
      'alternate-rel-invalid',
      `Alternate ${n} must have rel="alternate", not ${link.rel === null ? 'none' : `"${link.rel}"`}.`,
      at('rel'),
    );
  if (!link.hreflang)
    alternate.error(found, 'alternate-hreflang-missing', `Alternate ${n} has no hreflang.`, at('hreflang'));
  else if (!HREFLANG.test(link.hreflang)) {
    alternate.error(
      found,
      'alternate-hreflang-invalid',
      `Alternate ${n}'s hreflang "${link.hreflang}" is not a language code such as en, de-CH or x-default.`,
      at('hreflang'),
    );
  }
  if (!link.href) alternate.error(found, 'alternate-href-missing', `Alternate ${n} has no href.`, at('href'));
  else if (!ABSOLUTE_HTTP.test(link.href))
    alternate.error(
      found,
      'alternate-href-not-absolute',
      `Alternate ${n}'s href "${link.href}" is not an absolute http(s) URL.`,
      at('href'),
    );
}
