/**
 * A file name that says sitemap: a folder's such file is read even when its opening is no sitemap's,
 * so its fault is said with its place.
 */
export const SITEMAP_NAME = /sitemap/i;

/**
 * Whether a folder's file of this name (its last part) that could not be read at all may well hold
 * a sitemap's URLs: named like a sitemap, or an XML file, gzipped or not. Such a file left unread
 * leaves the set incomplete.
 */
export const mayHoldSitemap = (name: string): boolean => {
  const last = name.split(/[\\/]/).pop()!;
  return SITEMAP_NAME.test(last) || /\.xml(?:\.gz)?$/i.test(last);
};
