import { mkdir, stat } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';

/**
 * Makes a folder and the folders missing on the way to it, one mkdir at a time, as `mkdir -p` does,
 * and resolves to the first folder it made, absolute (undefined when it made none). Node's recursive
 * mkdir reports ENOENT where the system said why (EROFS: a person was told their folder on a
 * read-only disk "does not exist"), and spins for ever on a path under /proc (Node 20): here each
 * step's own error is the one thrown.
 */
export async function makeFolderPath(path: string): Promise<string | undefined> {
  const target = resolve(path);
  // Up from the folder to the first one there (or made), then down again through those missing.
  const missing: string[] = [];
  let first: string | undefined;
  for (let step = target; ; step = dirname(step)) {
    const error = await mkdir(step).then(
      () => null,
      (caught: NodeJS.ErrnoException) => caught,
    );
    if (error === null) {
      first = step;
      break;
    }
    // A folder that is there: EEXIST, or on Windows EPERM where it is read-only or a drive's root.
    if (THERE_ALREADY.has(error.code ?? '') && (await isFolder(step))) break;
    if (error.code !== 'ENOENT' || dirname(step) === step) throw error;
    missing.push(step);
  }
  for (const folder of missing.reverse()) {
    // Made meanwhile by another (an export of the same folder, a person): there, as asked, and not ours.
    const made = await mkdir(folder).then(
      () => true,
      async (error: NodeJS.ErrnoException) => {
        if (!THERE_ALREADY.has(error.code ?? '') || !(await isFolder(folder))) throw error;
        return false;
      },
    );
    if (made) first ??= folder;
  }
  return first;
}

/** The codes mkdir gives for a folder that is there already (EPERM, EACCES: Windows, read-only media). */
const THERE_ALREADY = new Set(['EEXIST', 'EPERM', 'EACCES', 'EROFS']);

const isFolder = (path: string): Promise<boolean> =>
  stat(path).then(
    (info) => info.isDirectory(),
    () => false,
  );
