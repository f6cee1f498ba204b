import type * as FsPromises from 'node:fs/promises';
import { readdir, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { ExportFolderLocked, LOCK_NAME, lockExportFolder } from '../../../../electron/engine/export/export-folder-lock';
import { readLock, removeIfStill, removeLeftovers } from '../../../../electron/engine/export/lock-file';
import { StagedFolder } from '../../../../electron/engine/export/write-folder-safely';
import { useTempDir } from '../../../support/use-temp-dir';

/** The real file system, with `afterRename` run just after a rename of the lock aside (the window under test). */
const disk = vi.hoisted(() => ({ afterRename: null as (() => Promise<unknown>) | null }));

vi.mock('node:fs/promises', async (importOriginal) => {
  const actual = await importOriginal<typeof FsPromises>();
  const rename: typeof actual.rename = async (from, to) => {
    await actual.rename(from, to);
    const after = String(from).endsWith(LOCK_NAME) ? disk.afterRename : null;
    disk.afterRename = null;
    await after?.();
  };
  return { ...actual, rename, default: { ...actual, rename } };
});

const temp = useTempDir();

describe('removeIfStill', () => {
  it('a live lock taken by another export while it was aside is lost, and its holder learns so at its next file', async () => {
    const folder = temp.path();
    const holder = new StagedFolder(folder);
    await holder.write('a.xml', Buffer.from('<urlset/>'));
    const path = join(folder, LOCK_NAME);
    const judged = (await readLock(path))!; // a third export judges it stale (its holder seemed dead)…
    const touched = new Date(Date.now() + 5_000);
    await utimes(path, touched, touched); // …and the holder's heartbeat touches it since

    let other: Awaited<ReturnType<typeof lockExportFolder>> | undefined;
    disk.afterRename = async () => void (other = await lockExportFolder(folder)); // the name is free: taken
    expect(await removeIfStill(path, judged)).toBe('lost');
    const taker = (await readLock(path))!.holder!;
    expect(await readdir(folder)).not.toContainEqual(expect.stringMatching(/\.aside$/));

    const refused = holder.write('b.xml', Buffer.from('<urlset/>'));
    await expect(refused).rejects.toBeInstanceOf(ExportFolderLocked);
    await expect(refused).rejects.toMatchObject({ holder: { token: taker.token } });
    await holder.discard();
    expect((await readLock(path))?.holder?.token).toBe(taker.token); // the new holder's lock stays
    await other!.release();
  });

  it('puts back a lock touched since it was judged, when nobody took the name meanwhile', async () => {
    const folder = temp.path();
    const lock = await lockExportFolder(folder);
    const judged = (await readLock(lock.path))!;
    const touched = new Date(Date.now() + 5_000);
    await utimes(lock.path, touched, touched);
    expect(await removeIfStill(lock.path, judged)).toBe('put-back');
    await expect(lock.check()).resolves.toBeUndefined();
    await lock.release();
    expect(await readdir(folder)).toEqual([]);
  });
});

describe('removeLeftovers', () => {
  it('removes a leftover named with pid 0, which no process has', async () => {
    const folder = temp.path();
    const left = `${LOCK_NAME}.0.0123456789ab.new`;
    await writeFile(join(folder, left), '');
    await removeLeftovers(LOCK_NAME, folder);
    expect(await readdir(folder)).toEqual([]);
  });
});
