import { spawn, type ChildProcess } from 'node:child_process';
import { readlinkSync } from 'node:fs';
import { readdir, readFile, unlink, utimes, writeFile } from 'node:fs/promises';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import {
  ExportFolderLocked,
  LOCK_NAME,
  STALE_AFTER_MS,
  lockExportFolder,
  type LockHolder,
} from '../../../../electron/engine/export/export-folder-lock';
import { folderLockedProblem } from '../../../../electron/engine/export/folder-lost-problem';
import { ownMachine } from '../../../../electron/engine/machine-identity';
import { linuxStartOf, ownPidNamespace, ownStart } from '../../../../electron/engine/process-identity';
import { endedPid, plantLock } from '../../../support/planted-lock';
import { makeZombie } from '../../../support/zombie-process';
import { useTempDir } from '../../../support/use-temp-dir';

const temp = useTempDir();

/** What refused the lock, or null when it was taken (and is let go again). */
async function refusal(folder: string): Promise<ExportFolderLocked | null> {
  try {
    await (await lockExportFolder(folder)).release();
    return null;
  } catch (error) {
    if (error instanceof ExportFolderLocked) return error;
    throw error;
  }
}

/** The first `count` lines a child writes to its stdout. */
function firstLines(child: ChildProcess, count: number): Promise<string[]> {
  return new Promise((resolve, reject) => {
    let text = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      text += chunk.toString();
      const lines = text.split('\n');
      if (lines.length > count) resolve(lines.slice(0, count));
    });
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`exited with ${code} before ${count} lines: ${text}`)));
  });
}

/**
 * The start of pid 1 of another pid namespace, as that process words it (boot id, start ticks, its
 * namespace), while pid 1 here is another process: a real one where a namespace can be made
 * (`unshare --pid`: root with the right to, which a container's root often lacks); elsewhere a
 * namespace no process of this machine is in.
 */
async function otherNamespaceHolder(): Promise<{ start: string; end: () => Promise<void> }> {
  const bootId = (await readFile('/proc/sys/kernel/random/boot_id', 'utf8')).trim();
  const child = spawn(
    'unshare',
    ['--pid', '--fork', '--mount-proc', 'sh', '-c', 'readlink /proc/self/ns/pid; cat /proc/1/stat; exec cat'],
    { stdio: ['pipe', 'pipe', 'ignore'] },
  );
  const closed = new Promise((resolve) => child.once('close', resolve));
  // Its pid 1 (cat) ends at the end of its input, and the namespace with it.
  const end = async (): Promise<void> => {
    child.stdin!.end();
    await closed;
  };
  let lines: string[];
  try {
    lines = await firstLines(child, 2);
  } catch {
    // unshare refused (not permitted, or not installed): no namespace can be made here.
    if (child.pid !== undefined) await end(); // one that never started has nothing to close
    return { start: `${bootId}/1@pid:[1]`, end: async () => undefined };
  }
  const [namespace, stat] = lines as [string, string];
  const ticks = stat.slice(stat.lastIndexOf(')') + 2).split(' ')[22 - 3];
  return { start: `${bootId}/${ticks}@${namespace}`, end };
}

const tokenIn = async (path: string): Promise<string> => (JSON.parse(await readFile(path, 'utf8')) as LockHolder).token;

