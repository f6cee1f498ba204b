import { readlink, realpath } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';

/** Links followed at most before a path is taken as it is (the system's own limit is 40). */
const MOST_LINKS = 40;

/**
 * The file a save to `path` replaces: the file a symbolic link there leads to (a file not there yet,
 * for a link to nothing), else `path` itself. Replaced by a rename, a link would become a file of its
 * own and the file it led to keep its old contents.
 */
export async function linkTarget(path: string): Promise<string> {
  let current = path;
  for (let links = 0; links < MOST_LINKS; links++) {
    const real = await realpath(current).catch((error: NodeJS.ErrnoException) => error);
    if (typeof real === 'string') return real;
    // Not there: a link to nothing leads to where its file is to be; anything else is the path as named.
    if (real.code !== 'ENOENT') return current;
    const link = await readlink(current).catch(() => null);
    if (link === null) return current;
    // A relative link is read from the folder it is in as the system finds it (through links on the way), not as spelled.
    const folder = await realpath(dirname(current)).catch(() => dirname(current));
    current = resolve(folder, link);
  }
  return current;
}

/** Whether a save to `a` and a save to `b` replace the same file (through links, as linkTarget; a file not there by its full path). */
export async function sameSaveTarget(a: string, b: string): Promise<boolean> {
  return resolve(await linkTarget(a)) === resolve(await linkTarget(b));
}
