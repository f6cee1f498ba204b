import { chmod, chown, stat } from 'node:fs/promises';

/**
 * Gives a new file the permissions (and, run as root, the owner) of the file it is about to replace,
 * so a save or an export through a temporary file and a rename keeps a private project private and a
 * file the web server's group reads readable, instead of the new file's defaults. Nothing to replace,
 * or a file system that keeps no modes (a FAT drive): left as made.
 */
export async function takeModeOf(replaced: string, replacement: string): Promise<void> {
  const old = await stat(replaced).catch(() => null);
  if (!old?.isFile()) return;
  await chmod(replacement, old.mode & 0o7777).catch(() => undefined);
  if (process.getuid?.() === 0) await chown(replacement, old.uid, old.gid).catch(() => undefined);
}
