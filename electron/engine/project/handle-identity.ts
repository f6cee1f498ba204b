import type { FileHandle } from 'node:fs/promises';

/**
 * Which file an open handle reads, as it was then: its device and inode, size and times to the
 * nanosecond. The change time too, which no copy (cp -p, rsync -t, utimes) can set back: unlike
 * export/file-identity.ts, which must survive a rename (that changes it), this is for a file kept open.
 */
export interface FileIdentity {
  dev: bigint;
  ino: bigint;
  size: bigint;
  mtimeNs: bigint;
  ctimeNs: bigint;
}

/** The identity of the file `handle` reads, now. */
export async function identityOf(handle: FileHandle): Promise<FileIdentity> {
  const { dev, ino, size, mtimeNs, ctimeNs } = await handle.stat({ bigint: true });
  return { dev, ino, size, mtimeNs, ctimeNs };
}

/** Whether two identities are those of the same file, unchanged. */
export function sameFile(a: FileIdentity, b: FileIdentity): boolean {
  return a.dev === b.dev && a.ino === b.ino && a.size === b.size && a.mtimeNs === b.mtimeNs && a.ctimeNs === b.ctimeNs;
}
