import type { Dirent } from 'node:fs';
import { readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { problemAt, type Problem } from '../../../shared/problems';
import { describeError } from '../../../shared/describe-error';
import { readJournal, removeJournal, type CommitJournal } from './commit-journal';
import { ExportFolderLocked, LOCK_NAME, lockExportFolder, type HeldLock } from './export-folder-lock';
import { MANIFEST_NAME } from './export-manifest';
import { fileIdentity } from './file-identity';
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

/** A commit begun in `staging` that its export did not end: its journal. */
export interface LeftCommit {
  staging: string;
  journal: CommitJournal;
}

/**
 * The staging folders in `target` of exports no longer running (isAbandonedStaging): those whose
 * commit had begun (a journal), the newest commit first, and the bare ones (no journal).
 */
export async function leftStaging(
  target: string,
  found?: Dirent[],
): Promise<{ commits: LeftCommit[]; bare: string[] }> {
  const entries = found ?? (await readdir(target, { withFileTypes: true }).catch(() => []));
  const commits: LeftCommit[] = [];
  const bare: string[] = [];
  for (const entry of entries) {
    if (!entry.isDirectory() || !isAbandonedStaging(target, entry.name)) continue;
    const staging = join(target, entry.name);
    const journal = await readJournal(staging);
    if (journal) commits.push({ staging, journal });
    else bare.push(staging);
  }
  commits.sort((one, other) => (other.journal.generation ?? 0) - (one.journal.generation ?? 0));
  return { commits, bare };
}

/** Whether a later commit has completed over the one `journal` describes (CommitJournal.manifests). */
async function isSuperseded(target: string, journal: CommitJournal): Promise<boolean> {
  if (!journal.manifests) return false; // an older build's journal: it cannot tell
  const now = await fileIdentity(join(target, MANIFEST_NAME));
  return now !== journal.manifests.before && now !== journal.manifests.own;
}

/**
 * Lets go of a commit a later one replaced: neither finished nor undone (either would move its files
 * over the later set), its journal and staging folder go. Returns the note for the person.
 */
export async function dropSuperseded(target: string, staging: string): Promise<Problem> {
  try {
    await removeJournal(staging); // first: a folder a held file keeps is never replayed
    await rm(staging, { recursive: true, force: true });
    return problemAt({ file: target }, 'export-interrupted-superseded', { target, left: null });
  } catch (error) {
    const left = { staging, reason: describeError(error) };
    return problemAt({ file: staging }, 'export-interrupted-superseded', { target, left });
  }
}

/**
 * What recoverExportFolder does, for an export that holds `target`'s lock: a commit that had begun is
 * finished from its staging folder (every file in it was staged and checked before the commit
 * began), or undone where it cannot be finished; then the staging folder goes. Of several, the newest
 * comes first; one a later commit completed over is dropped (dropSuperseded), and ones older than a
 * commit left stuck wait behind it. A staging folder without a journal is removed: its export had not
 * changed the folder yet. Only folders named as this exporter names them, and not of this process's
 * running exports, are touched (isAbandonedStaging). Returns what it did, for the person.
 */
export async function recoverLockedFolder(target: string, found?: Dirent[]): Promise<Problem[]> {
  const { commits, bare } = await leftStaging(target, found);
  const notes: Problem[] = [];
  let stuckAt = -1; // the generation of a commit left stuck: older ones lie under its files, and wait
  for (const { staging, journal } of commits) {
    const generation = journal.generation ?? 0;
    if (await isSuperseded(target, journal)) notes.push(await dropSuperseded(target, staging));
    else if (generation >= stuckAt) {
      const note = await repair(target, staging, journal);
      notes.push(note);
      if (note.code === 'export-interrupted-stuck') stuckAt = generation;
      else await rm(staging, { recursive: true, force: true });
    }
  }
  for (const staging of bare) await rm(staging, { recursive: true, force: true });
  return notes;
}

/** Finishes the commit `journal` describes, or undoes it; its staging folder stays only when neither could be done. */
async function repair(target: string, staging: string, journal: CommitJournal): Promise<Problem> {
  try {
    await finishCommit(target, staging, journal);
    return problemAt({ file: target }, 'export-interrupted-finished', { target });
  } catch (error) {
    if (await undoCommit(target, staging, journal).catch(() => false))
      return problemAt({ file: target }, 'export-interrupted-undone', { target });
    // Its files stay where they are, for the next attempt; the folder's index lists only files that are there.
    const reason = (error as Error).message;
    return problemAt({ file: staging }, 'export-interrupted-stuck', { target, reason, staging });
  }
}
