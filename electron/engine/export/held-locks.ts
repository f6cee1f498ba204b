import { readFileSync, realpathSync, unlinkSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
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
 * Windows refuses to delete; a drive's fault), by token: their path, and the heartbeats since. Another
 * process on this machine judges the lock by whether this process runs, so such a lock refused every
 * other export until the app quit: its removal is tried again at each heartbeat until it goes, or names
 * another holder. It is touched meanwhile, as held ones are: untouched, another export on this machine
 * called this process paused or hung after ten minutes. After UNRELEASED_BEATS it is given up (left to
 * the exit): a lock that can never be removed, kept fresh, would keep other machines out for good.
 */
const unreleased = new Map<string, { path: string; beats: number }>();

/** Heartbeats a lock let go is still touched and tried for: ten minutes, then it is left alone. */
const UNRELEASED_BEATS = 10;

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

/** Each lock's turn (inTurn), by turnKey: the last work on it queued. */
const turns = new Map<string, Promise<unknown>>();

/**
 * The lock at `path` as one key however its folder is spelt (a link to it, another case where names
 * ignore it): its folder's real path, then its name; the path as given where that cannot be told.
 */
function turnKey(path: string): string {
  let key: string;
  try {
    key = join(realpathSync.native(dirname(path)), basename(path));
  } catch {
    key = path;
  }
  return process.platform === 'win32' || process.platform === 'darwin' ? key.toLowerCase() : key;
}

/**
 * Runs `work` on the lock at `path` once this process's earlier work on it has ended, or once
 * `waitAtMostMs` passed: a removal of a lock let go and this process taking the folder again do not
 * interleave (the removal's rename aside would leave the name free for an instant, and the lock just
 * taken seem lost), and a removal whose read never returns (a share that hangs) holds up a take only
 * so long, which then goes as it would alone.
 */
export function inTurn<T>(path: string, work: () => Promise<T>, waitAtMostMs = Infinity): Promise<T> {
  const key = turnKey(path);
  const before = turns.get(key) ?? Promise.resolve();
  const waited =
    waitAtMostMs === Infinity
      ? before
      : new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, waitAtMostMs);
          void before.then(() => (clearTimeout(timer), resolve()));
        });
  const done = waited.then(work);
  const settled = done.catch(() => undefined);
  turns.set(key, settled);
  void settled.then(() => turns.get(key) === settled && turns.delete(key));
  return done;
}

let heartbeat: NodeJS.Timeout | null = null;

/** Locks let go still tried for (not given up: UNRELEASED_BEATS). */
const triedFor = (): [string, { path: string; beats: number }][] =>
  [...unreleased].filter(([, { beats }]) => beats < UNRELEASED_BEATS);

/**
 * Touches every lock held, or let go and not yet removed, so that none looks abandoned; and tries again
 * to remove the latter.
 */
function beat(): void {
  const now = new Date();
  for (const [token, path] of held) once(token, () => utimes(path, now, now));
  for (const [token, left] of triedFor()) {
    left.beats++;
    once(token, async () => {
      await utimes(left.path, now, now).catch(() => undefined);
      await removeLetGo(left.path, token, []);
    });
  }
  beatWhileNeeded();
}

/** The heartbeat runs while a lock is held, or one let go is still tried for. */
function beatWhileNeeded(): void {
  if (held.size + triedFor().length > 0) heartbeat ??= setInterval(beat, HEARTBEAT_MS).unref();
  else if (heartbeat) {
    clearInterval(heartbeat);
    heartbeat = null;
  }
}

/**
 * Removes the lock at `path` let go under `token` unless it names another holder now, trying again
 * after each pause of `retries`; one still there is left to the heartbeat (unreleased). It is removed
 * only if still the very file read (removeIfStill), in its turn (inTurn).
 */
async function removeLetGo(path: string, token: string, retries: readonly number[]): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      await inTurn(path, async () => {
        const found = await readLock(path);
        if (found?.holder?.token === token) await removeIfStill(path, found);
      });
      unreleased.delete(token);
      break;
    } catch {
      if (attempt === retries.length) {
        if (!unreleased.has(token)) unreleased.set(token, { path, beats: 0 });
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
  const left = [...unreleased].map(([token, { path }]) => [token, path] as const);
  for (const [token, path] of [...held, ...left]) {
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
