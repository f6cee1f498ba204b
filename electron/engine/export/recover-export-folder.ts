import { readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { problemAt, type Problem } from '../../../shared/problems';
import { readJournal } from './commit-journal';
import { finishCommit, undoCommit } from './folder-commit';
import { isAbandonedStaging } from './staging-folders';

/**
 * Repairs what exports that died (killed, crashed, the power gone) left in `target`: a commit that
 * had begun is finished from its staging folder (every file in it was staged and checked before the
 * commit began), or undone where it cannot be finished; then the staging folder goes. A staging
 * folder without a journal is removed: its export had not changed the folder yet. Only folders named
 * as this exporter names them, of runs no longer alive, are touched. Returns what it did, for the person.
 */
export async function recoverExportFolder(target: string): Promise<Problem[]> {
  const entries = await readdir(target, { withFileTypes: true }).catch(() => []);
  const notes: Problem[] = [];
  for (const entry of entries) {
    if (!entry.isDirectory() || !isAbandonedStaging(target, entry.name)) continue;
    const staging = join(target, entry.name);
    const journal = await readJournal(staging);
    if (journal) {
      try {
        await finishCommit(target, staging, journal);
        notes.push(problemAt({ file: target }, 'export-interrupted-finished', { target }));
      } catch (error) {
        const undone = await undoCommit(target, staging, journal).catch(() => false);
        if (!undone) {
          // Its files stay where they are, for the next attempt; the folder's index lists only files that are there.
          const reason = (error as Error).message;
          notes.push(problemAt({ file: staging }, 'export-interrupted-stuck', { target, reason, staging }));
          continue;
        }
        notes.push(problemAt({ file: target }, 'export-interrupted-undone', { target }));
      }
    }
    await rm(staging, { recursive: true, force: true });
  }
  return notes;
}
