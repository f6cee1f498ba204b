import type { BigIntStats } from 'node:fs';
import { lstat, type FileHandle } from 'node:fs/promises';

/**
 * Which file, as it was then: its device and inode, size and modification time to the nanosecond,
 * and with `ctime` its change time too (null without).
 */
export interface FileIdentity {
  dev: bigint;
  ino: bigint;
  size: bigint;
  mtimeNs: bigint;
  ctimeNs: bigint | null;
}

/**
 * `ctime`: also the change time, which no copy (cp -p, rsync -t, utimes) can set back, but a rename
 * changes: for a file kept open or read in place, not one moved into place after it was known.
 */
export interface IdentityOptions {
  ctime: boolean;
}

const identityFrom = ({ dev, ino, size, mtimeNs, ctimeNs }: BigIntStats, { ctime }: IdentityOptions): FileIdentity => ({
  dev,
  ino,
  size,
  mtimeNs,
  ctimeNs: ctime ? ctimeNs : null,
});

/** The identity of the file `handle` reads, now. */
export async function identityOf(handle: FileHandle, options: IdentityOptions): Promise<FileIdentity> {
  return identityFrom(await handle.stat({ bigint: true }), options);
}

/** The identity of the file a name holds, now; null when it is no plain file (or none). */
export async function identityAt(path: string, options: IdentityOptions): Promise<FileIdentity | null> {
  const stats = await lstat(path, { bigint: true }).catch(() => null);
  return stats?.isFile() ? identityFrom(stats, options) : null;
}

/** Whether two identities are those of the same file, unchanged. */
export function sameFile(a: FileIdentity, b: FileIdentity): boolean {
  return a.dev === b.dev && a.ino === b.ino && a.size === b.size && a.mtimeNs === b.mtimeNs && a.ctimeNs === b.ctimeNs;
}
