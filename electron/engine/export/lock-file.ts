import { createHash, randomBytes } from 'node:crypto';
import { link, open, readdir, rename, stat, unlink, writeFile, type FileHandle } from 'node:fs/promises';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { ownMachine } from '../machine-identity';
import { openRegularFile } from '../open-regular-file';
import { inOwnNamespace, ownPidNamespace, pidRuns } from '../process-identity';

/** Who holds an export folder's lock, as its file says. */
export interface LockHolder {
  pid: number;
  /** When the process started (process-identity.ts): a pid alone is reused. */
  start: string;
  /**
   * The pid namespace its pid means something in (`pid:[…]`, Linux): a container's own. Absent where
   * not told, and in locks of builds before 31693032 (which put it in `start`), as of this namespace.
   */
  pidNamespace?: string;
  host: string;
  /**
   * Which machine of that host name (machine-identity.ts): absent in locks of builds before it, which
   * are judged by host name alone.
   */
  machine?: string;
  /** When the lock was taken (ISO). */
  takenAt: string;
  command: string;
  /** This taking's own mark: tells this lock from any other, even one of the same process. */
  token: string;
}

/** A lock file as found: its text, what it says (null: unreadable, still being written) and its identity. */
export interface FoundLock {
  text: string;
  holder: LockHolder | null;
  ino: bigint;
  mtimeMs: number;
}

export const errorCode = (error: unknown): string | undefined => (error as NodeJS.ErrnoException).code;

const isHolder = (value: Partial<LockHolder> | null): value is LockHolder =>
  typeof value === 'object' &&
  value !== null &&
  Number.isInteger(value.pid) &&
  typeof value.start === 'string' &&
  (value.pidNamespace === undefined || typeof value.pidNamespace === 'string') &&
  typeof value.host === 'string' &&
  (value.machine === undefined || typeof value.machine === 'string') &&
  typeof value.takenAt === 'string' &&
  typeof value.command === 'string' &&
  typeof value.token === 'string';

/** The holder a lock's text names, or null when it names none (empty, cut short, not ours). */
export function holderIn(text: string): LockHolder | null {
  try {
    const value = JSON.parse(text) as Partial<LockHolder> | null;
    return isHolder(value) ? value : null;
  } catch {
    return null;
  }
}

/**
 * A lock's text is one line of JSON, its command line the longest part: no more is read of a file
 * at a lock's name (one planted there, or a sparse file of gigabytes, names no holder anyway).
 */
const LOCK_READ_BYTES = 64 * 1024;

/**
 * The lock file at `path`, or null when there is none. Only a regular file is read, and only its
 * start (LOCK_READ_BYTES): a pipe at a lock's name is refused by name (NotARegularFileError), as its
 * read would never end.
 */
export async function readLock(path: string): Promise<FoundLock | null> {
  let file: FileHandle;
  try {
    ({ file } = await openRegularFile(path));
  } catch (error) {
    if (errorCode(error) === 'ENOENT') return null;
    throw error;
  }
  try {
    const found = await file.stat({ bigint: true });
    // Only the bytes read are looked at, so the buffer is not zeroed first (64 KiB, read for every file staged).
    const start = Buffer.allocUnsafe(LOCK_READ_BYTES);
    const { bytesRead } = await file.read(start, 0, LOCK_READ_BYTES, 0);
    const text = start.toString('utf8', 0, bytesRead);
    return { text, holder: holderIn(text), ino: found.ino, mtimeMs: Number(found.mtimeMs) };
  } finally {
    await file.close();
  }
}

/** Whether two finds are the very same lock file: its inode, its last touch and its text (with its token). */
export const sameLock = (one: FoundLock | null, other: FoundLock): boolean =>
  one !== null && one.ino === other.ino && one.mtimeMs === other.mtimeMs && one.text === other.text;

/** Where hard links cannot be made (FAT, some network file systems): the lock is made and then written. */
const NO_LINKS = new Set(['EPERM', 'ENOTSUP', 'EOPNOTSUPP', 'ENOSYS', 'EMLINK']);

/** This process's pid namespace as its number (`pid:[4026531836]`: 4026531836), null where not told. */
const ownNamespaceNumber = /^pid:\[(\d+)\]$/.exec(ownPidNamespace ?? '')?.[1] ?? null;

/**
 * This machine as files beside a lock name it: a short hash of its host name and machine
 * (machine-identity.ts; 8 hex digits: safe on every file system, whatever the name holds). A pid, and
 * a pid namespace's number (the init one is the same on every Linux machine), mean nothing on another
 * machine sharing the folder, even one of the same host name. Builds before machines were named
 * hashed the host name alone: their files are judged as another machine's, by their age.
 */
export const hostMark = (host: string = hostname(), machine: string = ownMachine()): string =>
  createHash('sha256').update(`${host}\n${machine}`).digest('hex').slice(0, 8);

/**
 * A file of this process beside the lock (`<lock>.<pid>@<pid namespace>.h<host>.<random>.<kind>`,
 * without `@…` where there is no namespace): a lock being written, or a stale one renamed aside. Named
 * by the process, like the staging folders, so the ones a killed process left are known and removed
 * (removeLeftovers); its namespace and host, since its pid means nothing in another namespace (a
 * container's own) or on another machine (a shared network folder).
 */
const besideName = (path: string, kind: 'new' | 'aside'): string =>
  `${path}.${process.pid}${ownNamespaceNumber === null ? '' : `@${ownNamespaceNumber}`}.h${hostMark()}.${randomBytes(6).toString('hex')}.${kind}`;
