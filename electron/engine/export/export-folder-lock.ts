import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { HEARTBEAT_MS, holdLock, inTurn, ownTokens, type HeldLock } from './held-locks';
import { ExportFolderLocked } from './lock-errors';
import { createWhole, errorCode, readLock, removeLeftovers, type FoundLock, type LockHolder } from './lock-file';
import { removeDeadGuard, guardOf, takeOver, type Takeover } from './lock-takeover';
import { onThisMachine, ownPlace } from '../machine-identity';
import { canTellIfRunning, isThisProcess, ownStart, stillRunning } from '../process-identity';
import { steadyNow } from '../steady-now';
import { namingFile } from '../naming-file';

export type { HeldLock } from './held-locks';
export { ExportFolderGone, ExportFolderLocked } from './lock-errors';
export type { LockHolder } from './lock-file';

/**
 * One export at a time in a folder. Two exports into one folder at once (two CLI runs, the app and
 * the CLI, two windows) each staged and committed their own set, and the folder could end with parts
 * of both. An export holds this file in its folder from before it stages anything until its commit or
 * failure ends; the lock is hidden (the exporter's names never start with a dot), never in the
 * manifest, and removed when let go.
 */
export const LOCK_NAME = '.sitemap-studio-export.lock';

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
    return ownTokens.has(holder.token) ? 'live' : 'gone';
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
 * Takes `folder`'s lock for one export, at once or never: a live export's lock makes this throw
 * ExportFolderLocked naming it; a stale one (its process gone, its pid now another process's, or
 * untouched for STALE_AFTER_MS) is taken over (lock-takeover.ts). The folder must exist.
 */
export async function lockExportFolder(folder: string): Promise<HeldLock> {
  const path = join(folder, LOCK_NAME);
  const mine = claim();
  const text = JSON.stringify(mine);
  ownTokens.add(mine.token);
  try {
    const refused = await inTurn(path, () => take(path, text), SETTLE_MS);
    if (refused === null) {
      // What killed exports left beside the lock (a takeover's guard, a lock being written) goes now.
      await removeDeadGuard(guardOf(path));
      await removeLeftovers(LOCK_NAME, folder, STALE_AFTER_MS);
      return holdLock(folder, path, mine);
    }
    throw new ExportFolderLocked(folder, refused.holder, refused.quiet, refused.heldOpen);
  } catch (error) {
    ownTokens.delete(mine.token);
    // A folder that refuses the lock's files (read-only, full) is told as the folder, not those files;
    // a folder in the lock's place is that name's own fault, told by it (not as "the folder is a folder").
    const ofTheFolder = (error as NodeJS.ErrnoException | null)?.code !== 'EISDIR';
    throw namingFile(error, folder, (named) => ofTheFolder && named.startsWith(path));
  }
}

/**
 * Errors of a file another program holds open for a while (a virus scanner, a backup): Windows will
 * not rename or delete it meanwhile (EBUSY, or EPERM there), as this process's own lock let go a moment
 * ago may still be held.
 */
const heldOpen = (error: unknown): boolean =>
  errorCode(error) === 'EBUSY' || (process.platform === 'win32' && errorCode(error) === 'EPERM');

/** takeOver, but a stale lock held open is 'held' (its error kept): looked at again, then refused, rather than a raw error. */
async function takeOverUnlessHeld(path: string, stale: FoundLock, text: string): Promise<Takeover | { held: unknown }> {
  try {
    return await takeOver(path, stale, text);
  } catch (error) {
    if (heldOpen(error)) return { held: error };
    throw error;
  }
}

/** What refused a lock: its holder (null when not yet readable), and how it was judged (see ExportFolderLocked). */
interface Refusal {
  holder: LockHolder | null;
  quiet: boolean;
  heldOpen: boolean;
}

/**
 * Makes the lock at `path` with `text`, taking over a stale one: null once taken, or what refused it.
 * A stale lock that stayed held open is refused as such; one that met only Windows' EPERM throws it,
 * since that is a lasting refusal (no right to delete), where a file held open gives EBUSY.
 */
async function take(path: string, text: string): Promise<Refusal | null> {
  // A lock's age is read on the wall clock (its file's times); how long this looks, on the steady one.
  const until = steadyNow() + SETTLE_MS;
  const held: unknown[] = [];
  while (steadyNow() < until) {
    if (await createWhole(path, text)) return null;
    const found = await readLock(path);
    if (found === null) continue; // let go meanwhile
    const verdict = judge(found, Date.now());
    if (verdict !== 'gone') {
      if (found.holder !== null) return { holder: found.holder, quiet: verdict === 'quiet', heldOpen: false };
      await pause(LOOK_AGAIN_MS); // made an instant ago, its holder not written yet
      continue;
    }
    const took = await takeOverUnlessHeld(path, found, text);
    if (took === 'taken') return null;
    if (typeof took === 'object') held.push(took.held);
    // Another export is taking it over (see who won), or another program holds the stale lock open.
    if (took !== 'lost') await pause(LOOK_AGAIN_MS);
  }
  const last = await readLock(path);
  const stillStale = last !== null && judge(last, Date.now()) === 'gone';
  if (stillStale && held.length > 0 && held.every((error) => errorCode(error) === 'EPERM')) throw held.at(-1);
  return { holder: last?.holder ?? null, quiet: false, heldOpen: stillStale && held.length > 0 };
}
