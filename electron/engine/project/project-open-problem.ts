import { describeError } from '../../../shared/describe-error';
import { problemAt, problemOf, type Problem } from '../../../shared/problems';
import { ProjectFileError } from './project-codec';

/** A project that did not open: its ProjectFileError's finding, else (a system error) unreadable, in the catalogue's words for it. */
export function problemFromProjectError(error: unknown, file: string): Problem {
  if (error instanceof ProjectFileError) return problemOf({ file }, error.found);
  return problemAt({ file }, 'project-unreadable', { reason: describeError(error) });
}
