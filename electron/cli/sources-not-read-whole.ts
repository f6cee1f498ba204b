import type { ImportResult } from '../../shared/import-types';

/**
 * The sources an import did not read in full, in the order met: files cut short (over the size
 * cap, a broken download, XML that stops being well-formed: the rows after the stop are lost) and
 * files not read at all. A source that was only hoped for (UnreadSource's `optional`: a home page's
 * robots.txt) is not one of them: the import went on without it as it meant to.
 */
export function sourcesNotReadWhole(result: ImportResult): string[] {
  const cut = result.files
    .filter(({ summary }) => summary.partial || summary.readFailed)
    .map(({ summary }) => summary.location);
  const unread = result.unread.filter(({ optional }) => !optional).map(({ location }) => location);
  return [...new Set([...cut, ...unread])];
}
