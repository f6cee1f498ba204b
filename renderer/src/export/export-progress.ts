import type { PreviewFile } from '../../../shared/export-types';

/**
 * How many of the foreseen sitemaps are packed once `rowsDone` rows are: the export packs tables in
 * order, and each file holds the rows that follow the previous one's.
 */
export function sitemapsPacked(files: readonly PreviewFile[], rowsDone: number): number {
  let rows = 0;
  let packed = 0;
  for (const file of files) {
    if (file.kind !== 'sitemap') continue;
    rows += file.urlCount;
    if (rows > rowsDone) break;
    packed += 1;
  }
  return packed;
}
