import type * as FsPromises from 'node:fs/promises';
import { readdir } from 'node:fs/promises';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LOCK_NAME, lockExportFolder } from '../../../../electron/engine/export/export-folder-lock';
import { readLock } from '../../../../electron/engine/export/lock-file';
import { useTempDir } from '../../../support/use-temp-dir';

/** The real file system, but a removal of the lock fails (EBUSY: held open by a scanner) this many more times. */
const disk = vi.hoisted(() => ({ lockRemovalsRefused: 0, refusals: 0 }));

vi.mock('node:fs/promises', async (importOriginal) => {
  const actual = await importOriginal<typeof FsPromises>();
  const unlink: typeof actual.unlink = async (path) => {
    if (String(path).endsWith(LOCK_NAME) && disk.lockRemovalsRefused > 0) {
      disk.lockRemovalsRefused--;
      disk.refusals++;
      throw Object.assign(new Error(`EBUSY: resource busy or locked, unlink '${String(path)}'`), { code: 'EBUSY' });
    }
    return actual.unlink(path);
  };
  return { ...actual, unlink, default: { ...actual, unlink } };
});

const temp = useTempDir();

/** Waits until `done` holds, looking every 20 ms, for at most 5 s. */
async function eventually(done: () => Promise<boolean>): Promise<void> {
  for (let waited = 0; !(await done()); waited += 20) {
    if (waited > 5_000) throw new Error('not within 5 s');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

afterEach(() => {
  disk.lockRemovalsRefused = 0;
  disk.refusals = 0;
  vi.useRealTimers();
});

// A lock let go whose file could not be removed stayed, naming this process: another process on this
// machine judges it by whether this one runs, and was refused every export into the folder until it quit.
describe('a lock let go whose file cannot be removed at once', () => {
  it('goes once a removal a moment later succeeds (a scanner held it for an instant)', async () => {
    const folder = temp.path();
    const lock = await lockExportFolder(folder);
    disk.lockRemovalsRefused = 2;
    await lock.release();
    expect(disk.refusals).toBe(2);
    expect(await readdir(folder)).toEqual([]);
  });

  it('is removed at a later heartbeat when it still cannot be at its release, and not before', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] }); // the heartbeat, a minute apart
    const folder = temp.path();
    const lock = await lockExportFolder(folder);
    disk.lockRemovalsRefused = 1_000;
    await lock.release();
    expect(await readdir(folder)).toEqual([LOCK_NAME]);
    const tries = disk.refusals;
    expect(tries).toBeGreaterThan(1);

    vi.advanceTimersToNextTimer(); // a heartbeat while it is still held open: it stays, tried again
    await eventually(async () => disk.refusals > tries);
    expect(await readdir(folder)).toEqual([LOCK_NAME]);

    disk.lockRemovalsRefused = 0; // let go of by whatever held it
    vi.advanceTimersToNextTimer();
    await eventually(async () => (await readdir(folder)).length === 0);
    expect(vi.getTimerCount()).toBe(0); // nothing left to remove: the heartbeat stops
  });

  it('is left alone once another export has taken the folder over', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const folder = temp.path();
    const first = await lockExportFolder(folder);
    disk.lockRemovalsRefused = 4;
    await first.release();
    disk.lockRemovalsRefused = 0;
    const second = await lockExportFolder(folder); // this process's own lock let go: taken over at once
    const token = (await readLock(second.path))!.holder!.token;
    vi.advanceTimersToNextTimer();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await readLock(second.path))?.holder?.token).toBe(token);
    await second.release();
    expect(await readdir(folder)).toEqual([]);
  });
});
