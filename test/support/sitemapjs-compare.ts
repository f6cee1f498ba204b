import type { IndexEntry } from '../../shared/import-types';
import type { UrlRow, VideoEntry } from '../../shared/url-table';

/** An item as sitemap.js's parser emits it (its own names, some values normalised). */
export type SjsItem = Record<string, unknown>;

/**
 * What sitemap.js found that our row does not hold, as readable lines (empty when we hold it all).
 * sitemap.js normalises values (URLs encoded, dates to ISO, numbers parsed); we keep the original
 * text, so both sides are normalised the same way before comparing.
 */
export function missingFromRow(row: UrlRow, item: SjsItem, truncates: boolean): string[] {
  const missing: string[] = [];
  const check = (what: string, ours: unknown, theirs: unknown): void => {
    if (theirs === undefined || theirs === '' || same(ours, theirs)) return;
    // sitemap.js cuts an over-long text to its limit and keeps the cut; we keep the whole text.
    if (truncates && typeof ours === 'string' && typeof theirs === 'string' && ours.startsWith(theirs)) return;
    missing.push(`${what}: sitemap.js ${JSON.stringify(theirs)}, ours ${JSON.stringify(ours)}`);
  };
  check('loc', row.loc, item['url']);
  check('lastmod', row.lastmod, item['lastmod']);
  check('changefreq', row.changefreq, item['changefreq']);
  check('priority', row.priority, item['priority']);
  (item['img'] as SjsItem[] | undefined)?.forEach((image, i) => {
    const ours = row.images[i];
    check(`img[${i}].url`, ours?.loc, image['url']);
    check(`img[${i}].caption`, ours?.caption, image['caption']);
    check(`img[${i}].title`, ours?.title, image['title']);
    check(`img[${i}].geoLocation`, ours?.geo_location, image['geoLocation']);
    check(`img[${i}].license`, ours?.license, image['license']);
  });
  (item['video'] as SjsItem[] | undefined)?.forEach((video, i) => {
    const ours = row.videos[i];
    for (const [key, value] of Object.entries(video)) check(`video[${i}].${key}`, videoField(ours, key), value);
  });
  const alternates = row.alternates.map((link) => ({ rel: link.rel, lang: link.hreflang, url: link.href }));
  (item['links'] as SjsItem[] | undefined)?.forEach((link, i) => {
    // A link without href comes out of sitemap.js as { lang: '', url: '' }: nothing to find.
    if (!link['url']) return;
    const found = alternates.some((ours) => same(ours.url, link['url']) && (ours.lang ?? '') === (link['lang'] ?? ''));
    if (!found) missing.push(`links[${i}]: ${JSON.stringify(link)} not among our alternates`);
  });
  for (const [key, rel] of [['ampLink', 'amphtml']] as const) {
    if (item[key] && !alternates.some((ours) => ours.rel === rel && same(ours.url, item[key])))
      missing.push(`${key} missing`);
  }
  if (item['androidLink'] && !alternates.some((ours) => same(ours.url, item['androidLink'])))
    missing.push('androidLink missing');
  const news = item['news'] as SjsItem | undefined;
  if (news) {
    const publication = (news['publication'] ?? {}) as SjsItem;
    check('news.publication.name', row.news?.publication_name, publication['name']);
    check('news.publication.language', row.news?.publication_language, publication['language']);
    for (const key of ['publication_date', 'title', 'access', 'genres', 'keywords', 'stock_tickers'] as const) {
      check(`news.${key}`, row.news?.[key], news[key]);
    }
  }
  return missing;
}

/** sitemap.js drops index entries it finds invalid, so entries are matched by URL, not position. */
export function missingFromEntries(entries: IndexEntry[], item: SjsItem): string[] {
  const entry = entries.find((candidate) => same(candidate.loc, item['url']));
  if (!entry) return [`url ${JSON.stringify(item['url'])}`];
  if (item['lastmod'] && !same(entry.lastmod, item['lastmod'])) return [`lastmod ${JSON.stringify(item['lastmod'])}`];
  return [];
}

/** sitemap.js's flat video keys ("price:currency", "tag") read from our structured entry. */
function videoField(video: VideoEntry | undefined, key: string): unknown {
  if (!video) return undefined;
  const [name, attribute] = key.split(':') as [keyof VideoEntry, string | undefined];
  const value = video[name] as unknown;
  const first = Array.isArray(value) && name !== 'tag' ? value[0] : value;
  if (first && typeof first === 'object' && 'attributes' in first) {
    const field = first as { value: string; attributes: Record<string, string | null> };
    return attribute ? field.attributes[attribute] : field.value;
  }
  return first;
}

/** Equal after the normalisations sitemap.js applies: URL encoding, ISO dates, numbers. */
function same(ours: unknown, theirs: unknown): boolean {
  if (Array.isArray(theirs)) return Array.isArray(ours) && theirs.every((value, i) => same(ours[i], value));
  if (ours === theirs) return true;
  if (typeof ours !== 'string') return false;
  if (typeof theirs === 'number') return Number(ours) === theirs;
  if (typeof theirs !== 'string') return false;
  if (/^\d{4}-\d\d-\d\dT.*\.\d{3}Z$/.test(theirs))
    return !Number.isNaN(Date.parse(ours)) && new Date(ours).toISOString() === theirs;
  return normalUrl(ours) === normalUrl(theirs);
}

function normalUrl(value: string): string {
  try {
    return new URL(value).href;
  } catch {
    return value;
  }
}
