import {
  finding,
  renderMessage,
  type Finding,
  type ParamsOf,
  type ProblemCode,
} from '../../../shared/problem-catalogue';
import { problemAt, problemOf, type Place, type Problem } from '../../../shared/problems';

/** A failure to get a source's bytes (missing file, HTTP status, size cap, broken gzip): a catalogue code with its parameters. */
export class SourceError extends Error {
  readonly code: ProblemCode;
  constructor(readonly found: Finding) {
    super(renderMessage(found));
    this.name = 'SourceError';
    this.code = found.code;
  }
}

/** A SourceError from a code and its parameters. */
export const sourceError = <K extends ProblemCode>(code: K, ...params: ParamsOf<K>): SourceError =>
  new SourceError(finding(code, ...params));

/** A file's parse ended by the import's cancel, as isAbort knows it. */
export function importCancelled(): Error {
  const error = new Error('The import was cancelled');
  error.name = 'AbortError';
  return error;
}

/** True when `error` is the rejection of an aborted signal. */
export function isAbort(error: unknown): boolean {
  return error instanceof Error && (error.name === 'AbortError' || (error as { code?: string }).code === 'ABORT_ERR');
}

/**
 * Turns whatever a read threw into a problem: a SourceError is its finding; a system error's code
 * (ENOENT, zlib's Z_DATA_ERROR…) picks the catalogue's code; anything else is unreadable, in its own words.
 */
export function problemFromError(error: unknown, place: Place): Problem {
  if (error instanceof SourceError) return problemOf(place, error.found);
  if (isAbort(error)) return problemAt(place, 'import-cancelled');
  const { code } = error as { code?: unknown };
  if (code === 'ENOENT') return problemAt(place, 'source-not-found', { name: String(place.file) });
  if (code === 'Z_DATA_ERROR' || code === 'Z_BUF_ERROR') {
    return problemAt(place, 'gzip-corrupt', { reason: (error as Error).message });
  }
  const reason = error instanceof Error ? error.message : String(error);
  return problemAt(place, 'source-unreadable', { reason });
}
