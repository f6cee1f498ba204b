import { problem, type Place, type Problem } from '../../../shared/problems';

/** A failure to get a source's bytes (missing file, HTTP status, size cap, broken gzip), with a stable code. */
export class SourceError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'SourceError';
  }
}

/** True when `error` is the rejection of an aborted signal. */
export function isAbort(error: unknown): boolean {
  return error instanceof Error && (error.name === 'AbortError' || (error as { code?: string }).code === 'ABORT_ERR');
}

/** Turns whatever a read threw into a problem; unexpected errors keep their message. */
export function problemFromError(error: unknown, place: Place): Problem {
  if (error instanceof SourceError) return problem('error', error.code, error.message, place);
  if (isAbort(error)) return problem('info', 'import-cancelled', 'The import was cancelled.', place);
  const { code } = error as { code?: unknown };
  if (code === 'ENOENT') return problem('error', 'source-not-found', `${place.file} does not exist.`, place);
  if (code === 'Z_DATA_ERROR' || code === 'Z_BUF_ERROR') {
    return problem('error', 'gzip-corrupt', `The gzip data is broken: ${(error as Error).message}.`, place);
  }
  const message = error instanceof Error ? error.message : String(error);
  return problem('error', 'source-unreadable', `The file could not be read: ${message}`, place);
}
