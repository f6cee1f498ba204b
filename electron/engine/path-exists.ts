import { lstat } from 'node:fs/promises';

/** Whether something is at `path` (a link counts as itself); any failure but "not there" is thrown. */
export const pathExists = (path: string): Promise<boolean> =>
  lstat(path).then(
    () => true,
    (error: unknown) => {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
      throw error;
    },
  );
