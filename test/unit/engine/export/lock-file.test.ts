import { createHash } from 'node:crypto';
import type * as FsPromises from 'node:fs/promises';
import { readdir, utimes, writeFile } from 'node:fs/promises';
import { hostname } from 'node:os';
import { basename, join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import {
  ExportFolderLocked,
  LOCK_NAME,
  STALE_AFTER_MS,
  lockExportFolder,
} from '../../../../electron/engine/export/export-folder-lock';
import {
  createWhole,
  hostMark,
  readLock,
  removeIfStill,
  removeLeftovers,
} from '../../../../electron/engine/export/lock-file';
import { ownPidNamespace } from '../../../../electron/engine/process-identity';
import { endedPid } from '../../../support/planted-lock';
import { StagedFolder } from '../../../../electron/engine/export/write-folder-safely';
import { useTempDir } from '../../../support/use-temp-dir';

/**
 * The real file system, with `afterRename` run just after a rename of the lock aside (the window under
 * test), and the files links are made from noted in `linked`.
 */
const disk = vi.hoisted(() => ({ afterRename: null as (() => Promise<unknown>) | null, linked: [] as string[] }));

vi.mock('node:fs/promises', async (importOriginal) => {
  const actual = await importOriginal<typeof FsPromises>();
  const rename: typeof actual.rename = async (from, to) => {
    await actual.rename(from, to);
    const after = String(from).endsWith(LOCK_NAME) ? disk.afterRename : null;
    disk.afterRename = null;
    await after?.();
  };
  const link: typeof actual.link = async (from, to) => {
    disk.linked.push(String(from));
    return actual.link(from, to);
  };
  return { ...actual, rename, link, default: { ...actual, rename, link } };
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
  /** Beside a lock: `ours` (of a pid gone) go at once, `theirs` only once unchanged for the time limit. */
  const expectLeftUntilLimit = async (theirs: string[], ours: string[]): Promise<void> => {
    const folder = temp.path();
    for (const name of [...theirs, ...ours]) await writeFile(join(folder, name), '');
    await removeLeftovers(LOCK_NAME, folder, STALE_AFTER_MS);
    expect((await readdir(folder)).sort()).toEqual([...theirs].sort());
    await new Promise((resolve) => setTimeout(resolve, 30));
    await removeLeftovers(LOCK_NAME, folder, 10); // unchanged for longer than the limit: left by a process gone
    expect(await readdir(folder)).toEqual([]);
  };

  it("leaves another container's files beside the lock (another pid namespace) until unchanged for the time limit", async () => {
    const dead = endedPid(); // no such process here; in another pid namespace it may well run
    const own = /\d+/.exec(ownPidNamespace ?? '')?.[0];
    const other = String(Number(own ?? 0) + 1);
    const theirs = [
      `${LOCK_NAME}.${dead}@${other}.0123456789ab.new`,
      `${LOCK_NAME}.takeover.1@${other}.0123456789ab.aside`,
    ];
    // This namespace's, named as now and as before namespaces were named: its pid is looked at.
    const ours = [
      `${LOCK_NAME}.${dead}.0123456789ab.new`,
      ...(own ? [`${LOCK_NAME}.${dead}@${own}.0123456789ab.new`] : []),
    ];
    await expectLeftUntilLimit(theirs, ours);
  });

  it("leaves another machine's files beside the lock (a shared folder) until unchanged for the time limit", async () => {
    const dead = endedPid(); // no such process here; on the other machine it may well run
    // The init pid namespace has the same number on every Linux machine, and macOS or Windows have none:
    // only the host tells these from this machine's.
    const own = /\d+/.exec(ownPidNamespace ?? '')?.[0];
    const named = own === undefined ? `${dead}` : `${dead}@${own}`;
    const other = hostMark('another-machine');
    expect(other).not.toBe(hostMark());
    const theirs = [
      `${LOCK_NAME}.${named}.h${other}.0123456789ab.new`,
      `${LOCK_NAME}.takeover.${named}.h${other}.0123456789ab.aside`,
    ];
    const ours = [`${LOCK_NAME}.${named}.h${hostMark()}.0123456789ab.new`]; // this host's: its pid is looked at
    await expectLeftUntilLimit(theirs, ours);
  });

  it('leaves the files of another machine of this host name (Windows and its WSL) until unchanged for the time limit', async () => {
    const dead = endedPid();
    const own = /\d+/.exec(ownPidNamespace ?? '')?.[0];
    const named = own === undefined ? `${dead}` : `${dead}@${own}`;
    const otherSystem = process.platform === 'win32' ? 'linux' : 'win32';
    // An older build of this machine named its files by its host name alone: as another machine's.
    const olderBuild = createHash('sha256').update(hostname()).digest('hex').slice(0, 8);
    const marks = [
      hostMark(hostname(), otherSystem),
      hostMark(hostname(), 'linux/fedcba9876543210fedcba9876543210'),
      olderBuild,
    ];
    expect(marks).not.toContain(hostMark());
    const theirs = marks.map((mark) => `${LOCK_NAME}.${named}.h${mark}.0123456789ab.new`);
    await expectLeftUntilLimit(theirs, [`${LOCK_NAME}.${named}.h${hostMark()}.0123456789ab.new`]);
  });

  it('names the file a lock is written in with this process, its pid namespace and its host', async () => {
    const folder = temp.path();
    disk.linked = [];
    expect(await createWhole(join(folder, LOCK_NAME), 'text')).toBe(true);
    const own = /\d+/.exec(ownPidNamespace ?? '')?.[0];
    const named = `${own === undefined ? process.pid : `${process.pid}@${own}`}\\.h${hostMark()}`;
    expect(disk.linked.map((path) => basename(path))).toEqual([
      expect.stringMatching(new RegExp(`^${LOCK_NAME.replaceAll('.', '\\.')}\\.${named}\\.[0-9a-f]{12}\\.new$`)),
    ]);
    expect(await readdir(folder)).toEqual([LOCK_NAME]);
  });

  it('removes a leftover named with pid 0, which no process has', async () => {
    const folder = temp.path();
    const left = `${LOCK_NAME}.0.0123456789ab.new`;
    await writeFile(join(folder, left), '');
    await removeLeftovers(LOCK_NAME, folder, STALE_AFTER_MS);
    expect(await readdir(folder)).toEqual([]);
  });
});