/**
 * The lock's or its guard's (.takeover): pid, namespace, host. Builds before this one named them
 * without the host, and before b3609f4f without the namespace too.
 */
const BESIDE = /^(?:\.[a-z]+)?\.(\d+)(?:@(\d+))?(?:\.h([0-9a-f]{8}))?\.[0-9a-f]{12}\.(?:new|aside)$/;

/** This process's files beside a lock, while it is using them. */
const inUse = new Set<string>();

/** Makes the file at `path` with `text`, or returns false when there is one (O_EXCL: of two at once, one makes it). */
export async function createExclusive(path: string, text: string): Promise<boolean> {
  let file;
  try {
    file = await open(path, 'wx');
  } catch (error) {
    if (errorCode(error) === 'EEXIST') return false;
    throw error;
  }
  try {
    await file.writeFile(text);
  } catch (error) {
    await file.close();
    await unlink(path).catch(() => undefined);
    throw error;
  }
  await file.close();
  return true;
}

/**
 * createExclusive, but never seen empty or cut short (a kill between making and writing it left a
 * lock that named nobody): written beside it first, then linked to its name in one step, which
 * fails, like O_EXCL, when the name is taken.
 */
export async function createWhole(path: string, text: string): Promise<boolean> {
  const written = besideName(path, 'new');
  inUse.add(written);
  try {
    await writeFile(written, text, { flag: 'wx' });
    await link(written, path);
    return true;
  } catch (error) {
    if (errorCode(error) === 'EEXIST') return false;
    // Awaited here: returned as it is, its rejection (a folder we may not write) would wait unhandled
    // through the `finally` below, and Node ends the process on an unhandled rejection.
    if (NO_LINKS.has(errorCode(error) ?? '')) return await createExclusive(path, text);
    throw error;
  } finally {
    await unlink(written).catch(() => undefined);
    inUse.delete(written);
  }
}

/** What removeIfStill came to: `found` removed; gone already; put back (it was not `found`); or lost (below). */
export type Removal = 'removed' | 'gone' | 'put-back' | 'lost';

/**
 * Removes the file at `path` only if it is still `found`: it is renamed aside to a name of this
 * process's own (a rename is whole: another remover finds it gone) and compared there; a file that is
 * not `found` (made meanwhile) is put back, without ever replacing one made since.
 *
 * No file system removes a name only while it still is a given file, so between the rename and the
 * put-back the name is free, and another export may take it: then the file put aside, a live holder's
 * lock, cannot go back, and is 'lost'. Its holder learns so the way any lost lock is learnt: its lock
 * names another (HeldLock.check, before each staged file and the commit), and it fails as
 * export-folder-locked, naming the new holder, before it changes the folder.
 */
export async function removeIfStill(path: string, found: FoundLock): Promise<Removal> {
  const aside = besideName(path, 'aside');
  inUse.add(aside);
  try {
    await rename(path, aside);
  } catch (error) {
    inUse.delete(aside);
    if (errorCode(error) === 'ENOENT') return 'gone';
    throw error;
  }
  try {
    const now = await readLock(aside);
    if (now === null || sameLock(now, found)) return 'removed';
    return (await putBack(aside, path, now.text)) ? 'put-back' : 'lost';
  } finally {
    await unlink(aside).catch(() => undefined);
    inUse.delete(aside);
  }
}

/** Puts the file at `aside` (holding `text`) back at `path`, unless one was made there since: false then. */
async function putBack(aside: string, path: string, text: string): Promise<boolean> {
  try {
    await link(aside, path);
    return true;
  } catch (error) {
    if (errorCode(error) === 'EEXIST') return false;
    if (NO_LINKS.has(errorCode(error) ?? '')) return createExclusive(path, text);
    throw error;
  }
}

/**
 * Whether `name`, in the lock's folder, is a file a process no longer running left beside the lock
 * `lockName`. One of another machine or another pid namespace (another container) is judged as its
 * lock is: its pid cannot be looked at from here, so it is left until unchanged for `staleAfterMs`
 * (one is in use for an instant); one named without a host or namespace is taken as of this one.
 */
export async function isLeftBeside(
  lockName: string,
  folder: string,
  name: string,
  staleAfterMs: number,
): Promise<boolean> {
  const match = name.startsWith(lockName) ? BESIDE.exec(name.slice(lockName.length)) : null;
  if (!match) return false;
  const pid = Number(match[1]);
  const namespace = match[2] === undefined ? undefined : `pid:[${match[2]}]`;
  const ofThisHost = match[3] === undefined || match[3] === hostMark();
  if (!ofThisHost || !inOwnNamespace(namespace)) {
    // Its change time: a rename aside keeps a lock's modification time, which may be long past.
    const changed = await stat(join(folder, name)).then(
      (found) => found.ctimeMs,
      () => null,
    );
    return changed !== null && Date.now() - changed > staleAfterMs;
  }
  if (pid === process.pid) return !inUse.has(join(folder, name));
  // No process has pid 0 (a kill of 0 signals this process group, so it would always look alive).
  return pid <= 0 || !pidRuns(pid);
}

/** Removes what killed processes left beside the lock `lockName` in `folder` (isLeftBeside). */
export async function removeLeftovers(lockName: string, folder: string, staleAfterMs: number): Promise<void> {
  const names = await readdir(folder).catch(() => [] as string[]);
  const left = await Promise.all(names.map((name) => isLeftBeside(lockName, folder, name, staleAfterMs)));
  await Promise.all(names.filter((_, at) => left[at]).map((name) => unlink(join(folder, name)).catch(() => undefined)));
}
