import { lstat } from 'node:fs/promises';

/**
 * Which file a name holds: its inode number, size and modification time, or null when it is no plain
 * file (or none). A file keeps all three through the rename that moves it from staging into the
 * export folder; a copy (a clone, an archive, a download) gets another inode, and a file rewritten in
 * place another time: so a file is known to be the very one an export wrote, not one that merely has
 * its name.
 */
export async function fileIdentity(path: string): Promise<string | null> {
  const stats = await lstat(path, { bigint: true }).catch(() => null);
  return stats?.isFile() ? `${stats.ino}:${stats.size}:${stats.mtimeNs}` : null;
}
