import { formatCount } from '../format';
import type { CatalogueEntry } from './catalogue-entry';

/** Which entry of a row's images, videos or alternates: 1-based, as a person counts. */
export type Nth = { n: number };
/** An entry's field (its key in the row model: `loc`, `player_loc`) and the value found there. */
export type KeyValue = Nth & { key: string; value: string };
/** Fields as a message names them: `video:title`, `news:publication name`, `player_loc autoplay`. */
export type Names = { names: readonly string[] };

// Wordings several entries share, each with its own "who" ("Image 2", "Video 1", "Alternate 3", "The news entry").
const notAbsolute = (who: string, p: KeyValue): string =>
  `${who}'s ${p.key} "${p.value}" is not an absolute http(s) URL.`;
const noLongerUsed = (who: string, p: Names): string =>
  `${who} has ${p.names.join(', ')}, which Google no longer uses.`;

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
    message: (p: KeyValue) => notAbsolute(`Image ${p.n}`, p),
  },
  'image-field-deprecated': {
    severity: 'warning',
    field: 'images',
    message: (p: Nth & Names) => noLongerUsed(`Image ${p.n}`, p),
  },
  'video-required-missing': {
    severity: 'error',
    field: 'videos',
    message: (p: Nth & Names) => `Video ${p.n} needs ${p.names.join(', ')}.`,
  },
  'video-url-not-absolute': {
    severity: 'error',
    field: 'videos',
    message: (p: KeyValue) => notAbsolute(`Video ${p.n}`, p),
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
    message: (p: Nth & Names) => noLongerUsed(`Video ${p.n}`, p),
  },
  'news-required-missing': {
    severity: 'error',
    field: 'news',
    message: (p: Names) => `The news entry needs ${p.names.join(', ')}.`,
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
    message: (p: Names) => noLongerUsed('The news entry', p),
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
  'alternate-hreflang-unknown': {
    severity: 'error',
    field: 'alternates',
    message: (p: Nth & { value: string; part: 'language' | 'region'; suggestion: string | null }) =>
      `Alternate ${p.n}'s hreflang "${p.value}" has ${p.part === 'language' ? 'a language that is not in ISO 639-1' : 'a region that is not in ISO 3166-1'}, so search engines ignore it${p.suggestion ? `: did you mean "${p.suggestion}"?` : '.'}`,
  },
  'alternate-href-missing': {
    severity: 'error',
    field: 'alternates',
    message: (p: Nth) => `Alternate ${p.n} has no href.`,
  },
  'alternate-href-not-absolute': {
    severity: 'error',
    field: 'alternates',
    message: (p: KeyValue) => notAbsolute(`Alternate ${p.n}`, p),
  },
} as const satisfies Record<string, CatalogueEntry>;
