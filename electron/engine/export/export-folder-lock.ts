import { randomBytes } from 'node:crypto';
import { readFileSync, unlinkSync } from 'node:fs';
import { stat, unlink, utimes } from 'node:fs/promises';
import { join } from 'node:path';
import {
  createWhole,
  errorCode,
  holderIn,
  readLock,
  removeLeftovers,
  type FoundLock,
  type LockHolder,
} from './lock-file';
import { removeDeadGuard, guardOf, takeOver } from './lock-takeover';
import { onThisMachine, ownPlace } from '../machine-identity';
import { canTellIfRunning, isThisProcess, ownStart, stillRunning } from '../process-identity';
import { steadyNow } from '../steady-now';

export type { LockHolder } from './lock-file';

/**
 * One export at a time in a folder. Two exports into one folder at once (two CLI runs, the app and
 * the CLI, two windows) each staged and committed their own set, and the folder could end with parts
 * of both. An export holds this file in its folder from before it stages anything until its commit or
 * failure ends; the lock is hidden (the exporter's names never start with a dot), never in the
 * manifest, and removed when let go.
 */
export const LOCK_NAME = '.sitemap-studio-export.lock';

/** A live holder touches its lock this often, its sign of life where its process cannot be looked at. */
const HEARTBEAT_MS = 60_000;
/**
 * A lock untouched for this long is stale when its holder cannot be looked at for certain: the only
 * test for a holder on another machine (a shared folder), in another pid namespace, or on a system
 * that cannot tell a reused pid. Generous: ten heartbeats.
 */
export const STALE_AFTER_MS = 10 * HEARTBEAT_MS;
/** A lock still empty after this long was left by a process that died between making and writing it. */
const EMPTY_STALE_MS = 10_000;
/**
 * How long a lock being made or taken over by another export (an instant's work) is looked at again
 * before this export gives up on it; then it is refused, naming what it found.
 */
const SETTLE_MS = 2_000;
const LOOK_AGAIN_MS = 20;

/** The folder is another export's now: what the person is told names it and its holder (null: not yet readable). */
export class ExportFolderLocked extends Error {
  override name = 'ExportFolderLocked';

  /**
   * @param quiet its holder runs but has not touched the lock for STALE_AFTER_MS (stopped with Ctrl-Z,
   * or hung): waiting for it may be waiting forever. Read on the wall clock, it only words the refusal.
   */
  constructor(
    readonly folder: string,
    readonly holder: LockHolder | null,
    readonly quiet = false,
  ) {
    super(`${folder} is being written by another export${holder ? ` (process ${holder.pid})` : ''}.`);
  }
}

/**
 * The folder an export writes in went away while it wrote (removed, moved by a sync program, a drive
 * gone): no lock file and no folder is not another export's doing, and the person is not to wait for one.
 */
export class ExportFolderGone extends Error {
  override name = 'ExportFolderGone';

  constructor(readonly folder: string) {
    super(`${folder} was removed or moved away while it was exported.`);
  }
}

/** Whether `folder` is still a folder at its path. */
const isFolder = (folder: string): Promise<boolean> =>
  stat(folder).then(
    (found) => found.isDirectory(),
    () => false,
  );

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

/** The locks this process holds, path by token. */
const held = new Map<string, string>();
/**
 * The tokens of locks this process holds or is making: a lock naming its own pid is live only with
 * one of these (else a former process with this pid left it). Marked before the lock is made, since
 * another export of this process may read it the moment it is there.
 */
const ours = new Set<string>();

const pause = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * How a lock's holder is judged: surely gone (the lock may be taken over), live, or live but quiet
 * (running, yet it has not touched its lock for STALE_AFTER_MS: paused or hung). A holder this process
 * can look at for certain (this machine, its pid namespace, a start that tells a reused pid) is judged
 * by whether it runs alone: the lock's age is on the wall clock, and a clock set ahead made a live
 * export's lock look untouched for STALE_AFTER_MS until its next heartbeat; the age only tells a quiet
 * one. Any other holder is gone once untouched that long, or sooner when its pid no longer runs at all.
 * This machine is its host name and, where the lock says, its machine (machine-identity.ts): by host
 * name alone, a lock of Windows read in the WSL inside it named a pid WSL does not run, and was taken.
 */
