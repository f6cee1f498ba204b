import { copyFile, link, rename, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { describeError } from '../../../shared/describe-error';
import type { CommitJournal } from './commit-journal';
import { flushFolder } from './durable-files';
import { MANIFEST_NAME } from './export-manifest';
import { fileIdentity } from './file-identity';
import { limitConcurrency } from '../limit-concurrency';
import { pathExists } from '../path-exists';
import { namingFile } from '../naming-file';
import { takeModeOf } from '../replaced-file-mode';

/** Where a staging folder keeps the new files until they move in, and links to the files they replace. */
export const incomingOf = (staging: string): string => join(staging, 'new');
export const keptOf = (staging: string): string => join(staging, 'old');

/** Files moved in at once: as many as are written at once (write-folder-safely's FILES_AT_ONCE). */
const MOVES_AT_ONCE = 16;

const errorCode = (error: unknown): string | undefined => (error as NodeJS.ErrnoException).code;

/** Keeps the file at `live` as `kept` for an undo: a hard link (no copy), or a copy where links are not supported. */
async function keep(live: string, kept: string): Promise<void> {
  try {
    await link(live, kept);
  } catch (error) {
    const code = errorCode(error);
    if (code === 'ENOENT') return; // nothing there to keep: the new file is new
    if (code !== 'EPERM' && code !== 'ENOTSUP' && code !== 'EMLINK' && code !== 'EXDEV') throw error;
    await copyFile(live, kept);
  }
}

/**
 * Moves one staged file in: the file it replaces is kept first, then the new one is renamed over it,
 * so the name is never missing. Does nothing for a file already moved (an earlier run of this commit).
 */
async function moveIn(target: string, staging: string, name: string): Promise<void> {
  const staged = join(incomingOf(staging), name);
  if (!(await pathExists(staged))) return;
  const kept = join(keptOf(staging), name);
  if (!(await pathExists(kept))) await keep(join(target, name), kept);
  await takeModeOf(join(target, name), staged);
  // A refusal at the rename (a file there the system will not let be replaced) is about the file in the
  // target: the staged one's name means nothing to the person, and is gone once the export is undone.
  await rename(staged, join(target, name)).catch((error: unknown) => {
    throw namingFile(error, join(target, name), (named) => named === staged);
  });
}

/**
 * Carries out (or, after a crash, finishes) the commit `journal` describes, from what `staging`
 * still holds. Every step can be repeated, so a commit killed anywhere is finished by running this
 * again. The index everything hangs on moves in only after every part it lists is in place; the
 * files the previous index listed and the new one does not are removed only after that; the manifest
 * comes last. At no moment does the folder's index list a file that is not there, nor, the folder
 * flushed after the parts and after the index, after a power cut.
 */
export async function finishCommit(target: string, staging: string, journal: CommitJournal): Promise<CommitEnd> {
  // The parts at once (each move is whole by itself, and recovery finishes or undoes any of them):
  // one after the other, four calls each, 21 parts took ~50 ms (under load) while every worker waited.
  const moves = limitConcurrency(MOVES_AT_ONCE);
  const moved = await Promise.allSettled(journal.parts.map((name) => moves(() => moveIn(target, staging, name))));
  const failed = moved.find((move) => move.status === 'rejected');
  if (failed) throw failed.reason;
  await flushFolder(target); // the parts' names on disk before an index lists them
  await moveIn(target, staging, journal.index);
  await flushFolder(target);
  const end: CommitEnd = { removed: [], changed: [], notRemoved: [] };
  for (const { name, identity } of journal.stale) {
    // Only the very file the last export wrote goes: one changed, replaced or made since is the person's.
    const path = join(target, name);
    const now = await fileIdentity(path);
    if (now === null) continue;
    if (now !== identity) {
      end.changed.push(name);
      continue;
    }
    // Refused (a file made immutable, or held open on Windows), it stays, listed by no index: the
    // report says so, never that it went. Gone already is as good as removed.
    const refused = await unlink(path).then(
      () => null,
      (error: unknown) => {
        const code = errorCode(error);
        if (code === 'ENOENT') return null;
        if (code === 'EPERM' || code === 'EACCES') return error;
        throw error;
      },
    );
    if (refused === null) end.removed.push(name);
    else end.notRemoved.push({ name, reason: describeError(refused) });
  }
  await moveIn(target, staging, MANIFEST_NAME);
  await flushFolder(target);
  return end;
}

/** What a commit did with the files of the last export that the new one no longer writes. */
export interface CommitEnd {
  removed: string[];
  /** Files with such a name that are no longer the ones the last export wrote: left in place. */
  changed: string[];
  /** Files the last export wrote that could not be removed (the system refused), and why. */
  notRemoved: { name: string; reason: string }[];
}

/**
 * Puts back what a commit moved in before its index did: each moved file's predecessor returns (or
 * the file goes, where it was new). Returns false, changing nothing, once the new index is in: from
 * then on the commit can only be finished.
 */
export async function undoCommit(target: string, staging: string, journal: CommitJournal): Promise<boolean> {
  if (!(await pathExists(join(incomingOf(staging), journal.index)))) return false;
  for (const name of [...journal.parts].reverse()) {
    if (await pathExists(join(incomingOf(staging), name))) continue; // never moved in
    const kept = join(keptOf(staging), name);
    if (await pathExists(kept)) await rename(kept, join(target, name));
    else await unlink(join(target, name));
  }
  return true;
}
