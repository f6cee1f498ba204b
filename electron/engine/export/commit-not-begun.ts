import { describeError } from '../../../shared/describe-error';
import type { ExportOutcome } from '../../../shared/export-types';
import { problemAt } from '../../../shared/problems';

/**
 * A commit that could not begin: its journal, which says what it moves in and which stuck commits of
 * its project it replaces, could not be written into its staging folder. This export changed nothing in
 * the export folder (its repair, as it began, may have); the staging folder goes with the export's discard.
 */
export class CommitNotBegun extends Error {
  override name = 'CommitNotBegun';

  constructor(
    readonly target: string,
    readonly staging: string,
    cause: unknown,
  ) {
    super(`The export to ${target} could not write its commit's journal in ${staging}: ${describeError(cause)}`, {
      cause,
    });
  }
}

/**
 * A commit that never began, as the export's outcome; null for any other error. `repaired`: the repair as
 * the export began did something in the folder (told beside it), so the folder is not said to be unchanged.
 */
export const notBegunOutcome = (error: unknown, repaired = false): ExportOutcome | null =>
  error instanceof CommitNotBegun
    ? {
        ok: false,
        problems: [
          problemAt({ file: error.target }, 'export-commit-not-begun', {
            target: error.target,
            reason: describeError(error.cause),
            repaired,
          }),
        ],
      }
    : null;
