import { describeError } from '../../../shared/describe-error';
import type { ExportOutcome } from '../../../shared/export-types';
import { problemAt } from '../../../shared/problems';

/**
 * A commit that failed once its index was in: the new set is live and cannot be taken back, so its
 * staging folder (with the journal) stays for the repair, by the next export or the app's start, to
 * finish what is left (the stale files, the manifest).
 */
export class CommitUnfinished extends Error {
  override name = 'CommitUnfinished';

  constructor(
    readonly target: string,
    cause: unknown,
  ) {
    super(`The new set is in place in ${target}, but the export could not be completed: ${describeError(cause)}`, {
      cause,
    });
  }
}

/** A commit left unfinished, as the export's outcome, saying so with its cause; null for any other error. */
export const unfinishedOutcome = (error: unknown): ExportOutcome | null =>
  error instanceof CommitUnfinished
    ? {
        ok: false,
        problems: [
          problemAt({ file: error.target }, 'export-commit-unfinished', {
            target: error.target,
            reason: describeError(error.cause),
          }),
        ],
      }
    : null;
