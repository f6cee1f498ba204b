import { formatCount } from '../../../shared/format';
import { constants } from 'node:fs';
import { open } from 'node:fs/promises';

/** Links are not followed, and opening a FIFO does not wait for a writer (flags Windows lacks are left out). */
const OPEN_FLAGS = constants.O_RDONLY | (constants.O_NOFOLLOW ?? 0) | (constants.O_NONBLOCK ?? 0);

/**
 * The text of a small file the export keeps in the export folder (its manifest, a commit's journal),
 * where anyone may have put something else under that name: only a plain file of at most `maxBytes`
 * is read. A link (which could lead out of the folder), a FIFO (a read that never ends) or a device
 * is refused with an error, as is a larger file; a missing file rejects with ENOENT, as readFile does.
 */
export async function readFoundFile(path: string, maxBytes: number): Promise<string> {
  return (await readFoundBytes(path, maxBytes)).toString('utf8');
}

/** readFoundFile's bytes, as the file holds them. */
export async function readFoundBytes(path: string, maxBytes: number): Promise<Buffer> {
  const file = await open(path, OPEN_FLAGS);
  try {
    const info = await file.stat();
    if (!info.isFile()) throw new Error(`${path} is not a plain file.`);
    if (info.size > maxBytes) throw new Error(`${path} is larger than ${formatCount(maxBytes)} bytes.`);
    return await file.readFile();
  } finally {
    await file.close();
  }
}
