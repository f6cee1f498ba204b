import { open, readFile, readlink, stat, symlink, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { processExists } from './staging-folders';

/**
 * What an export holds in its folder while it changes it (a commit, or the repair of a dead one):
 * two exports into one folder at once (two windows, a CI job and a person) each moved their files in,
 * and the folder ended with some files of each, both reported written. Hidden, like the staging
 * folders: names the exporter writes never start with a dot.
 */
export const FOLDER_LOCK_NAME = '.sitemap-studio-lock';

/** How often a waiting export looks again; a commit moves renames only, so the wait is short. */
const RETRY_MS = 25;
/** A lock file (where links cannot be made) still empty after this long: its process died before writing its pid. */
const EMPTY_LOCK_STALE_MS = 10_000;
/** Where a file system makes no symbolic links (FAT, Windows without the right): a plain file instead. */
const NO_SYMLINKS = new Set(['EPERM', 'ENOTSUP', 'EOPNOTSUPP', 'ENOSYS', 'EACCES']);

/** The locks this process holds (another export of the same process waits; one a former process with our pid left does not count). */
const held = new Set<string>();

const errorCode = (error: unknown): string | undefined => (error as NodeJS.ErrnoException).code;

/**
 * Makes the lock naming this process, or returns false when there is one. A symbolic link to the pid
 * is made with its content in one step, so no one ever reads a lock without its owner (a file made
 * and then written is empty in between, and a kill then left it so).
 */
async function make(path: string): Promise<boolean> {
  const pid = String(process.pid);
  try {
    await symlink(pid, path);
    return true;
  } catch (error) {
    if (errorCode(error) === 'EEXIST') return false;
    if (!NO_SYMLINKS.has(errorCode(error) ?? '')) throw error;
  }
  const file = await open(path, 'wx').catch((error: unknown) => {
    if (errorCode(error) === 'EEXIST') return null;
    throw error;
  });
  if (!file) return false;
  try {
    await file.writeFile(pid);
  } catch (error) {
    await unlink(path).catch(() => undefined);
    throw error;
  } finally {
    await file.close();
  }
  return true;
}

/** Whether the lock at `path` was left by a process that no longer runs (it may be taken then). */
async function isStale(path: string): Promise<boolean> {
  const text = await readlink(path).catch((error: unknown) =>
    errorCode(error) === 'EINVAL' ? readFile(path, 'utf8').catch(() => null) : null,
  );
  if (text === null) return false; // gone meanwhile: the next attempt takes it
  const pid = Number(text);
  if (text === '' || !Number.isInteger(pid) || pid <= 0) {
    const made = await stat(path).then(
      (found) => found.mtimeMs,
      () => Date.now(),
    );
    return Date.now() - made > EMPTY_LOCK_STALE_MS;
  }
  return pid === process.pid ? !held.has(path) : !processExists(pid);
}

/**
 * Waits until this export alone may change `target`, and returns what lets it go. One left by a
 * killed export is taken over.
 */
export async function lockFolder(target: string, signal?: AbortSignal): Promise<() => Promise<void>> {
  const path = join(target, FOLDER_LOCK_NAME);
  for (;;) {
    signal?.throwIfAborted();
    if (await make(path)) {
      held.add(path);
      return async () => {
        held.delete(path);
        await unlink(path).catch(() => undefined);
      };
    }
    if (await isStale(path)) await unlink(path).catch(() => undefined);
    else await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
  }
}

/** Removes the lock an export killed during its commit left in `target`, unless a live export holds it. */
export async function removeStaleLock(target: string): Promise<void> {
  const path = join(target, FOLDER_LOCK_NAME);
  if (await isStale(path)) await unlink(path).catch(() => undefined);
}
