import { readFileSync, unlinkSync } from 'node:fs';
import { stat, utimes } from 'node:fs/promises';
import { ExportFolderGone, ExportFolderLocked } from './lock-errors';
import { holderIn, readLock, removeIfStill, type LockHolder } from './lock-file';

/**
 * The export folder locks this process holds (export-folder-lock.ts takes them): kept alive by a
 * heartbeat while their exports run, checked before each change to the folder, and removed when let
 * go, however late that removal succeeds.
 */

/** A live holder touches its lock this often, its sign of life where its process cannot be looked at. */
export const HEARTBEAT_MS = 60_000;

/** A lock this process holds: `release` lets it go (once; later calls do nothing). */
export interface HeldLock {
  readonly path: string;
  /**
   * Throws ExportFolderLocked when the lock is no longer this one (removed by hand, taken over), or
   * ExportFolderGone when the folder itself is no longer there.
   */
  check(): Promise<void>;
  release(): Promise<void>;
}

/**
 * The tokens of locks this process holds or is making: a lock naming its own pid is live only with
 * one of these (else a former process with this pid left it). Marked before the lock is made, since
 * another export of this process may read it the moment it is there.
 */
export const ownTokens = new Set<string>();

/** The locks this process holds, path by token. */
const held = new Map<string, string>();

/**
 * Locks let go whose file could not be removed yet (held open by a virus scanner or a backup, which
 * Windows refuses to delete; a drive's fault): path by token. Another process on this machine judges
 * the lock by whether this process runs, so such a lock refused every other export until the app quit:
 * its removal is tried again at each heartbeat until it goes, or names another holder. It is touched
 * meanwhile, as held ones are: untouched, another export on this machine called this process paused
 * or hung after ten minutes.
 */
const unreleased = new Map<string, string>();

/** Tokens whose heartbeat work (a touch, a removal) is still under way: one at a time each, on a share that hangs. */
const underWay = new Set<string>();

/** Pauses before removing a lock let go is tried again at once: a scanner holds a file for an instant. */
const RELEASE_RETRY_MS = [50, 250, 1_000];

const pause = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs `work` for `token` unless its last is still under way. */
function once(token: string, work: () => Promise<unknown>): void {
  if (underWay.has(token)) return;
  underWay.add(token);
  void work()
    .catch(() => undefined)
    .finally(() => underWay.delete(token));
}

let heartbeat: NodeJS.Timeout | null = null;

/**
 * Touches every lock held, or let go and not yet removed, so that none looks abandoned; and tries again
 * to remove the latter.
 */
function beat(): void {
  const now = new Date();
  for (const [token, path] of held) once(token, () => utimes(path, now, now));
  for (const [token, path] of unreleased)
    once(token, async () => {
      await utimes(path, now, now).catch(() => undefined);
      await removeLetGo(path, token, []);
    });
}

/** The heartbeat runs while a lock is held, or one let go is still to be removed. */
function beatWhileNeeded(): void {
  if (held.size + unreleased.size > 0) heartbeat ??= setInterval(beat, HEARTBEAT_MS).unref();
  else if (heartbeat) {
    clearInterval(heartbeat);
    heartbeat = null;
  }
}

/**
 * Removes the lock at `path` let go under `token` unless it names another holder now, trying again
 * after each pause of `retries`; one still there is left to the heartbeat (unreleased). It is removed
 * only if still the very file read (removeIfStill): a lock another export took over meanwhile, in the
 * instant between, is put back.
 */
async function removeLetGo(path: string, token: string, retries: readonly number[]): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      const found = await readLock(path);
      if (found?.holder?.token === token) await removeIfStill(path, found);
      unreleased.delete(token);
      break;
    } catch {
      if (attempt === retries.length) {
        unreleased.set(token, path);
        break;
      }
      await pause(retries[attempt]!);
    }
  }
  beatWhileNeeded();
}

/** Lets go of the lock at `path` if it is still the one with `token` (a lock taken over stays its new holder's). */
async function letGo(path: string, token: string): Promise<void> {
  if (!held.delete(token)) return;
  ownTokens.delete(token);
  await removeLetGo(path, token, RELEASE_RETRY_MS);
}

let exitWatched = false;

/**
 * At exit (an error nobody caught), locks still held, or let go but not yet removed, go: a later export
 * would otherwise be refused until the time limit.
 */
function releaseAllAtExit(): void {
  for (const [token, path] of [...held, ...unreleased]) {
    try {
      if (holderIn(readFileSync(path, 'utf8'))?.token === token) unlinkSync(path);
    } catch {
      // gone already
    }
  }
}

/** Whether `folder` is still a folder at its path. */
const isFolder = (folder: string): Promise<boolean> =>
  stat(folder).then(
    (found) => found.isDirectory(),
    () => false,
  );

/** The lock at `path` in `folder`, just taken, as now held by this process under `holder`'s token. */
export function holdLock(folder: string, path: string, holder: LockHolder): HeldLock {
  if (!exitWatched) process.on('exit', releaseAllAtExit);
  exitWatched = true;
  held.set(holder.token, path);
  beatWhileNeeded();
  return {
    path,
    check: async () => {
      const found = await readLock(path);
      if (found === null && !(await isFolder(folder))) throw new ExportFolderGone(folder);
      if (found?.holder?.token !== holder.token) throw new ExportFolderLocked(folder, found?.holder ?? null);
    },
    release: () => letGo(path, holder.token),
  };
}
