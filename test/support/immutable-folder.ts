import { execFileSync } from 'node:child_process';
import { chmod } from 'node:fs/promises';

/** Whether this process runs as root, whom file modes cannot stop. */
export const isRoot = process.getuid?.() === 0;

/**
 * Runs `work` with `folder` made unwritable (nothing in it can be made or removed): immutable
 * (chattr +i) as root, whom file modes cannot stop (EPERM), read-only (0555) for anyone else
 * (EACCES). Made writable again before the temp folder is removed.
 */
export async function withImmutable<T>(folder: string, work: () => Promise<T>): Promise<T> {
  if (isRoot) execFileSync('chattr', ['+i', folder]);
  else await chmod(folder, 0o555);
  try {
    return await work();
  } finally {
    if (isRoot) execFileSync('chattr', ['-i', folder]);
    else await chmod(folder, 0o755);
  }
}
