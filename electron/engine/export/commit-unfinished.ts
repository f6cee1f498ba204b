import { describeError } from '../../../shared/describe-error';
import type { ExportOutcome } from '../../../shared/export-types';
import { problemAt } from '../../../shared/problems';

/**
 * A commit that could not be taken back: it failed once its index was in (the new set is live, its
 * staging folder with the journal stays for the repair, by the next export or the app's start, to
 * finish what is left: the stale files, the manifest), or it failed before and putting the folder
 * back failed too (`partly`: the folder may hold part of the new set until the repair finishes or
 * undoes the commit from the same staging folder).
 */
export class CommitUnfinished extends Error {
  override name = 'CommitUnfinished';

  constructor(
    readonly target: string,
    cause: unknown,
    readonly partly = false,
  ) {
    super(
      partly
        ? `The export to ${target} stopped part-way through moving its files in, and the folder could not be put back: ${describeError(cause)}`
        : `The new set is in place in ${target}, but the export could not be completed: ${describeError(cause)}`,
      { cause },
    );
  }
}

/** A commit left unfinished, as the export's outcome, saying so with its cause; null for any other error. */
export const unfinishedOutcome = (error: unknown): ExportOutcome | null =>
  error instanceof CommitUnfinished
    ? {
        ok: false,
        problems: [
          problemAt({ file: error.target }, error.partly ? 'export-commit-interrupted' : 'export-commit-unfinished', {
            target: error.target,
            reason: describeError(error.cause),
          }),
        ],
      }
    : null;
