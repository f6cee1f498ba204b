import { identityAt, sameFile, type FileIdentity } from '../file-identity';
import { linkTarget } from '../link-target';

/** Which file `path` holds now (through a link, as a save replaces it), its change time too; null when none. */
export async function projectFileIdentity(path: string): Promise<FileIdentity | null> {
  return identityAt(await linkTarget(path), { ctime: true });
}

/**
 * Whether `path` still holds the file that was read as `read`: false once another program saved
 * over it, moved or removed it. A file read without an identity (none was taken) counts as unchanged.
 */
export async function unchangedSince(path: string, read: FileIdentity | null): Promise<boolean> {
  if (read === null) return true;
  const now = await projectFileIdentity(path);
  return now !== null && sameFile(now, read);
}
