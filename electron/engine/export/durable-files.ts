import { closeSync, openSync, readSync, writeSync } from 'node:fs';
import { open } from 'node:fs/promises';
import { namingFile } from '../naming-file';
import { ScratchBuffer } from '../scratch-buffer';

/**
 * Writes that reach the disk before a rename exposes them. A rename is ordered on disk apart from the
 * data of the file it moves: after a power cut (not a kill: the kernel still writes what a killed
 * process left) a renamed file can be empty or partial while the index listing it is there. So every
 * file an export stages is flushed (fsync) before its commit, and a folder is flushed once the names
 * made or moved in it must last. A write or a flush that fails names the file (namingFile).
 */

/**
 * Writes `bytes` to `path` (made or emptied) on this thread, a pack worker's write, not flushed: the
 * staging folder flushes every file staged (StagedFolder.writeWith) on libuv's threads, while the
 * worker goes on with its next job rather than wait for the disk (an fsync here took ~1 ms a file;
 * on a slow disk each one held the worker's core idle).
 */
export function writeFileNamingSync(path: string, bytes: Uint8Array): void {
  const fd = openSync(path, 'w');
  try {
    for (let at = 0; at < bytes.length;) at += writeSync(fd, bytes, at, bytes.length - at);
  } catch (error) {
    throw namingFile(error, path);
  } finally {
    closeSync(fd);
  }
}

/** The buffer fileHoldsSync reads into, kept (a fresh one the size of each file was fresh memory each time), made on first use. */
const readBack = new ScratchBuffer();

/** How much of a file fileHoldsSync reads at a time. */
const READ_BACK_BYTES = 1024 * 1024;

/** Whether the file at `path` holds `bytes` and nothing more, read back on this thread a piece at a time. */
export function fileHoldsSync(path: string, bytes: Uint8Array): boolean {
  const fd = openSync(path, 'r');
  try {
    const piece = readBack.atLeast(READ_BACK_BYTES);
    for (let at = 0; ;) {
      const read = readSync(fd, piece, 0, READ_BACK_BYTES, at);
      if (read === 0) return at === bytes.length;
      if (at + read > bytes.length || piece.compare(bytes, at, at + read, 0, read) !== 0) return false;
      at += read;
    }
  } catch (error) {
    throw namingFile(error, path);
  } finally {
    closeSync(fd);
  }
}

/** Writes `bytes` to `path` (made or emptied) and flushes them. */
export async function writeFileDurably(path: string, bytes: Uint8Array | string): Promise<void> {
  const file = await open(path, 'w');
  try {
    await file.writeFile(bytes);
    await file.sync();
  } catch (error) {
    throw namingFile(error, path);
  } finally {
    await file.close();
  }
}

/** Flushes a file something else wrote (a stream a test may inject). */
export async function flushFile(path: string): Promise<void> {
  const file = await open(path, 'r+'); // Windows flushes only a file opened for writing
  try {
    await file.sync().catch((error: unknown) => {
      throw namingFile(error, path);
    });
  } finally {
    await file.close();
  }
}

/**
 * Codes a folder's flush may meet where folders cannot be flushed at all (some network and FUSE file
 * systems): nothing more can be done there, as PostgreSQL also concludes for its folders.
 */
const FOLDER_NOT_FLUSHABLE = new Set(['EINVAL', 'EBADF', 'EISDIR', 'ENOTSUP']);

/**
 * Flushes a folder's names: the files made, renamed in or removed there last. Windows cannot open a
 * folder to flush it (NTFS logs its names itself), so there this does nothing.
 */
export async function flushFolder(path: string): Promise<void> {
  if (process.platform === 'win32') return;
  const folder = await open(path, 'r');
  try {
    await folder.sync().catch((error: unknown) => {
      if (!FOLDER_NOT_FLUSHABLE.has((error as NodeJS.ErrnoException).code ?? '')) throw namingFile(error, path);
    });
  } finally {
    await folder.close();
  }
}
