import { createWriteStream } from 'node:fs';
import { mkdir, open, rm, rmdir } from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';
import { Readable, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { problemAt, type Problem } from '../../../shared/problems';
import { describeError } from '../../../shared/describe-error';
import { limitConcurrency } from '../limit-concurrency';
import { makeFolderPath } from './make-folder-path';
import { namingFile } from '../naming-file';
import { writeJournal, type CommitJournal } from './commit-journal';
import { CommitNotBegun } from './commit-not-begun';
import { planCommit, type CommitOptions } from './commit-plan';
import { CommitUnfinished } from './commit-unfinished';
import { flushFile, flushFolder } from './durable-files';
import { exportFolderRefusal } from './export-folder-refusal';
import { ExportFolderGone, ExportFolderLocked, lockExportFolder, type HeldLock } from './export-folder-lock';
import { MANIFEST_NAME, manifestBytes } from './export-manifest';
import { fileIdentity } from './file-identity';
import { folderRobotsTxtRefusal, robotsTxtToWrite } from './folder-robots-txt';
import { finishCommit, incomingOf, keptOf, undoCommit, type CommitEnd } from './folder-commit';
import { namesInTheWay, NamesInTheWay } from './names-in-the-way';
import { dropReplaced, recoverLockedFolder } from './recover-export-folder';
import { keptForOtherSetsNotes, overwrittenNames, sharedNotes } from './shared-names';
import { makeStagingFolder, releaseStagingFolder } from './staging-folders';

export type { CommitOptions } from './commit-plan';

export interface StagingOptions {
  /** Opens a file for writing; injected so tests can make the disk fail. */
  openWrite?: (path: string) => Writable;
  signal?: AbortSignal;
}

/** Read back in pieces this size: a file-sized buffer per file would add up to the whole export in memory. */
const READ_BACK_CHUNK = 256 * 1024;

/**
 * Files written and read back at once. Each holds a file open; a thousand at once ran out of file
 * handles (EMFILE) under the usual limit of 1,024, and more at once does not make a disk faster.
 */
const FILES_AT_ONCE = 16;

/** What `write` gives, once it has written the file at `path` and that file is flushed. */
async function flushedAfter<T>(path: string, write: (path: string) => Promise<T>): Promise<T> {
  const written = await write(path);
  await flushFile(path);
  return written;
}

/** Whether the file at `path` holds exactly `bytes`, compared as it is read back. */
async function holdsExactly(path: string, bytes: Uint8Array): Promise<boolean> {
  const file = await open(path, 'r');
  try {
    if ((await file.stat()).size !== bytes.length) return false;
    const chunk = Buffer.allocUnsafe(Math.min(READ_BACK_CHUNK, bytes.length));
    const expected = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    for (let at = 0; at < bytes.length;) {
      const { bytesRead } = await file.read(chunk, 0, Math.min(chunk.length, bytes.length - at), at);
      if (bytesRead === 0 || !chunk.subarray(0, bytesRead).equals(expected.subarray(at, at + bytesRead))) return false;
      at += bytesRead;
    }
    return true;
  } finally {
    await file.close();
  }
}

/** The system errors of a write that are about the disk written to, not the path (asInTarget). */
const DISK_FAILURES: ReadonlySet<string> = new Set(['ENOSPC', 'EDQUOT', 'EFBIG', 'EIO']);

/**
 * Writes a set of files into `target` all or nothing. Each file is written into a hidden staging
 * folder inside the target (the same file system, so moves are renames, and only the target need be
 * writable) as soon as it is ready, and read back there to check that the disk holds exactly its
 * bytes. The folder's lock comes first (`lock`, or the first file), then what dead exports left in
 * the target is repaired (recoverLockedFolder). Only `commit` changes the target, crash-safely
 * (finishCommit): a kill at any point leaves an index that lists only files that are there, and the
 * next export or app start finishes the commit. A failure or `discard` before the commit leaves the
 * folder exactly as it was. The lock is let go when the commit or `discard` ends.
 */
export class StagedFolder {
  private staging: Promise<string> | null = null;
  private locking: Promise<HeldLock> | null = null;
  /** The first folder made for the target (the target or a parent), removed again if nothing is committed. */
  private created: string | undefined;
  /** What the repair as this export began (recoverLockedFolder) did in the folder: told however the export ends. */
  private readonly repairNotes: Problem[] = [];
  /** What the export found to say of the folder's own files (its robots.txt kept): told with the commit. */
  private readonly foundNotes: Problem[] = [];
  /** The robots.txt staged is the folder's own, its lines kept (robotsTxtToWrite): the manifest says so. */
  private keptRobotsTxt = false;
  /** Each file written, with its identity (fileIdentity; null: none) taken as it was staged, not at the commit. */
  private readonly written = new Map<string, string | null>();
  private readonly inFlight = new Set<Promise<unknown>>();
  private readonly limit = limitConcurrency(FILES_AT_ONCE);
  /** Set once commit or discard begins: no file may be written after (it could make a folder nobody removes). */
  private closed = false;

  constructor(
    /** The export folder. */
    readonly target: string,
    private readonly options: StagingOptions = {},
  ) {}

  /**
   * Takes the target's lock for this export (made if need be), before anything is built: throws
   * ExportFolderLocked at once when another export holds it. The first file takes it otherwise.
   */
  async lock(): Promise<void> {
    this.locking ??= (async () => {
      this.created = await makeFolderPath(this.target).catch(async (error: unknown) => {
        throw await exportFolderRefusal(error, this.target);
      });
      return lockExportFolder(this.target);
    })();
    await this.locking;
  }

  /** Writes one file into the staging folder and reads it back; rejects unless the disk has exactly `bytes`. */
  write(name: string, bytes: Uint8Array): Promise<void> {
    return this.writeWith(name, (path) => this.writeAt(path, name, bytes));
  }

  /**
   * Stages a file that `write` writes at the path it is given and reads back itself (a worker thread):
   * it counts as written once `write` resolves and the file is flushed here, under the same rules as
   * `write` (bounded at once, none after the export ended, waited for before a commit or a discard).
   * Every staged file is flushed here, on libuv's threads, so no thread that builds files waits for
   * the disk (durable-files.ts). Once `halted` is aborted (its build stopped), a file whose turn had not
   * come ends at its turn, the folder's lock not read for it: a build that stopped with 50,000 files
   * waiting their turns (one URL a file) read the lock 50,000 times before it could say why.
   */
  writeWith<T>(name: string, write: (path: string) => Promise<T>, halted?: AbortSignal): Promise<T> {
    if (this.closed) return Promise.reject(new Error(`${name} came after the export had ended.`));
    const stopped = (): void => {
      this.options.signal?.throwIfAborted();
      halted?.throwIfAborted();
    };
    const work = this.limit(async () => {
      stopped();
      const incoming = incomingOf(await this.ready());
      stopped(); // the build may have stopped while the staging folder was being made (the first files)
      const path = join(incoming, name);
      // A lock lost meanwhile (taken over, or taken in removeIfStill's window) is told at the next file,
      // not after the whole build. Looked at beside the write, which never waits for it.
      const checked = this.checkLock();
      checked.catch(() => undefined); // a failed write is the failure told (lostLock tells the lock's part)
      const written = await flushedAfter(path, write).catch((error: unknown) => {
        throw this.asInTarget(error, path, name);
      });
      await checked;
      this.written.set(name, await fileIdentity(path));
      return written;
    });
    this.inFlight.add(work);
    const settle = (): void => void this.inFlight.delete(work);
    work.then(settle, settle);
    return work;
  }

  /**
   * Moves every written file into the target, with the manifest; undoes every move if one fails.
   * Returns what the person should know about the folder: an interrupted export repaired, manifest
   * entries left alone.
   */
  async commit(options: CommitOptions): Promise<Problem[]> {
    await Promise.all(this.inFlight);
    this.closed = true;
    const staging = await this.ready();
    const missing = options.names.find((name) => !this.written.has(name));
    if (missing !== undefined) throw new Error(`${missing} was never written to the staging folder.`);
    // Every staged file is flushed as written; their names too, before the journal says the commit began.
    await flushFolder(incomingOf(staging));
    this.options.signal?.throwIfAborted();
    const plan = await planCommit(
      this.target,
      { ...options, keptRobotsTxt: this.keptRobotsTxt },
      this.identitiesOf(options.names),
    );
    await this.writeAndReadBack(MANIFEST_NAME, manifestBytes(plan.manifest));
    await flushFolder(incomingOf(staging)); // the manifest's name
    this.options.signal?.throwIfAborted();

    const journal: CommitJournal = {
      format: 'sitemap-studio-commit',
      version: 1,
      parts: options.names.filter((name) => name !== options.index),
      index: options.index,
      stale: plan.stale,
      generation: plan.generation,
      projectId: options.projectId,
      supersedes: plan.older.map((commit) => basename(commit.staging)),
    };
    // A name of the set held by a folder would stop the commit part-way, and every later one with it.
    // Looked at again, not taken from the plan's look (unlisted): the last look before anything moves,
    // after the manifest's flush, and a set's names cost one lstat each, all at once.
    const taken = await namesInTheWay(this.target, [...options.names, MANIFEST_NAME]);
    if (taken.length > 0) throw new NamesInTheWay(this.target, taken);
    // The first change to the folder: still this export's alone (not taken over as stale, not removed by hand)?
    await this.checkLock();
    // The journal names the commits this one replaces before anything moves: without it, it must not begin.
    await writeJournal(staging, journal).catch((error: unknown) => {
      throw new CommitNotBegun(this.target, staging, error);
    });
    let end: CommitEnd;
    try {
      end = await finishCommit(this.target, staging, journal);
    } catch (error) {
      // Undone, the folder is as it was (and replaced nothing); if not, the staging folder stays for
      // recovery to finish (the export's own discard, as it fails, must not remove it: its journal is
      // how the commit ends, and which stuck ones it replaces once finished).
      const undone = await undoCommit(this.target, staging, journal).catch(() => null);
      if (undone) await this.discard();
      else this.keepStaging(staging);
      // Its index in, the new set is live: the person is told so, and that the repair completes it;
      // not put back, the folder may hold part of it: told so too (the repair finishes or undoes it).
      if (undone) throw error;
      throw new CommitUnfinished(this.target, error, undone === null);
    }
    this.created = undefined; // the folder is the export's now
    // The stuck commits are replaced now: told so, instead of as kept for a repair.
    const replaced = await dropReplaced(this.target, journal, plan.older);
    const told = [...this.repairNotes, ...this.foundNotes, ...plan.manifestNotes].filter(
      (note) => note.code !== 'export-interrupted-stuck' || !replaced.dropped.includes(note.place.file ?? ''),
    );
    // A journal of theirs that would not go keeps this one's, which drops them at the next repair.
    if (replaced.kept) this.keepStaging(staging);
    // The set is in place: a staging folder that will not go (a file held open by a scanner) is a note, not a failure.
    await this.discard().catch((error: unknown) =>
      told.push(problemAt({ file: this.target }, 'export-staging-left', { staging, reason: describeError(error) })),
    );
    // What the replaced commits had moved in and this set does not use is gone too (found changed by
    // this commit where the last export's manifest listed such a name).
    const removed = [...end.removed, ...replaced.removed];
    const kept = [...end.changed, ...(await this.present(plan.unproven))].filter((name) => !removed.includes(name));
    const shared = await overwrittenNames(this.target, plan.sharing, (name) => this.written.get(name));
    return [
      ...told,
      ...replaced.notes,
      ...staleNotes(this.target, removed, kept, end.notRemoved),
      ...keptForOtherSetsNotes(this.target, plan.keptForOthers),
      ...sharedNotes(this.target, shared),
      ...(plan.unlisted.length > 0
        ? [problemAt({ file: this.target }, 'export-replaced-unlisted', { names: plan.unlisted })]
        : []),
    ];
  }

  /** Leaves the staging folder (its journal) for the repair: the discard that lets the lock go keeps it. */
  private keepStaging(staging: string): void {
    releaseStagingFolder(staging);
    this.staging = null;
  }

  /**
   * Each staged file's identity, in the order of `names`: after the rename into the folder it is the
   * same file. Taken as each was staged (nothing changes a staged file), so the commit, which every
   * worker waits for at the export's end, does not stat them all again.
   */
  private identitiesOf(names: readonly string[]): Record<string, string> {
    const identities = Object.create(null) as Record<string, string>; // a file may be called __proto__
    for (const name of names) {
      const identity = this.written.get(name);
      if (identity) identities[name] = identity;
    }
    return identities;
  }

  /** The names that are in the folder now. */
  private async present(names: readonly string[]): Promise<string[]> {
    const found = await Promise.all(names.map((name) => fileIdentity(join(this.target, name))));
    return names.filter((_, at) => found[at] !== null);
  }

  /**
   * Throws ExportFolderLocked, naming its new holder, when this export's lock is no longer its own;
   * ExportFolderGone when its folder is no longer there.
   */
  private async checkLock(): Promise<void> {
    await (await this.locking)?.check();
  }

  /**
   * Whether this export has lost its folder's lock (ExportFolderLocked, naming the new holder) or the
   * folder itself (ExportFolderGone), asked as it fails: the new holder removes this export's staging
   * folder as a dead one's, and the failures either causes (a file not found) are not what the person
   * should be told. Null while the lock is its own.
   */
  async lostLock(): Promise<ExportFolderLocked | ExportFolderGone | null> {
    return this.checkLock().then(
      () => null,
      (error: unknown) => (error instanceof ExportFolderLocked || error instanceof ExportFolderGone ? error : null),
    );
  }

  /**
   * The robots.txt this export of `projectId` writes here (its index's Sitemap: line added): the
   * folder's own, its lines kept, or `projectText` (robotsTxtToWrite); a note for the commit's report
   * where the folder's was kept over a project's with other rules. Asked after the repair of an
   * export left unfinished (which may change it), before the files are built.
   */
  async robotsTxtToWrite(
    projectId: string,
    projectText: string | null,
  ): Promise<{ text: string | null; replaces: string | null } | { refused: Problem }> {
    await this.ready(); // after the repair of an export left unfinished, which may change it
    const found = await robotsTxtToWrite(this.target, projectId, projectText);
    if ('refused' in found) return found;
    if (found.note) this.foundNotes.push(found.note);
    this.keptRobotsTxt = found.kept;
    return { text: found.text, replaces: found.replaces };
  }

  /** The problem the folder's robots.txt will refuse this export of `projectId` with (folderRobotsTxtRefusal), asked before the work. */
  async robotsTxtRefusal(projectId: string): Promise<Problem | null> {
    await this.ready(); // after the repair of an export left unfinished, which may change it
    return folderRobotsTxtRefusal(this.target, projectId);
  }

  /**
   * What the repair as this export began did in the folder (an interrupted export finished, undone,
   * replaced or stuck): a failed export tells it beside its failure, as the folder may have changed.
   */
  get repaired(): readonly Problem[] {
    return this.repairNotes;
  }

  /** Removes the staging folder and all it holds, once the writes under way have ended. */
  async discard(): Promise<void> {
    this.closed = true;
    await Promise.allSettled(this.inFlight);
    const folder = await this.staging?.catch(() => null);
    this.staging = null;
    try {
      if (folder) {
        await rm(folder, { recursive: true, force: true });
        releaseStagingFolder(folder);
      }
    } finally {
      // Let go however the removal went: a lock kept would refuse every later export into the folder.
      const lock = await this.locking?.catch(() => null);
      this.locking = null;
      await lock?.release();
    }
    await this.removeCreatedFolders();
  }

  private async writeAndReadBack(name: string, bytes: Uint8Array): Promise<void> {
    this.options.signal?.throwIfAborted();
    const path = join(incomingOf(await this.ready()), name);
    await flushedAfter(path, (at) => this.writeAt(at, name, bytes)).catch((error: unknown) => {
      throw this.asInTarget(error, path, name);
    });
  }

  /**
   * A failure of the disk the file staged at `staged` was written to (full, a file too large, a
   * fault), told as about the file `name` in the target: the staging folder is the app's own, never
   * named by the person, and on the target's disk (`the disk of /out/sitemap-1.xml.gz is full`, not
   * of a hidden folder in it). Any other error (the staging folder gone: ENOENT) names what it names.
   */
  private asInTarget(error: unknown, staged: string, name: string): unknown {
    if (!DISK_FAILURES.has((error as NodeJS.ErrnoException | null)?.code ?? '')) return error;
    return namingFile(error, join(this.target, name), (named) => named === staged);
  }

  private async writeAt(path: string, name: string, bytes: Uint8Array): Promise<void> {
    const openWrite = this.options.openWrite ?? ((file: string) => createWriteStream(file));
    await pipeline(Readable.from([bytes]), openWrite(path)).catch((error: unknown) => {
      throw namingFile(error, path);
    });
    if (!(await holdsExactly(path, bytes))) throw new Error(`${name} was not written as built.`);
  }

  /** The staging folder, made on the first write (so an export that writes nothing makes nothing). */
  private ready(): Promise<string> {
    this.staging ??= (async () => {
      await this.lock();
      this.repairNotes.push(...(await recoverLockedFolder(this.target)));
      const folder = await makeStagingFolder(this.target);
      try {
        await mkdir(incomingOf(folder));
        await mkdir(keptOf(folder));
      } catch (error) {
        // Out of inodes or refused at its first folders: the staging folder goes again, not left behind.
        await rm(folder, { recursive: true, force: true }).catch(() => undefined);
        throw error;
      }
      return folder;
    })();
    return this.staging;
  }

  /**
   * The folders made for the target, when nothing was committed: emptied, they go again (rmdir never
   * removes a full one), from the target up to the first made (`created`, absolute). Walked from the
   * target as given ("out/", relative), no folder matched it, and every empty folder above went too.
   */
  private async removeCreatedFolders(): Promise<void> {
    if (this.created === undefined) return;
    for (let folder = resolve(this.target); ; folder = dirname(folder)) {
      const removed = await rmdir(folder).then(
        () => true,
        () => false,
      );
      if (!removed || folder === this.created || dirname(folder) === folder) break;
    }
    this.created = undefined;
  }
}

/** What the commit did with the last export's files that the new one no longer writes, for the report. */
function staleNotes(
  target: string,
  removed: readonly string[],
  left: readonly string[],
  notRemoved: CommitEnd['notRemoved'],
): Problem[] {
  const notes: Problem[] = [];
  if (removed.length > 0) notes.push(problemAt({ file: target }, 'export-stale-removed', { names: removed }));
  if (left.length > 0) notes.push(problemAt({ file: target }, 'export-stale-left', { names: left }));
  if (notRemoved.length > 0) {
    const names = notRemoved.map(({ name }) => name);
    notes.push(problemAt({ file: target }, 'export-stale-not-removed', { names, reason: notRemoved[0]!.reason }));
  }
  return notes;
}
