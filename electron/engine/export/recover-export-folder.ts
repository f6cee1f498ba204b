import type { Dirent } from 'node:fs';
import { readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { problemAt, type Problem } from '../../../shared/problems';
import { readJournal } from './commit-journal';
import { ExportFolderLocked, LOCK_NAME, lockExportFolder, type HeldLock } from './export-folder-lock';
import { finishCommit, undoCommit } from './folder-commit';
import { isAbandonedStaging } from './staging-folders';

/**
 * Repairs what exports that died (killed, crashed, the power gone) left in `target`, taking its lock
 * for the time (the app's start, before any export). It never waits: a folder a live export holds is
 * left to that export, which repairs it as it begins. A dead export's lock is taken over and goes.
 */
export async function recoverExportFolder(target: string): Promise<Problem[]> {
  const entries = await readdir(target, { withFileTypes: true }).catch(() => []);
  const left = entries.some(({ name }) => name.startsWith(LOCK_NAME) || isAbandonedStaging(target, name));
  if (!left) return []; // nothing to repair: a folder that cannot be written is not written to
  let lock: HeldLock;
  try {
    lock = await lockExportFolder(target);
  } catch (error) {
    if (error instanceof ExportFolderLocked) return [];
    throw error;
  }
  try {
    return await recoverLockedFolder(target, entries);
  } finally {
    await lock.release();
  }
}

/**
 * What recoverExportFolder does, for an export that holds `target`'s lock: a commit that had begun is
 * finished from its staging folder (every file in it was staged and checked before the commit
 * began), or undone where it cannot be finished; then the staging folder goes. A staging folder
 * without a journal is removed: its export had not changed the folder yet. Only folders named as this
 * exporter names them, and not of this process's running exports, are touched (isAbandonedStaging).
 * Returns what it did, for the person.
 */
export async function recoverLockedFolder(target: string, found?: Dirent[]): Promise<Problem[]> {
  const entries = found ?? (await readdir(target, { withFileTypes: true }).catch(() => []));
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
