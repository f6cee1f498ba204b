import type { ImportResult } from '../../shared/import-types';

/**
 * The sources an import did not read in full, in the order met: files cut short (over the size
 * cap, a broken download, XML that stops being well-formed: the rows after the stop are lost) and
 * files not read at all. A source that was only hoped for (a home page's robots.txt, whose failure
 * is a note) is not one of them: the import went on without it as it meant to.
 */
export function sourcesNotReadWhole(result: ImportResult): string[] {
  const cut = result.files
    .filter(({ summary }) => summary.partial || summary.readFailed)
    .map(({ summary }) => summary.location);
  const hopedFor = new Set(
    result.problems.filter((item) => item.severity === 'info' && item.place.file).map((item) => item.place.file),
  );
  const failedAt = new Set(
    result.problems.filter((item) => item.severity === 'error' && item.place.file).map((item) => item.place.file),
  );
  const unread = result.unread
    .map(({ location }) => location)
    .filter((location) => failedAt.has(location) || !hopedFor.has(location));
  return [...new Set([...cut, ...unread])];
}
