import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, symlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { basename, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  FOREIGN_TEMP_STALE_MS,
  makeOwnTempFolder,
  removeOwnTempFolder,
  removeStaleTempFolders,
  TEMP_MARKER,
} from '../../../electron/engine/own-temp-folder';
import { ownMachine } from '../../../electron/engine/machine-identity';
import { ownPidNamespace, pidRuns } from '../../../electron/engine/process-identity';
import { makeZombie } from '../../support/zombie-process';
import { useTempDir } from '../../support/use-temp-dir';

/** The pid of a process that ran and has ended. */
const endedPid = (): number => spawnSync(process.execPath, ['-e', '']).pid!;

/** A folder marked as a process's own, as makeOwnTempFolder marks it, with a file in it. */
function markedFolder(parent: string, name: string, marker: object): string {
  const folder = join(parent, name);
  mkdirSync(folder);
  writeFileSync(join(folder, TEMP_MARKER), JSON.stringify(marker));
  writeFileSync(join(folder, 'p0'), 'spilled rows');
  return folder;
}

describe('temp folders marked as ours', () => {
  const temp = useTempDir();

  it('are made under the parent, named by their kind, marked with this process and machine, and removed', () => {
    const folder = makeOwnTempFolder('check', temp.path());
    expect(basename(folder)).toMatch(/^sitemap-studio-check-.{6}$/);
    expect(JSON.parse(readFileSync(join(folder, TEMP_MARKER), 'utf8'))).toEqual({
      app: 'sitemap-studio',
      pid: process.pid,
      host: hostname(),
      machine: ownMachine(),
      ...(ownPidNamespace === null ? {} : { pidNamespace: ownPidNamespace }),
    });
    writeFileSync(join(folder, 'p0'), 'spilled rows');
    removeOwnTempFolder(folder);
    expect(existsSync(folder)).toBe(false);
    removeOwnTempFolder(folder); // gone already: nothing happens
  });

  it('tells a process that runs from one that ended, or died and is not yet reaped (its folder is free to go)', async () => {
    expect(pidRuns(process.pid)).toBe(true);
    expect(pidRuns(endedPid())).toBe(false);
    const zombie = await makeZombie();
    try {
      expect(pidRuns(zombie.pid)).toBe(false);
    } finally {
      zombie.end();
    }
  });
});