function judge(found: FoundLock, now: number): 'gone' | 'live' | 'quiet' {
  const { holder } = found;
  const age = now - found.mtimeMs;
  if (holder === null) return age > EMPTY_STALE_MS ? 'gone' : 'live';
  const here = onThisMachine(holder);
  if (here && isThisProcess(holder.pid, holder.start, holder.pidNamespace))
    return ours.has(holder.token) ? 'live' : 'gone';
  const running = !here || stillRunning(holder.pid, holder.start, holder.pidNamespace);
  if (here && canTellIfRunning(holder.pid, holder.start, holder.pidNamespace))
    return !running ? 'gone' : age > STALE_AFTER_MS ? 'quiet' : 'live';
  return !running || age > STALE_AFTER_MS ? 'gone' : 'live'; // no sign of life for that long
}

/** This process's claim, with a new token. */
const claim = (): LockHolder => ({
  pid: process.pid,
  start: ownStart,
  ...ownPlace(),
  takenAt: new Date().toISOString(),
  command: process.argv.join(' ').slice(0, 300),
  token: randomBytes(12).toString('hex'),
});

/**
 * Locks let go whose file could not be removed yet (held open by a virus scanner or a backup, which
 * Windows refuses to delete; a drive's fault): path by token. Another process on this machine judges
 * the lock by whether this process runs, so such a lock refused every other export until the app quit:
 * its removal is tried again at each heartbeat until it goes, or names another holder.
 */
const unreleased = new Map<string, string>();

/** Pauses before removing a lock let go is tried again at once: a scanner holds a file for an instant. */
const RELEASE_RETRY_MS = [50, 250, 1_000];

/**
 * Touches every lock held, so that none looks abandoned (STALE_AFTER_MS) while its export runs, and
 * tries again to remove those let go (unreleased).
 */
let heartbeat: NodeJS.Timeout | null = null;

function beat(): void {
  const now = new Date();
  for (const path of held.values()) void utimes(path, now, now).catch(() => undefined);
  for (const [token, path] of unreleased) void removeLetGo(path, token, []);
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
 * Removes the lock at `path` let go under `token` unless it names another holder now (taken over),
 * trying again after each pause of `retries`; one still there is left to the heartbeat (unreleased).
 */
async function removeLetGo(path: string, token: string, retries: readonly number[]): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      const found = await readLock(path);
      if (found?.holder?.token === token) await unlink(path);
      unreleased.delete(token);
      break;
    } catch (error) {
      if (errorCode(error) === 'ENOENT') {
        unreleased.delete(token);
        break;
      }
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
  ours.delete(token);
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

/** The lock at `path` as now held by this process under `holder`'s token. */
function hold(folder: string, path: string, holder: LockHolder): HeldLock {
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

/**
 * Takes `folder`'s lock for one export, at once or never: a live export's lock makes this throw
 * ExportFolderLocked naming it; a stale one (its process gone, its pid now another process's, or
 * untouched for STALE_AFTER_MS) is taken over (lock-takeover.ts). The folder must exist.
 */
export async function lockExportFolder(folder: string): Promise<HeldLock> {
  const path = join(folder, LOCK_NAME);
  const mine = claim();
  const text = JSON.stringify(mine);
  ours.add(mine.token);
  try {
    const refused = await take(path, text);
    if (refused === null) {
      // What killed exports left beside the lock (a takeover's guard, a lock being written) goes now.
      await removeDeadGuard(guardOf(path));
      await removeLeftovers(LOCK_NAME, folder, STALE_AFTER_MS);
      return hold(folder, path, mine);
    }
    throw new ExportFolderLocked(folder, refused.holder, refused.quiet);
  } catch (error) {
    ours.delete(mine.token);
    throw error;
  }
}

/**
 * Makes the lock at `path` with `text`, taking over a stale one: null once taken, or what refused it
 * (its holder, null when not yet readable; quiet: judged live but quiet, judge).
 */
async function take(path: string, text: string): Promise<{ holder: LockHolder | null; quiet: boolean } | null> {
  // A lock's age is read on the wall clock (its file's times); how long this looks, on the steady one.
  const until = steadyNow() + SETTLE_MS;
  while (steadyNow() < until) {
    if (await createWhole(path, text)) return null;
    const found = await readLock(path);
    if (found === null) continue; // let go meanwhile
    const verdict = judge(found, Date.now());
    if (verdict !== 'gone') {
      if (found.holder !== null) return { holder: found.holder, quiet: verdict === 'quiet' };
      await pause(LOOK_AGAIN_MS); // made an instant ago, its holder not written yet
      continue;
    }
    const took = await takeOver(path, found, text);
    if (took === 'taken') return null;
    if (took === 'busy') await pause(LOOK_AGAIN_MS); // another export is taking it over: see who won
  }
  return { holder: (await readLock(path))?.holder ?? null, quiet: false };
}
