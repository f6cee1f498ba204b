import { chmod, chown, stat } from 'node:fs/promises';

/**
 * Gives a new file the permissions and group (and, run as root, the owner) of the file it is about
 * to replace, so a save or an export through a temporary file and a rename keeps a private project
 * private and a file the web server's group reads readable, instead of the new file's defaults.
 * Where the group cannot be kept (its owner is not in it), permissions that let that group read are
 * not copied onto another group: the new file keeps its defaults. Nothing to replace, or a file
 * system that keeps no modes (a FAT drive): left as made.
 */
export async function takeModeOf(replaced: string, replacement: string): Promise<void> {
  const old = await stat(replaced).catch(() => null);
  if (!old?.isFile()) return;
  // The owner first: a change of owner clears the set-id bits a chmod would have set.
  const root = process.getuid?.() === 0;
  await chown(replacement, root ? old.uid : -1, old.gid).catch(() => undefined);
  const sameGroup = (await stat(replacement).catch(() => null))?.gid === old.gid;
  const mode = old.mode & 0o7777;
  if (sameGroup || (mode & 0o070) === 0) await chmod(replacement, mode).catch(() => undefined);
}
