import type * as FsPromises from 'node:fs/promises';
import { readdir, stat, symlink, unlink, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ExportFolderLocked,
  LOCK_NAME,
  lockExportFolder,
  type HeldLock,
} from '../../../../electron/engine/export/export-folder-lock';
import { folderLockedProblem } from '../../../../electron/engine/export/folder-lost-problem';
import { inTurn } from '../../../../electron/engine/export/held-locks';
import { readLock } from '../../../../electron/engine/export/lock-file';
import { useTempDir } from '../../../support/use-temp-dir';

/**
 * The real file system, but a removal of the lock (unlink, or rename aside) fails with EBUSY (held open
 * by a scanner) while `held` is more than 0, counting down; `afterRead` runs once just after the lock's
 * text is read, `afterAsideRead` once just after a lock renamed aside is read; and reads of the lock
 * hang while `hang` is set.
 */
const disk = vi.hoisted(() => ({
  held: 0,
  code: 'EBUSY',
  refusals: 0,
  reads: 0,
  hang: false,
  afterRead: null as (() => Promise<unknown>) | null,
  afterAsideRead: null as (() => Promise<unknown>) | null,
}));

vi.mock('node:fs/promises', async (importOriginal) => {
  const actual = await importOriginal<typeof FsPromises>();
  const refuse = (path: unknown): void => {
    if (!String(path).endsWith(LOCK_NAME) || disk.held === 0) return;
    disk.held--;
    disk.refusals++;
    throw Object.assign(new Error(`${disk.code}: refused, '${String(path)}'`), { code: disk.code });
  };
  const unlink: typeof actual.unlink = async (path) => {
    refuse(path);
    return actual.unlink(path);
  };
  const rename: typeof actual.rename = async (from, to) => {
    refuse(from);
    return actual.rename(from, to);
  };
  // A lock is read from a handle (readLock): its reads are the handle's.
  const open = (async (...args: Parameters<typeof actual.open>) => {
    const handle = await actual.open(...args);
    const [isLock, isAside] = [String(args[0]).endsWith(LOCK_NAME), String(args[0]).endsWith('.aside')];
    if (!isLock && !isAside) return handle;
    const read = handle.read.bind(handle) as (...readArgs: unknown[]) => Promise<unknown>;
    handle.read = (async (...readArgs: unknown[]) => {
      if (isAside) {
        const done = await read(...readArgs);
        const after = disk.afterAsideRead;
        disk.afterAsideRead = null;
        await after?.();
        return done;
      }
      disk.reads++;
      if (disk.hang) return new Promise(() => undefined);
      const done = await read(...readArgs);
      const after = disk.afterRead;
      disk.afterRead = null;
      await after?.();
      return done;
    }) as typeof handle.read;
    return handle;
  }) as typeof actual.open;
  const replaced = { unlink, rename, open };
  return { ...actual, ...replaced, default: { ...actual, ...replaced } };
});

const temp = useTempDir();

/** Waits until `done` holds, looking every 20 ms, for at most 5 s. */
async function eventually(done: () => Promise<boolean>): Promise<void> {
  for (let waited = 0; !(await done()); waited += 20) {
    if (waited > 5_000) throw new Error('not within 5 s');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const settle = (ms = 100): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

afterEach(() => {
  Object.assign(disk, {
    held: 0,
    code: 'EBUSY',
    refusals: 0,
    reads: 0,
    hang: false,
    afterRead: null,
    afterAsideRead: null,
  });
  vi.useRealTimers();
});

/** The heartbeat, a minute apart, at once: its timer is faked, the file system's and the pauses' are not. */
const fakeHeartbeat = (): void => void vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });

