import type { ProblemCode } from './problem-catalogue';
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
]);

export const isReadFailure = (problem: Problem): boolean =>
  problem.severity === 'error' && READ_FAILURE_CODES.has(problem.code);

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
