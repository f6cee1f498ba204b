import type { UrlRow } from '../../shared/url-table';
import { fullRow } from './full-row';
import { seededInts } from './seeded-random';

/** Text that escapes, encodes and counts differently from its length: entities, line breaks, accents, emoji, a lone surrogate. */
const AWKWARD = ['&', '<', '>', '"', "'", '\t', '\n', '\r', 'é', 'ß', '€', '中文', '😀', '\ud800', ' ', ']]>'];

/**
 * Rows that use every extension, mixed with plain rows and rows of one extension each (so files
 * differ in the namespaces they declare), their texts full of awkward characters, some locs long:
 * the same sequence for the same seed.
 */
export function awkwardRows(count: number, seed = 29): UrlRow[] {
  const next = seededInts(seed);
  const awkward = (): string => Array.from({ length: 1 + next(4) }, () => AWKWARD[next(AWKWARD.length)]!).join('');
  return Array.from({ length: count }, (_, n) => {
    const full = fullRow(n);
    const loc = `https://example.com/p/${n}/${awkward()}${next(20) === 0 ? 'x'.repeat(1500) : ''}`;
    const plain: UrlRow = { ...full, loc, images: [], videos: [], news: null, alternates: [], extra: [] };
    switch (next(7)) {
      case 0:
        return { ...full, loc, extra: [`<mobile:mobile xmlns:mobile="urn:m">${n}</mobile:mobile>`] };
      case 1:
        return { ...plain, images: full.images.map((image) => ({ ...image, caption: awkward() })) };
      case 2:
        return {
          ...plain,
          videos: full.videos.map((video) => ({ ...video, title: awkward(), description: awkward() })),
        };
      case 3:
        return { ...plain, news: { ...full.news!, title: awkward() } };
      case 4:
        return {
          ...plain,
          alternates: full.alternates.map((link) => ({ ...link, href: `${link.href}?q=${awkward()}` })),
        };
      case 5:
        return { ...plain, lastmod: next(2) ? `2026-0${1 + next(9)}-1${next(10)}` : 'not a date', priority: awkward() };
      default:
        return plain;
    }
  });
}
