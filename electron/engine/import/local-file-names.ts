import { stat } from 'node:fs/promises';

/** `device:inode` of the file `path` leads to (links followed); undefined when it cannot be told (no stat, or an inode of 0). */
export async function fileKeyOf(path: string): Promise<string | undefined> {
  const info = await stat(path, { bigint: true }).catch(() => undefined);
  return info === undefined || info.ino === 0n ? undefined : `${info.dev}:${info.ino}`;
}

/**
 * The first path an import met each file on disk by: a file listed again by another path (a link to
 * it, a hard link, `sub/../a.xml`, a folder link back up) is known by that first path, so that it is
 * read once and told as read before, as a folder's import reads each file once (onePathPerFile).
 */
export class LocalFileNames {
  private readonly firstByKey = new Map<string, string>();

  /**
   * Meets the file at `path`: the path it was first met by (`path` itself the first time, or for a
   * file that cannot be told, which its read then says why), and whether it was met before.
   */
  async meet(path: string): Promise<{ path: string; again: boolean }> {
    const key = await fileKeyOf(path);
    if (key === undefined) return { path, again: false };
    const first = this.firstByKey.get(key);
    if (first !== undefined) return { path: first, again: true };
    this.firstByKey.set(key, path);
    return { path, again: false };
  }
}
