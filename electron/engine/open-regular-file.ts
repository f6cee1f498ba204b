import { constants, type Stats } from 'node:fs';
import { open, type FileHandle } from 'node:fs/promises';
import { translateMessage } from '../../shared/i18n/translator';

/** Opening a named pipe does not wait for a writer (a flag Windows lacks is left out). */
const OPEN_FLAGS = constants.O_RDONLY | (constants.O_NONBLOCK ?? 0);

/** A path that is no regular file once opened: a pipe, a socket or a device. */
export class NotARegularFileError extends Error {
  constructor(readonly path: string) {
    super(translateMessage('common.notRegularFile', { path }));
    this.name = 'NotARegularFileError';
  }
}

/** How a file is opened: `noFollow`, never through a link in its place (ELOOP then). */
export interface OpenOptions {
  noFollow?: boolean;
}

/**
 * Opens a file for reading, judging what it is on the opened handle, not on an earlier stat (the
 * path may have become a pipe since): a pipe, socket or device is closed again before any read and
 * refused (NotARegularFileError), as its read would never end (a pipe without a writer, /dev/zero).
 * A folder rejects as reading it would (EISDIR, which describeError words), a missing or unreadable
 * file as the system says. With `noFollow`, a link put where a file was (a folder's file swapped for
 * a link out of it after the folder was listed) is refused by the system, not followed.
 */
export async function openRegularFile(
  path: string,
  { noFollow = false }: OpenOptions = {},
): Promise<{ file: FileHandle; info: Stats }> {
  const file = await open(path, OPEN_FLAGS | (noFollow ? (constants.O_NOFOLLOW ?? 0) : 0));
  try {
    const info = await file.stat();
    if (info.isDirectory())
      throw Object.assign(new Error(`EISDIR: illegal operation on a directory, read '${path}'`), {
        code: 'EISDIR',
        path,
      });
    if (!info.isFile()) throw new NotARegularFileError(path);
    return { file, info };
  } catch (error) {
    await file.close();
    throw error;
  }
}

/**
 * A regular file's bytes, read through the handle it was judged on (openRegularFile): at most `most`
 * of them, and no more than its size when opened (one growing meanwhile is read as it was then).
 * `refuse` sees that size before any read, and throws for a file too large to read whole.
 */
export async function readRegularFile(
  path: string,
  options: { most?: number; refuse?: (size: number) => void } & OpenOptions = {},
): Promise<Buffer> {
  return (await readRegularStart(path, options)).bytes;
}

/** readRegularFile's bytes, and the file's size when it was opened (a head read of a larger file). */
export async function readRegularStart(
  path: string,
  { most = Infinity, refuse, noFollow }: { most?: number; refuse?: (size: number) => void } & OpenOptions = {},
): Promise<{ bytes: Buffer; size: number }> {
  const { file, info } = await openRegularFile(path, { noFollow });
  try {
    refuse?.(info.size);
    const bytes = Buffer.alloc(Math.min(most, info.size));
    let filled = 0;
    while (filled < bytes.length) {
      const { bytesRead } = await file.read(bytes, filled, bytes.length - filled, filled);
      if (bytesRead === 0) break; // shorter than it was when opened
      filled += bytesRead;
    }
    return { bytes: bytes.subarray(0, filled), size: info.size };
  } finally {
    await file.close();
  }
}