describe('the sweep at start', () => {
  const temp = useTempDir();
  const app = 'sitemap-studio';

  it('removes the folders a process of ours that ended left, and nothing else', async () => {
    const parent = temp.path();
    const host = hostname();
    const ended = endedPid();
    const stale = markedFolder(parent, 'sitemap-studio-check-aaaaaa', { app, pid: ended, host });
    const staleToo = markedFolder(parent, 'sitemap-studio-locs-bbbbbb', { app, pid: ended, host });
    const kept = [
      markedFolder(parent, 'sitemap-studio-ahead-live01', { app, pid: process.pid, host }),
      markedFolder(parent, 'sitemap-studio-web-parent', { app, pid: process.ppid, host }),
      markedFolder(parent, 'sitemap-studio-check-other', { app, pid: ended, host: `${host}-other` }),
      markedFolder(parent, 'sitemap-studio-check-notus', { app: 'another-app', pid: ended, host }),
      markedFolder(parent, 'another-app-spill-xxxxxx', { app, pid: ended, host }),
    ];
    // Named as ours but not marked, or marked wrongly: not ours to remove.
    const unmarked = join(parent, 'sitemap-studio-Ab12Cd');
    mkdirSync(unmarked);
    const garbled = join(parent, 'sitemap-studio-check-garble');
    mkdirSync(garbled);
    writeFileSync(join(garbled, TEMP_MARKER), '{"app":"sitemap-st');
    // A link named as ours to a stale folder elsewhere is not followed.
    const elsewhere = temp.path().concat('-elsewhere');
    mkdirSync(elsewhere);
    const target = markedFolder(elsewhere, 'sitemap-studio-check-target', { app, pid: ended, host });
    symlinkSync(target, join(parent, 'sitemap-studio-check-link'));
    try {
      expect((await removeStaleTempFolders(parent)).sort()).toEqual([stale, staleToo]);
      expect([stale, staleToo].filter(existsSync)).toEqual([]);
      expect([...kept, unmarked, garbled, target].filter(existsSync)).toEqual([...kept, unmarked, garbled, target]);
    } finally {
      removeOwnTempFolder(elsewhere);
    }
  });

  // By host name alone, a process of another machine of this name (Windows and the WSL inside it) or of
  // a container sharing /tmp and the host name was looked at by its pid here, and its live folders went.
  it("leaves another machine's folders of this host name, and another pid namespace's; removes this one's, however marked", async () => {
    const parent = temp.path();
    const host = hostname();
    const ended = endedPid();
    const otherSystem = process.platform === 'win32' ? 'linux' : 'win32';
    /** A marker of the ended process `ended` on this host, at `place`. */
    const at = (name: string, place: object): string => markedFolder(parent, name, { app, pid: ended, host, ...place });
    const here = ownPidNamespace === null ? {} : { pidNamespace: ownPidNamespace };
    const ours = [
      at('sitemap-studio-check-ours01', { machine: ownMachine() }),
      at('sitemap-studio-check-ours02', { machine: ownMachine(), ...here }),
      at('sitemap-studio-check-older', {}), // builds before machines were named
    ];
    const kept = [
      at('sitemap-studio-check-win000', { machine: otherSystem }),
      at('sitemap-studio-check-twin00', { machine: 'linux/fedcba9876543210fedcba9876543210' }),
      at('sitemap-studio-check-contnr', { machine: ownMachine(), pidNamespace: 'pid:[1]' }),
    ];
    expect((await removeStaleTempFolders(parent)).sort()).toEqual(ours.sort());
    expect(kept.filter(existsSync)).toEqual(kept);
  });

  // Kept by its pid alone, a killed run's folder of a restarted container (a pid namespace of its own at
  // each start) or of another machine sharing /tmp stayed for good.
  it("removes another machine's or pid namespace's folder once nothing in it changed for ten days, and not before", async () => {
    const parent = temp.path();
    const marker = { app, pid: process.pid, host: hostname(), machine: ownMachine(), pidNamespace: 'pid:[1]' };
    const folder = markedFolder(parent, 'sitemap-studio-check-contnr', marker);
    mkdirSync(join(folder, 'stream'));
    writeFileSync(join(folder, 'stream', 'p1'), 'spilled rows');
    const longAgo = new Date(Date.now() - FOREIGN_TEMP_STALE_MS - 60_000);
    const age = (path: string): void => utimesSync(path, longAgo, longAgo);
    for (const path of ['p0', TEMP_MARKER, 'stream', join('stream', 'p1')].map((name) => join(folder, name))) age(path);
    expect(await removeStaleTempFolders(parent)).toEqual([]); // the folder itself changed just now
    age(folder);
    writeFileSync(join(folder, 'stream', 'p1'), 'more rows'); // a live run still writes, deep down
    age(folder);
    age(join(folder, 'stream'));
    expect(await removeStaleTempFolders(parent)).toEqual([]);
    age(join(folder, 'stream', 'p1'));
    expect(await removeStaleTempFolders(parent)).toEqual([folder]);
    expect(existsSync(folder)).toBe(false);
  });

  it('passes over a folder whose marker cannot be looked at, and still removes a stale one beside it', async () => {
    const parent = temp.path();
    const stale = markedFolder(parent, 'sitemap-studio-check-cccccc', { app, pid: endedPid(), host: hostname() });
    // A marker that links to itself: looking at it throws ELOOP (as another user's 0700 folder throws EACCES).
    const looped = join(parent, 'sitemap-studio-check-looped');
    mkdirSync(looped);
    symlinkSync(join(looped, TEMP_MARKER), join(looped, TEMP_MARKER));
    expect(await removeStaleTempFolders(parent)).toEqual([stale]);
    expect(existsSync(looped)).toBe(true);
  });

  it('finds nothing to do in a parent that is not there', async () => {
    expect(await removeStaleTempFolders(join(temp.path(), 'missing'))).toEqual([]);
  });
});
