import { mkdir, stat } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';

/**
 * Makes a folder and the folders missing on the way to it, one mkdir at a time, as `mkdir -p` does,
 * and resolves to the first folder it made (undefined when the folder was there), as Node's recursive
 * mkdir does. That one reports ENOENT where the system said why (EROFS: a person was told their
 * folder on a read-only disk "does not exist"), and spins for ever on a path under /proc (Node 20):
 * here each step's own error is the one thrown.
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
    if (error.code === 'EEXIST' && (await isFolder(step))) break;
    if (error.code !== 'ENOENT' || dirname(step) === step) throw error;
    missing.push(step);
  }
  for (const folder of missing.reverse()) {
    // Made meanwhile by another (an export of the same folder, a person): there, as asked.
    await mkdir(folder).catch(async (error: NodeJS.ErrnoException) => {
      if (error.code !== 'EEXIST' || !(await isFolder(folder))) throw error;
    });
    first ??= folder;
  }
  return first;
}

const isFolder = (path: string): Promise<boolean> =>
  stat(path).then(
    (info) => info.isDirectory(),
    () => false,
  );
