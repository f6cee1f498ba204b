import { identityAt } from '../file-identity';

/**
 * Which file a name holds, as an export manifest keeps it: its inode number, size and modification
 * time, or null when it is no plain file (or none). A file keeps all three through the rename that
 * moves it from staging into the export folder (its change time it does not: none is kept); a copy
 * (a clone, an archive, a download) gets another inode, and a file rewritten in place another time:
 * so a file is known to be the very one an export wrote, not one that merely has its name.
 */
export async function fileIdentity(path: string): Promise<string | null> {
  const identity = await identityAt(path, { ctime: false });
  return identity && `${identity.ino}:${identity.size}:${identity.mtimeNs}`;
}
