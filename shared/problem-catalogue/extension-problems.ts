import { formatCount } from '../format';
import type { CatalogueEntry } from './catalogue-entry';

/** Which entry of a row's images, videos or alternates: 1-based, as a person counts. */
type Nth = { n: number };
/** An entry's field and the value found there. */
type KeyValue = Nth & { key: string; value: string };

/** The faults of a row's extensions (image, video, news, hreflang alternates), by Google's rules. */
export const EXTENSION_PROBLEMS = {
  'images-too-many': {
    severity: 'error',
    field: 'images',
    message: (p: { count: number; limit: number }) =>
      `This URL lists ${p.count} images; Google reads at most ${p.limit}.`,
  },
  'image-loc-missing': {
    severity: 'error',
    field: 'images',
    message: (p: Nth) => `Image ${p.n} has no image:loc.`,
  },
  'image-loc-not-absolute': {
    severity: 'error',
    field: 'images',
    message: (p: Nth & { loc: string }) => `Image ${p.n}'s loc "${p.loc}" is not an absolute http(s) URL.`,
  },
  'image-field-deprecated': {
    severity: 'warning',
    field: 'images',
    message: (p: Nth & { keys: readonly string[] }) =>
      `Image ${p.n} has ${p.keys.map((key) => `image:${key}`).join(', ')}, which Google no longer uses.`,
  },
  'video-required-missing': {
    severity: 'error',
    field: 'videos',
    message: (p: Nth & { missing: readonly string[] }) =>
      `Video ${p.n} needs ${p.missing.map((key) => `video:${key}`).join(', ')}.`,
  },
  'video-url-not-absolute': {
    severity: 'error',
    field: 'videos',
    message: (p: KeyValue) => `Video ${p.n}'s ${p.key} "${p.value}" is not an absolute http(s) URL.`,
  },
  'video-title-long': {
    severity: 'warning',
    field: 'videos',
    message: (p: Nth & { length: number; limit: number }) =>
      `Video ${p.n}'s title has ${p.length} characters; Google shows at most ${p.limit}.`,
  },
  'video-description-long': {
    severity: 'error',
    field: 'videos',
    message: (p: Nth & { length: number; limit: number }) =>
      `Video ${p.n}'s description has ${p.length} characters; the limit is ${p.limit}.`,
  },
  'video-duration-invalid': {
    severity: 'error',
    field: 'videos',
    message: (p: Nth & { value: string; max: number }) =>
      `Video ${p.n}'s duration "${p.value}" must be whole seconds from 1 to ${p.max}.`,
  },
  'video-rating-invalid': {
    severity: 'error',
    field: 'videos',
    message: (p: Nth & { value: string }) => `Video ${p.n}'s rating "${p.value}" must be a number from 0.0 to 5.0.`,
  },
  'video-view-count-invalid': {
    severity: 'error',
    field: 'videos',
    message: (p: Nth & { value: string }) => `Video ${p.n}'s view_count "${p.value}" must be a whole number.`,
  },
  'video-date-invalid': {
    severity: 'error',
    field: 'videos',
    message: (p: KeyValue) => `Video ${p.n}'s ${p.key} "${p.value}" is not a W3C Datetime.`,
  },
  'video-yes-no-invalid': {
    severity: 'error',
    field: 'videos',
    message: (p: KeyValue) => `Video ${p.n}'s ${p.key} must be yes or no, not "${p.value}".`,
  },
  'video-tags-too-many': {
    severity: 'warning',
    field: 'videos',
    message: (p: Nth & { count: number; limit: number }) =>
      `Video ${p.n} has ${p.count} tags; Google reads at most ${p.limit}.`,
  },
  'video-restriction-invalid': {
    severity: 'error',
    field: 'videos',
    message: (p: Nth & { value: string }) =>
      `Video ${p.n}'s restriction must be country codes separated by spaces (ISO 3166), not "${p.value}".`,
  },
  'video-platform-invalid': {
    severity: 'error',
    field: 'videos',
    message: (p: Nth & { value: string }) => `Video ${p.n}'s platform must list web, mobile or tv, not "${p.value}".`,
  },
  'video-relationship-invalid': {
    severity: 'error',
    field: 'videos',
    message: (p: Nth & { value: string }) => `Video ${p.n}: relationship must be allow or deny, not "${p.value}".`,
  },
  'video-uploader-long': {
    severity: 'error',
    field: 'videos',
    message: (p: Nth & { limit: number }) => `Video ${p.n}'s uploader has more than ${p.limit} characters.`,
  },
  'video-field-deprecated': {
    severity: 'warning',
    field: 'videos',
    /** `names`: as the message shows them (`video:category`, `player_loc autoplay`). */
    message: (p: Nth & { names: readonly string[] }) =>
      `Video ${p.n} has ${p.names.join(', ')}, which Google no longer uses.`,
  },
  'news-required-missing': {
    severity: 'error',
    field: 'news',
    message: (p: { names: readonly string[] }) => `The news entry needs ${p.names.join(', ')}.`,
  },
  'news-language-invalid': {
    severity: 'error',
    field: 'news',
    message: (p: { value: string }) => `News language "${p.value}" must be an ISO 639 code such as en, fr or zh-cn.`,
  },
  'news-date-invalid': {
    severity: 'error',
    field: 'news',
    message: (p: { value: string }) => `News publication_date "${p.value}" is not a W3C Datetime.`,
  },
  'news-too-old': {
    severity: 'warning',
    field: 'news',
    message: (p: { date: string }) =>
      `This article was published ${p.date}, more than two days ago; Google News reads only articles of the last two days. Remove it from the news sitemap (it stays in Google's index).`,
  },
  'news-field-deprecated': {
    severity: 'warning',
    field: 'news',
    message: (p: { keys: readonly string[] }) =>
      `The news entry has ${p.keys.map((key) => `news:${key}`).join(', ')}, which Google no longer uses.`,
  },
  'news-sitemap-too-large': {
    severity: 'warning',
    field: 'news',
    message: (p: { urls: number; limit: number }) =>
      `This news sitemap has ${formatCount(p.urls)} URLs in one file; Google reads at most ${formatCount(p.limit)} in a news sitemap. Split it into files of at most ${formatCount(p.limit)}, listed in an index (the export does, unless splitting news sitemaps is turned off).`,
  },
  'alternate-rel-invalid': {
    severity: 'error',
    field: 'alternates',
    message: (p: Nth & { rel: string | null }) =>
      `Alternate ${p.n} must have rel="alternate", not ${p.rel === null ? 'none' : `"${p.rel}"`}.`,
  },
  'alternate-hreflang-missing': {
    severity: 'error',
    field: 'alternates',
    message: (p: Nth) => `Alternate ${p.n} has no hreflang.`,
  },
  'alternate-hreflang-invalid': {
    severity: 'error',
    field: 'alternates',
    message: (p: Nth & { value: string }) =>
      `Alternate ${p.n}'s hreflang "${p.value}" is not a language code such as en, de-CH or x-default.`,
  },
  'alternate-href-missing': {
    severity: 'error',
    field: 'alternates',
    message: (p: Nth) => `Alternate ${p.n} has no href.`,
  },
  'alternate-href-not-absolute': {
    severity: 'error',
    field: 'alternates',
    message: (p: Nth & { value: string }) => `Alternate ${p.n}'s href "${p.value}" is not an absolute http(s) URL.`,
  },
} as const satisfies Record<string, CatalogueEntry>;
