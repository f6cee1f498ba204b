import type { Problem } from '../../../shared/problems';

/**
 * Problems saying a listed sitemap was not read: a limit met (files, depth, an index's 50,000) or a
 * child that is no URL at all. To an import each is a warning (it read what it could); to anything
 * that publishes or saves the sources as whole (an export, a project saved), they are read in part:
 * an export would remove the unread sitemaps' files an earlier one wrote.
 */
const LEFT_UNREAD: ReadonlySet<string> = new Set([
  'import-file-limit',
  'index-too-many-sitemaps',
  'depth-limit',
  'child-loc-not-url',
]);

export const leavesSitemapsUnread = (problem: Pick<Problem, 'code'>): boolean => LEFT_UNREAD.has(problem.code);
