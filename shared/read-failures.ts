import type { ProblemCode } from './problem-catalogue';
import { isHtmlRoot } from './problem-catalogue/import-problems';
import type { FileSummary, UnreadSource } from './import-types';
import type { Problem } from './problems';

/**
 * Problems that mean a source's bytes could not all be had: nothing at all (an HTTP status, a
 * refused connection, a missing file) or only part (a connection that broke, a body shorter than
 * announced, a gzip stream cut off). A file with one of these is a file that "could not be read".
 */
export const READ_FAILURE_CODES: ReadonlySet<ProblemCode> = new Set<ProblemCode>([
  'source-not-found',
  'source-not-a-file',
  'source-unreadable',
  'http-status',
  'http-too-many-redirects',
  'http-timeout',
  'http-deadline',
  'http-failed',
  'http-not-understood',
  'http-private-address',
  'http-too-large',
  'http-body-short',
  'http-connection-lost',
  'gzip-truncated',
  'gzip-corrupt',
  'http-coding-corrupt',
  'transfer-incomplete',
  // Not asked, its host given up: nothing of it was had.
  'host-refusing',
  'host-asked-wait',
  'host-not-answering',
]);

export const isReadFailure = (problem: Problem): boolean =>
  problem.severity === 'error' && (READ_FAILURE_CODES.has(problem.code) || isWebPageAnswer(problem));

/**
 * A web page where a sitemap was asked for: a maintenance or login page, an error page served with
 * 200. The sitemap may come next time, so the file counts as one that could not be read (told with
 * the others, offered again by "Retry failed files"); any other root is what the file holds.
 */
function isWebPageAnswer(problem: Problem): boolean {
  const params = problem.params?.[0] as { html?: boolean; element?: string; namespace?: string } | undefined;
  if (problem.code === 'doctype-refused') return params?.html === true;
  return (
    problem.code === 'root-not-sitemap' &&
    params?.namespace === undefined &&
    typeof params?.element === 'string' &&
    isHtmlRoot(params.element)
  );
}

/**
 * The sources of an import that could not be read, whole or in part, each once, in the order they
 * were met: those never read (`unread`) and those read only in part (`readFailed`).
 */
export function failedSources(result: {
  files: readonly { summary: Pick<FileSummary, 'location' | 'readFailed'> }[];
  unread: readonly UnreadSource[];
}): string[] {
  const failed = new Set(result.unread.map((source) => source.location));
  for (const file of result.files) if (file.summary.readFailed) failed.add(file.summary.location);
  return [...failed];
}
