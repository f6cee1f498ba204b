/**
 * A file name that says sitemap: a folder's such file is read even when its opening is no sitemap's,
 * so its fault is said with its place.
 */
export const SITEMAP_NAME = /sitemap/i;

/**
 * The endings (lower-cased, '' for none) of the names a folder import opens: a sitemap, index, text
 * sitemap, robots.txt or table of URLs has one of them. A folder's other files are named, unopened.
 */
export const FOLDER_CANDIDATE_EXTENSIONS: readonly string[] = ['.xml', '.gz', '.txt', '.dat', '', '.csv', '.tsv'];

/**
 * Whether a folder's file of this name (its last part) that could not be read at all may well hold
 * a sitemap's URLs: named like a sitemap, or an XML file, gzipped or not. Such a file left unread
 * leaves the set incomplete.
 */
export const mayHoldSitemap = (name: string): boolean => {
  const last = name.split(/[\\/]/).pop()!;
  return SITEMAP_NAME.test(last) || /\.xml(?:\.gz)?$/i.test(last);
};
