import { stat } from 'node:fs/promises';

/** `device:inode` of the file `path` leads to (links followed); undefined when it cannot be told (no stat, or an inode of 0). */
export async function fileKeyOf(path: string): Promise<string | undefined> {
  const info = await stat(path, { bigint: true }).catch(() => undefined);
  return info === undefined || info.ino === 0n ? undefined : `${info.dev}:${info.ino}`;
}

/** A place in line to meet a file (LocalFileNames.place): met through it, or passed when its lookup failed. */
export interface MeetingPlace {
  meet(path: string): Promise<{ path: string; again: boolean }>;
  /** Gives the place up, meeting nothing (the child was not found): the places after it go on. */
  pass(): void;
}

/**
 * The first path an import met each file on disk by: a file listed again by another path (a link to
 * it, a hard link, `sub/../a.xml`, a folder link back up) is known by that first path, so that it is
 * read once and told as read before, as a folder's import reads each file once (onePathPerFile).
 * "First" is the order places were taken in, the listing's, not the order the lookups end in (a
 * path through a link takes longer to resolve): the same files read by the same names every time.
 */
export class LocalFileNames {
  private readonly firstByKey = new Map<string, string>();
  /** Settles once every place taken so far has met its file or been passed. */
  private line: Promise<void> = Promise.resolve();

  /** Takes the next place in line, now, for a file whose path is yet to be looked up. */
  place(): MeetingPlace {
    const before = this.line;
    let done!: () => void;
    this.line = new Promise((resolve) => (done = resolve));
    const pass = (): void => void before.then(done);
    return {
      meet: async (path) => {
        try {
          const key = await fileKeyOf(path);
          await before;
          return this.register(key, path);
        } finally {
          pass();
        }
      },
      pass,
    };
  }

  /**
   * Meets the file at `path` after every place taken before: the path it was first met by (`path`
   * itself the first time, or for a file that cannot be told, which its read then says why), and
   * whether it was met before.
   */
  meet(path: string): Promise<{ path: string; again: boolean }> {
    return this.place().meet(path);
  }

  private register(key: string | undefined, path: string): { path: string; again: boolean } {
    if (key === undefined) return { path, again: false };
    const first = this.firstByKey.get(key);
    if (first !== undefined) return { path: first, again: true };
    this.firstByKey.set(key, path);
    return { path, again: false };
  }
}
