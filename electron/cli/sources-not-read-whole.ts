import type { ImportResult } from '../../shared/import-types';
import { leavesSitemapsUnread } from '../engine';

/**
 * The sources an import did not read in full, in the order met: files cut short (over the size
 * cap, a broken download, XML that stops being well-formed: the rows after the stop are lost), files
 * not read at all, and indexes or folders followed only in part (a limit met, a child that is no URL: the import alone counts
 * that a warning, but a project saved without those sitemaps would look whole, and an export of it
 * would remove theirs). A source that was only hoped for (UnreadSource's `optional`: a home page's
 * robots.txt) is not one of them: the import went on without it as it meant to.
 */
export function sourcesNotReadWhole(result: ImportResult): string[] {
  const cut = result.files
    .filter(({ summary }) => summary.partial || summary.readFailed)
    .map(({ summary }) => summary.location);
  const unread = result.unread.filter(({ optional }) => !optional).map(({ location }) => location);
  const inPart = result.problems.flatMap((problem) =>
    leavesSitemapsUnread(problem) && problem.place.file !== undefined ? [problem.place.file] : [],
  );
  return [...new Set([...cut, ...unread, ...inPart])];
}
