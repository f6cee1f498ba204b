import { constants, type Stats } from 'node:fs';
import { open, type FileHandle } from 'node:fs/promises';

/** Opening a named pipe does not wait for a writer (a flag Windows lacks is left out). */
const OPEN_FLAGS = constants.O_RDONLY | (constants.O_NONBLOCK ?? 0);

/** A path that is no regular file once opened: a pipe, a socket or a device. */
export class NotARegularFileError extends Error {
  constructor(readonly path: string) {
    super(`${path} is not a regular file (a pipe, socket or device).`);
    this.name = 'NotARegularFileError';
  }
}

/**
 * Opens a file for reading, judging what it is on the opened handle, not on an earlier stat (the
 * path may have become a pipe since): a pipe, socket or device is closed again before any read and
 * refused (NotARegularFileError), as its read would never end (a pipe without a writer, /dev/zero).
 * A missing or unreadable file rejects as the system says.
 */
export async function openRegularFile(path: string): Promise<{ file: FileHandle; info: Stats }> {
  const file = await open(path, OPEN_FLAGS);
  try {
    const info = await file.stat();
    if (!info.isFile()) throw new NotARegularFileError(path);
    return { file, info };
  } catch (error) {
    await file.close();
    throw error;
  }
}
