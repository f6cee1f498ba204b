import type { UrlRow } from '../url-table';

/** The parts of a row most rows leave empty: kept sparsely, as the entries the row holds. */
export type RowExtensions = Pick<UrlRow, 'images' | 'videos' | 'alternates' | 'news' | 'extra'>;
export type ExtensionKey = keyof RowExtensions;

export const EXTENSION_KEYS: readonly ExtensionKey[] = ['images', 'videos', 'alternates', 'news', 'extra'];

/** The row's extensions, or undefined when it has none. */
export function extensionsOf(row: RowExtensions): RowExtensions | undefined {
  const { images, videos, alternates, news, extra } = row;
  if (images.length === 0 && videos.length === 0 && alternates.length === 0 && news === null && extra.length === 0) {
    return undefined;
  }
  return { images, videos, alternates, news, extra };
}

/** A row's extensions when the table keeps none for it: fresh empty lists each time. */
export function noExtensions(): RowExtensions {
  return { images: [], videos: [], alternates: [], news: null, extra: [] };
}