describe('lockExportFolder', () => {
  it('holds the folder: a second export is refused, naming the holder; let go, the lock goes', async () => {
    const folder = temp.path();
    const lock = await lockExportFolder(folder);
    const refused = await refusal(folder);
    expect(refused?.holder).toMatchObject({ pid: process.pid, start: ownStart, host: hostname() });
    expect(refused?.folder).toBe(folder);
    await lock.release();
    expect(await readdir(folder)).toEqual([]);
    expect(await refusal(folder)).toBeNull();
  });

  it("takes over a dead export's lock, and a live pid's that started at another time (a reused pid)", async () => {
    const folder = temp.path();
    const path = await plantLock(folder, { pid: endedPid(), start: 'x/1' });
    const first = await lockExportFolder(folder);
    expect(await tokenIn(path)).not.toBe('planted');
    await first.release();

    // The parent process runs; a lock naming it with another start is a former process's with that pid
    // (Linux tells a process's start; elsewhere a running pid is taken as the holder until the time limit).
    const parentStart = linuxStartOf(process.ppid);
    await plantLock(folder, { pid: process.ppid, start: `${parentStart ?? 'x/1'}0` });
    expect(await refusal(folder)).toEqual(parentStart === null ? expect.any(ExportFolderLocked) : null);
    await plantLock(folder, { pid: process.ppid, start: parentStart ?? 'x/1' });
    expect((await refusal(folder))?.holder?.pid).toBe(process.ppid); // the very process: live
  });

  // The age is read on the wall clock: set ahead past STALE_AFTER_MS, it made a live export's lock on
  // this machine look abandoned until its next heartbeat, and a second export took the folder.
  it("a live export's lock on this machine stands however long ago it was touched; a pid that cannot be told apart, only until then", async () => {
    const folder = temp.path();
    const longAgo = new Date(Date.now() - STALE_AFTER_MS - 60_000);
    const lock = await lockExportFolder(folder);
    try {
      await utimes(lock.path, longAgo, longAgo);
      const refused = await refusal(folder);
      expect(refused?.holder?.token).toBe(await tokenIn(lock.path));
      expect(refused?.quiet).toBe(false); // this process's own: it runs here, not paused
    } finally {
      await lock.release();
    }

    // Another live process of this machine, as Linux tells its start: told as quiet (paused or hung).
    const parentStart = linuxStartOf(process.ppid);
    const path = await plantLock(folder, { pid: process.ppid, start: parentStart ?? 'clock/1' });
    expect(await refusal(folder)).toMatchObject({ holder: { pid: process.ppid }, quiet: false });
    await utimes(path, longAgo, longAgo);
    const refused = await refusal(folder);
    if (parentStart === null) expect(refused).toBeNull();
    else expect(refused).toMatchObject({ holder: { pid: process.ppid }, quiet: true });

    // A start that cannot tell a reused pid (not Linux's): a running pid holds only until the time limit.
    await plantLock(folder, { pid: process.ppid, start: 'clock/1' });
    expect(await refusal(folder)).toMatchObject({ holder: { pid: process.ppid }, quiet: false });
    await utimes(path, longAgo, longAgo);
    expect(await refusal(folder)).toBeNull();
  });

  // Linux keeps a dead process's entry, with its start, until its parent reaps it: judged by whether it
  // runs, such a holder's lock kept the folder for as long as its parent lived, naming a pid nobody can end.
  it('a lock whose holder died and is not yet reaped (a zombie) is taken over at once', async () => {
    const zombie = await makeZombie();
    try {
      const folder = temp.path();
      await plantLock(folder, { pid: zombie.pid, start: zombie.start });
      expect(await refusal(folder)).toBeNull();
    } finally {
      zombie.end();
    }
  });

  it('a lock written in another pid namespace (a container on this kernel, same host name) stands until the time limit', async () => {
    const holder = await otherNamespaceHolder();
    try {
      expect(holder.start).toMatch(/@pid:\[\d+\]$/);
      const [start, pidNamespace] = holder.start.split('@') as [string, string];
      expect(pidNamespace).not.toBe(ownPidNamespace);
      // As this build writes it (the namespace beside the start), and as 31693032's builds did (inside it).
      for (const written of [{ start, pidNamespace }, { start: holder.start }]) {
        const folder = temp.path();
        const path = await plantLock(folder, { pid: 1, ...written });
        expect((await refusal(folder))?.holder?.pid).toBe(1);
        const longAgo = new Date(Date.now() - STALE_AFTER_MS - 60_000);
        await utimes(path, longAgo, longAgo);
        expect(await refusal(folder)).toBeNull();
      }
    } finally {
      await holder.end();
    }
  });

  it('a lock written now gives its start as builds before 31693032 read it (they take it as live), its pid namespace beside it', async () => {
    const folder = temp.path();
    const lock = await lockExportFolder(folder);
    try {
      const written = JSON.parse(await readFile(lock.path, 'utf8')) as LockHolder;
      if (process.platform === 'linux') {
        // What such a build compares: linuxStartOf(pid) === start.
        expect(written.start).toBe(linuxStartOf(process.pid));
        expect(written.pidNamespace).toBe(readlinkSync('/proc/self/ns/pid'));
      } else expect(written.start).toBe(ownStart);
      expect(written.start).not.toContain('@');
    } finally {
      await lock.release();
    }
  });

  it('a lock of this process that it no longer holds (a former run with this pid) is taken over', async () => {
    const folder = temp.path();
    await plantLock(folder);
    await (await lockExportFolder(folder)).release();
    expect(await readdir(folder)).toEqual([]);
  });

  it("another machine's lock stands until untouched for the time limit; an empty one is read again, then stale", async () => {
    const folder = temp.path();
    const path = await plantLock(folder, { host: 'build-2', pid: 1 });
    expect((await refusal(folder))?.holder?.host).toBe('build-2');
    const longAgo = new Date(Date.now() - STALE_AFTER_MS - 60_000);
    await utimes(path, longAgo, longAgo);
    expect(await refusal(folder)).toBeNull();

    await writeFile(path, ''); // made, its holder not written yet
    expect((await refusal(folder))?.holder).toBeNull();
    await utimes(path, longAgo, longAgo); // its maker died before writing it
    expect(await refusal(folder)).toBeNull();
  });

  // By host name alone, a lock written on Windows and read in the WSL inside it (one host name by
  // default), or on another Linux machine of the same name, named a pid that did not run here: it was
  // taken over at once, and two exports wrote into one folder.
  it('a lock of another machine with this host name stands until the time limit, named with its system', async () => {
    const otherSystem = process.platform === 'win32' ? 'linux' : 'win32';
    const holders: Partial<LockHolder>[] = [
      { pid: endedPid(), start: 'clock/1700000000000', machine: otherSystem },
      { pid: endedPid(), start: 'another-boot/4242', machine: 'linux/1a2b3c4d5e6f708192a3b4c5d6e7f809' },
    ];
    for (const holder of holders) {
      const folder = temp.path();
      const path = await plantLock(folder, holder);
      const refused = await refusal(folder);
      expect(refused?.holder?.pid).toBe(holder.pid);
      const told = folderLockedProblem(refused!).message;
      expect(told).toContain(`process ${holder.pid} on ${hostname()} (`);
      const longAgo = new Date(Date.now() - STALE_AFTER_MS - 60_000);
      await utimes(path, longAgo, longAgo);
      expect(await refusal(folder)).toBeNull();
    }
  });

  it('a lock names the machine it was taken on; one without (older builds) is judged by its host name', async () => {
    const folder = temp.path();
    const lock = await lockExportFolder(folder);
    expect((JSON.parse(await readFile(lock.path, 'utf8')) as LockHolder).machine).toBe(ownMachine());
    await lock.release();
    const older = await plantLock(folder, { pid: endedPid() }); // as builds before machines were named wrote it
    expect((JSON.parse(await readFile(older, 'utf8')) as LockHolder).machine).toBeUndefined();
    expect(await refusal(folder)).toBeNull(); // its pid looked at here: ended
  });

  // Looked at for SETTLE_MS on the wall clock, a lock being made when the clock was set back a minute
  // (a time sync, a clock changed by hand) held the export a minute more before it was refused.
  it('an empty lock is looked at for its time however the wall clock is set meanwhile', async () => {
    const folder = temp.path();
    await writeFile(join(folder, LOCK_NAME), ''); // made by another export, its holder not written yet
    const wallClock = Date.now;
    const setBack = setTimeout(() => {
      vi.spyOn(Date, 'now').mockImplementation(() => wallClock.call(Date) - 60_000);
    }, 300);
    try {
      const refused = refusal(folder);
      const ended = await Promise.race([
        refused,
        new Promise<string>((resolve) => setTimeout(resolve, 8_000, 'waiting')),
      ]);
      expect(ended).toBeInstanceOf(ExportFolderLocked);
      expect((ended as ExportFolderLocked).holder).toBeNull();
    } finally {
      clearTimeout(setBack);
      vi.restoreAllMocks();
    }
  });

  it('of exports taking over one stale lock at once, exactly one wins', async () => {
    const folder = temp.path();
    const dead = endedPid();
    for (let round = 0; round < 40; round++) {
      await plantLock(folder, { pid: dead, start: 'x/1', token: `stale-${round}` });
      const tries = await Promise.allSettled(Array.from({ length: 4 }, () => lockExportFolder(folder)));
      const won = tries.flatMap((taken) => (taken.status === 'fulfilled' ? [taken.value] : []));
      expect(won.length, `round ${round}`).toBe(1);
      for (const lost of tries) if (lost.status === 'rejected') expect(lost.reason).toBeInstanceOf(ExportFolderLocked);
      expect(await readdir(folder)).toEqual([LOCK_NAME]); // nothing left aside
      await won[0]!.release();
    }
  });

  it("what killed exports left beside the lock goes when it is taken; a live process's stays", async () => {
    const folder = temp.path();
    const dead = endedPid();
    const left = [`${LOCK_NAME}.${dead}.0123456789ab.new`, `${LOCK_NAME}.takeover.${dead}.0123456789ab.aside`];
    const live = `${LOCK_NAME}.${process.ppid}.0123456789ab.new`;
    for (const name of [...left, live]) await writeFile(join(folder, name), '');
    const lock = await lockExportFolder(folder);
    expect((await readdir(folder)).sort()).toEqual([LOCK_NAME, live].sort());
    await lock.release();
  });

  it('check() says when the lock is no longer this one, and release() then leaves the new one alone', async () => {
    const folder = temp.path();
    const lock = await lockExportFolder(folder);
    await expect(lock.check()).resolves.toBeUndefined();
    await unlink(lock.path);
    const path = await plantLock(folder, { host: 'build-2', token: 'theirs' });
    await expect(lock.check()).rejects.toBeInstanceOf(ExportFolderLocked);
    await lock.release();
    expect(await tokenIn(path)).toBe('theirs');
  });
});
