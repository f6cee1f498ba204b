import type { Dirent } from 'node:fs';
import { readdir, rm } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { problemAt, type Problem } from '../../../shared/problems';
import { describeError } from '../../../shared/describe-error';
import { readJournal, removeJournal, type CommitJournal } from './commit-journal';
import { ExportFolderLocked, LOCK_NAME, lockExportFolder, type HeldLock } from './export-folder-lock';
import { emptyManifest, readManifest } from './export-manifest';
import { finishCommit, incomingOf, undoCommit } from './folder-commit';
import { keepOtherProjects } from './keep-other-projects';
import { isAbandonedStaging } from './staging-folders';
import { writesIndex } from './same-files';
import { removeSupersededFiles } from './superseded-files';

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

/**
 * The project whose commit `left` is (CommitJournal.projectId). An older build's journal does not say:
 * its staged manifest does, as the one entry listing exactly the commit's files (null where none or
 * several do, or the manifest has moved in already: such a commit is repaired as before, never dropped).
 */
export async function projectOf({ staging, journal }: LeftCommit): Promise<string | null> {
  if (journal.projectId !== undefined) return journal.projectId;
  const names = new Set([...journal.parts, journal.index]);
  const { manifest } = await readManifest(incomingOf(staging)).catch(() => ({ manifest: emptyManifest() }));
  const matching = Object.entries(manifest.projects).filter(
    ([, { files }]) => files.length === names.size && files.every((name) => names.has(name)),
  );
  return matching.length === 1 ? matching[0]![0] : null;
}

/** A commit let go: the note, whether its journal is still there (it could not be removed), what of it was removed. */
interface Dropped {
  note: Problem;
  journalKept: boolean;
  removed: string[];
}

/**
 * Lets go of a commit a later one replaced (CommitJournal.supersedes: one of its project, or one that
 * writes its index under another id): neither finished nor undone (either would move its files
 * over the later set). The files it had moved in that the later set does not use go first
 * (removeSupersededFiles), while its journal still tells which they are; then its journal and staging
 * folder. One that will not go keeps its journal, for the next repair.
 */
async function dropSuperseded(target: string, commit: LeftCommit, replacing: CommitJournal): Promise<Dropped> {
  const { staging, journal } = commit;
  const project = await projectOf(commit);
  const sameProject = project !== null && project === replacing.projectId;
  let journalKept = true;
  const removed: string[] = [];
  try {
    await removeSupersededFiles(target, staging, journal, project, replacing, removed);
    await removeJournal(staging); // first: a folder a held file keeps is never replayed
    journalKept = false;
    await rm(staging, { recursive: true, force: true });
    const note = problemAt({ file: target }, 'export-interrupted-superseded', { target, left: null, sameProject });
    return { note, journalKept, removed };
  } catch (error) {
    const left = { staging, reason: describeError(error) };
    return {
      note: problemAt({ file: staging }, 'export-interrupted-superseded', { target, left, sameProject }),
      journalKept,
      removed,
    };
  }
}

/**
 * Drops the commits among `commits` that the complete commit `journal` replaced (its `supersedes`).
 * Returns the notes, whether a journal of them stayed (then the replacing commit's journal must stay
 * too, until they are gone, or a later repair would replay them), and the files of theirs removed.
 */
export async function dropReplaced(
  target: string,
  journal: CommitJournal,
  commits: readonly LeftCommit[],
): Promise<{ notes: Problem[]; kept: boolean; dropped: string[]; removed: string[] }> {
  const replaced = new Set(journal.supersedes ?? []);
  const notes: Problem[] = [];
  const dropped: string[] = [];
  const removed: string[] = [];
  let kept = false;
  for (const commit of commits) {
    if (!replaced.has(basename(commit.staging))) continue;
    const done = await dropSuperseded(target, commit, journal);
    notes.push(done.note);
    dropped.push(commit.staging);
    removed.push(...done.removed);
    kept ||= done.journalKept;
  }
  return { notes, kept, dropped, removed };
}

/**
 * What recoverExportFolder does, for an export that holds `target`'s lock: a commit that had begun is
 * finished from its staging folder (every file in it was staged and checked before the commit
 * began), or undone where it cannot be finished; then the staging folder goes. Of several, the newest
 * comes first; once one is finished, the commits it replaced (CommitJournal.supersedes) are dropped,
 * and older ones of the project of a commit left stuck, or whose index it would move in under another
 * id (writesIndex, the rule by which it replaces them once finished), wait behind it. A staging folder
 * without a journal is removed: its export had not changed the folder yet. Only folders named as this exporter names them, and not of this process's running exports, are
 * touched (isAbandonedStaging). Returns what it did, for the person.
 */
export async function recoverLockedFolder(target: string, found?: Dirent[]): Promise<Problem[]> {
  const { commits, bare } = await leftStaging(target, found);
  const notes: Problem[] = [];
  const gone = new Set<string>();
  const stuckAt = new Map<string, number>(); // each project's commit left stuck: its older ones wait
  const stuck: CommitJournal[] = []; // and older ones whose index it would move in (writesIndex)
  for (const commit of commits) {
    const { staging, journal } = commit;
    if (gone.has(staging)) continue;
    const generation = journal.generation ?? 0;
    const project = await projectOf(commit);
    if (project !== null && generation < (stuckAt.get(project) ?? -1)) continue;
    const replacedBy = (later: CommitJournal): boolean =>
      generation < (later.generation ?? 0) && writesIndex([later.index, ...later.parts], journal.index);
    if (stuck.some(replacedBy)) continue;
    const note = await repair(target, staging, journal, project);
    notes.push(note);
    if (note.code === 'export-interrupted-stuck') {
      if (project !== null) stuckAt.set(project, generation);
      stuck.push(journal);
      continue;
    }
    if (note.code === 'export-interrupted-finished') {
      const replaced = await dropReplaced(target, journal, commits);
      notes.push(...replaced.notes);
      for (const dropped of replaced.dropped) gone.add(dropped);
      if (replaced.kept) continue; // its journal stays until theirs are gone
    }
    await rm(staging, { recursive: true, force: true });
  }
  for (const staging of bare) await rm(staging, { recursive: true, force: true });
  return notes;
}

/** Finishes the commit `journal` describes, or undoes it; its staging folder stays only when neither could be done. */
async function repair(
  target: string,
  staging: string,
  journal: CommitJournal,
  project: string | null,
): Promise<Problem> {
  try {
    // Not done, the staged manifest moves in as it is: finishing the commit matters more than another's entry.
    const names = [journal.index, ...journal.parts];
    if (project !== null) await keepOtherProjects(target, incomingOf(staging), project, names).catch(() => undefined);
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
