import { describeError } from '../../../shared/describe-error';
import type { ExportOutcome } from '../../../shared/export-types';
import { problemAt } from '../../../shared/problems';
import { notBegunOutcome } from './commit-not-begun';
import { unfinishedOutcome } from './commit-unfinished';
import { folderLostOutcome } from './folder-lost-problem';
import { inTheWayOutcome } from './names-in-the-way';
import type { StagedFolder } from './write-folder-safely';

/**
 * Discards the staging of an export that failed with `error`, and returns the outcome that tells the
 * person what it means for the folder: another export holds it (refused this one, or took the folder
 * meanwhile: a lost lock is the failure to tell, not what it caused, as its new holder removes the
 * staging folder) or it went away while it was written, the new set is in and the rest of its commit is left to the repair, or the commit
 * could not begin (its journal not written: this export moved nothing in). What the repair as it began
 * did in the folder comes first (StagedFolder.repaired): it changed the folder however the export
 * ended, so it is told for any other failure too: a cancel (`signal` aborted) as a cancelled outcome
 * holding those notes, any other error as an outcome with its reason after them (export-failed). Null
 * for any other failure where nothing was repaired, which is thrown as it is.
 */
export async function discardFailed(
  staging: StagedFolder,
  error: unknown,
  signal?: AbortSignal,
): Promise<ExportOutcome | null> {
  const lost = await staging.lostLock(); // before the discard lets the lock go
  await staging.discard();
  const repaired = staging.repaired;
  const outcome =
    folderLostOutcome(error) ??
    folderLostOutcome(lost) ??
    unfinishedOutcome(error) ??
    inTheWayOutcome(error) ??
    notBegunOutcome(error, repaired.length > 0);
  if (outcome) return outcome.ok ? outcome : { ...outcome, problems: [...repaired, ...outcome.problems] };
  if (repaired.length === 0) return null;
  // This export's own files never moved in (or were put back); the repair's notes would be lost with a throw.
  if (signal?.aborted) return { ok: false, cancelled: true, problems: [...repaired] };
  const failed = problemAt({ file: staging.target }, 'export-failed', { reason: describeError(error) });
  return { ok: false, problems: [...repaired, failed] };
}