// A lock let go whose file could not be removed stayed, naming this process: another process on this
// machine judges it by whether this one runs, and was refused every export into the folder until it quit.
describe('a lock let go whose file cannot be removed at once', () => {
  it('goes once a removal a moment later succeeds (a scanner held it for an instant)', async () => {
    const folder = temp.path();
    const lock = await lockExportFolder(folder);
    disk.held = 2;
    await lock.release();
    expect(disk.refusals).toBe(2);
    expect(await readdir(folder)).toEqual([]);
  });

  it('is touched and tried again at each heartbeat while it cannot be removed, and removed once it can', async () => {
    fakeHeartbeat();
    const folder = temp.path();
    const lock = await lockExportFolder(folder);
    disk.held = 1_000;
    await lock.release();
    expect(await readdir(folder)).toEqual([LOCK_NAME]);
    expect(disk.refusals).toBe(4); // at once, and after each of three pauses
    const longAgo = new Date(Date.now() - 3_600_000);
    await utimes(lock.path, longAgo, longAgo);

    vi.advanceTimersToNextTimer(); // still held open: touched (so not called paused or hung), tried again
    await eventually(async () => disk.refusals === 5);
    expect(await readdir(folder)).toEqual([LOCK_NAME]);
    expect(Date.now() - (await stat(lock.path)).mtimeMs).toBeLessThan(60_000);

    disk.held = 0; // let go of by whatever held it
    vi.advanceTimersToNextTimer();
    await eventually(async () => (await readdir(folder)).length === 0);
    expect(vi.getTimerCount()).toBe(0); // nothing left to remove: the heartbeat stops
  });

  it("never removes another export's lock that took the folder over just as it was tried again", async () => {
    fakeHeartbeat();
    const folder = temp.path();
    const first = await lockExportFolder(folder);
    disk.held = 4;
    await first.release();
    // Between the retry's read of the lock let go and its removal, another export takes the folder over.
    const taker = JSON.stringify({ ...(await readLock(first.path))!.holder, pid: 1, token: 'taker' });
    disk.afterRead = () => writeFile(first.path, taker);
    vi.advanceTimersToNextTimer();
    await eventually(async () => disk.afterRead === null);
    await settle();
    expect((await readLock(first.path))?.holder?.token).toBe('taker');
    expect(vi.getTimerCount()).toBe(0); // not ours any more: nothing left to remove
  });

  // Removed by renaming it aside and comparing, a lock let go was tried again while this process took the
  // folder again: the lock just taken was renamed away for that instant, its export's check failing as
  // held by nobody, and a third export could take the folder.
  it('is tried again only when this process is not taking the folder again meanwhile', async () => {
    fakeHeartbeat();
    const folder = temp.path();
    const first = await lockExportFolder(folder);
    disk.held = 4;
    await first.release();
    let second: Promise<HeldLock> | null = null;
    let taken: HeldLock | null = null;
    let inTheWindow: unknown = 'not looked';
    disk.afterRead = async () => {
      // The retry has read the lock let go; this process takes the folder again.
      second = lockExportFolder(folder);
      void second.then((lock) => (taken = lock));
      await settle();
      disk.afterAsideRead = async () => {
        // The retry has renamed a lock aside: the one just taken, if the taking went first.
        inTheWindow =
          taken === null
            ? 'not taken yet'
            : await taken.check().then(
                () => 'held',
                (error: unknown) => error,
              );
      };
    };
    vi.advanceTimersToNextTimer();
    await eventually(async () => second !== null && taken !== null);
    expect(inTheWindow).toBe('not taken yet');
    await expect(taken!.check()).resolves.toBeUndefined();
    await taken!.release();
    expect(await readdir(folder)).toEqual([]);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('is given up after ten minutes of heartbeats, left to the exit: never removed, kept fresh, it kept other machines out for good', async () => {
    fakeHeartbeat();
    const folder = temp.path();
    const lock = await lockExportFolder(folder);
    disk.held = 1_000;
    await lock.release();
    for (let beat = 1; beat <= 10; beat++) {
      vi.advanceTimersToNextTimer();
      await eventually(async () => disk.refusals === 4 + beat);
    }
    expect(vi.getTimerCount()).toBe(0); // given up: no more heartbeats for it
    expect(await readdir(folder)).toEqual([LOCK_NAME]);
  });

  it('is left alone once this process takes the folder again, and the heartbeat stops with the new lock', async () => {
    fakeHeartbeat();
    const folder = temp.path();
    const first = await lockExportFolder(folder);
    disk.held = 4;
    await first.release();
    const second = await lockExportFolder(folder); // this process's own lock let go: taken over at once
    const token = (await readLock(second.path))!.holder!.token;
    vi.advanceTimersToNextTimer();
    await settle();
    expect((await readLock(second.path))?.holder?.token).toBe(token);
    await second.release();
    expect(await readdir(folder)).toEqual([]);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('held open as this process exports into the folder again: looked at, then refused, never a raw error', async () => {
    fakeHeartbeat();
    const folder = temp.path();
    const first = await lockExportFolder(folder);
    disk.held = 1_000;
    await first.release();
    const refused = await lockExportFolder(folder).then(
      () => null,
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(ExportFolderLocked);
    expect((refused as ExportFolderLocked).heldOpen).toBe(true);
    expect(folderLockedProblem(refused as ExportFolderLocked).message).toContain(
      'is held open by another program (most likely a virus scanner or a backup)',
    );
    disk.held = 0;
    await (await lockExportFolder(folder)).release(); // let go of by the scanner: taken at once
    expect(await readdir(folder)).toEqual([]);
    vi.advanceTimersToNextTimer(); // the first, taken over since: nothing of it left to remove
    await eventually(async () => vi.getTimerCount() === 0);
  });

  it('is tried once at a time when the share stops answering, not again at every heartbeat', async () => {
    fakeHeartbeat();
    const folder = temp.path();
    const lock = await lockExportFolder(folder);
    disk.held = 4;
    await lock.release();
    disk.hang = true;
    const reads = disk.reads;
    for (let beat = 0; beat < 5; beat++) {
      vi.advanceTimersToNextTimer();
      await settle(20);
    }
    expect(disk.reads - reads).toBe(1);
    // The removal's read never returns: this process taking the folder again waits for it only so long.
    disk.hang = false;
    const again = await lockExportFolder(folder);
    await again.check();
    await again.release();
  });

  it('on Windows, a lasting EPERM (no right to delete) is thrown as it is, not told as a file held open', async () => {
    const folder = temp.path();
    const first = await lockExportFolder(folder);
    const platform = Object.getOwnPropertyDescriptor(process, 'platform')!;
    Object.defineProperty(process, 'platform', { value: 'win32' });
    try {
      Object.assign(disk, { held: 1_000, code: 'EPERM' });
      await first.release();
      await expect(lockExportFolder(folder)).rejects.toMatchObject({ code: 'EPERM' });
    } finally {
      Object.defineProperty(process, 'platform', platform);
      disk.held = 0;
    }
  });

  it('takes turns with work on the same lock spelt another way (a link to its folder)', async () => {
    const folder = temp.path();
    const link = `${folder}-link`;
    await symlink(folder, link);
    const order: string[] = [];
    const first = inTurn(join(folder, LOCK_NAME), async () => {
      await settle();
      order.push('first');
    });
    const second = inTurn(join(link, LOCK_NAME), async () => void order.push('second'));
    await Promise.all([first, second]);
    expect(order).toEqual(['first', 'second']);
    await unlink(link);
  });
});
