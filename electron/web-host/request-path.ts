/**
 * The file a request path names inside the served folder, as plain segments joined by "/" ("" for
 * the folder itself), or null when it would climb out of it. Escapes are decoded once and
 * backslashes read as slashes (as Windows reads them); empty and "." segments are dropped and ".."
 * applied, so every spelling of one file gives one name before anything is decided about it.
 * Throws URIError on a malformed escape.
 */
export function servedPathOf(pathname: string): string | null {
  const segments: string[] = [];
  for (const segment of decodeURIComponent(pathname).split(/[\\/]/)) {
    if (segment === '' || segment === '.') continue;
    if (segment.includes('\0')) return null;
    if (segment !== '..') segments.push(segment);
    else if (segments.pop() === undefined) return null;
  }
  return segments.join('/');
}
