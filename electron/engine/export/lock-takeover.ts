import { unlink } from 'node:fs/promises';
import { createExclusive, createWhole, readLock, removeIfStill, sameLock, type FoundLock } from './lock-file';

/**
 * A takeover lasts a few file operations; a guard untouched this long was left by a process that
 * died during one, and goes.
 */
const GUARD_STALE_MS = 30_000;

/** The guard beside a lock at `path`: whoever makes it is the one export taking a stale lock over. */
export const guardOf = (path: string): string => `${path}.takeover`;

/** What a takeover came to: the lock is this export's, another's (look again), or another export is taking it over now. */
export type Takeover = 'taken' | 'lost' | 'busy';

/**
 * Takes over the stale lock `stale` at `path`, writing `text` in its place. Two exports that both
 * judged it stale must not both win: only the one that makes the guard (O_EXCL) may remove a stale
 * lock, and it does so only if the lock is still the one judged (another may have replaced it with
 * its own since), so of any number at once one wins, and a late one finds the winner's live lock.
 */
export async function takeOver(path: string, stale: FoundLock, text: string): Promise<Takeover> {
  const guard = guardOf(path);
  if (!(await createExclusive(guard, text))) {
    await removeDeadGuard(guard);
    return 'busy';
  }
  try {
    const now = await readLock(path);
    if (now !== null && !sameLock(now, stale)) return 'lost';
    // Put back (its holder touched it since) or lost to another export meanwhile: it is not ours to take.
    const removal = now === null ? 'gone' : await removeIfStill(path, stale);
    if (removal === 'put-back' || removal === 'lost') return 'lost';
    return (await createWhole(path, text)) ? 'taken' : 'lost';
  } finally {
    // Ours unless this export stalled past GUARD_STALE_MS and it was taken for a dead one's.
    if ((await readLock(guard))?.text === text) await unlink(guard).catch(() => undefined);
  }
}

/** Removes a guard left by a takeover that never ended (its process died in it). */
export async function removeDeadGuard(guard: string): Promise<void> {
  const found = await readLock(guard);
  if (found !== null && Date.now() - found.mtimeMs > GUARD_STALE_MS) await removeIfStill(guard, found);
}
