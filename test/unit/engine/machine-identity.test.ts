import { readFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { describe, expect, it } from 'vitest';
import {
  canLookAt,
  linuxMachineId,
  machineOf,
  onThisMachine,
  otherMachineName,
  ownMachine,
  ownPlace,
} from '../../../electron/engine/machine-identity';
import { ownPidNamespace } from '../../../electron/engine/process-identity';

const ID = '3d1219c7c4c5404aaa1f6d2a48adfda4';
const OTHER_ID = '1a2b3c4d5e6f708192a3b4c5d6e7f809';

/** A reader of the files `files` holds (any other is missing). */
const reading =
  (files: Record<string, string>) =>
  (path: string): string | null =>
    files[path] ?? null;

describe('which machine this is', () => {
  it("reads Linux's machine-id from systemd's file, else D-Bus's, and only one written whole", () => {
    expect(linuxMachineId(reading({ '/etc/machine-id': `${ID}\n` }))).toBe(ID);
    expect(linuxMachineId(reading({ '/var/lib/dbus/machine-id': `${ID}\n` }))).toBe(ID);
    // Empty until the first boot writes it; 'uninitialized' while it boots; not ours to read otherwise.
    for (const text of ['', '\n', 'uninitialized\n', 'ABC', `${ID.slice(1)}\n`])
      expect(linuxMachineId(reading({ '/etc/machine-id': text, '/var/lib/dbus/machine-id': `${OTHER_ID}\n` }))).toBe(
        OTHER_ID,
      );
    expect(linuxMachineId(reading({}))).toBeNull();
  });

  it('is the system, with the machine-id where there is one', () => {
    expect(machineOf('linux', ID)).toBe(`linux/${ID}`);
    expect(machineOf('linux', null)).toBe('linux');
    expect(machineOf('win32', null)).toBe('win32');
    const etc = ((): string | null => {
      try {
        return readFileSync('/etc/machine-id', 'utf8').trim();
      } catch {
        return null;
      }
    })();
    if (process.platform !== 'linux') expect(ownMachine).toBe(process.platform);
    else if (etc !== null && /^[0-9a-f]{32}$/.test(etc)) expect(ownMachine).toBe(`linux/${etc}`);
    else expect(ownMachine).toMatch(/^linux(\/[0-9a-f]{32})?$/);
  });

  it('tells a process on this machine from one on another of the same host name', () => {
    const host = hostname();
    expect(ownPlace()).toEqual({
      host,
      machine: ownMachine,
      ...(ownPidNamespace === null ? {} : { pidNamespace: ownPidNamespace }),
    });
    expect(onThisMachine(ownPlace())).toBe(true);
    expect(onThisMachine({ host })).toBe(true); // written before machines were named: by its host name
    expect(onThisMachine({ host: `${host}-2`, machine: ownMachine })).toBe(false);
    const otherSystem = process.platform === 'win32' ? 'linux' : 'win32';
    expect(onThisMachine({ host, machine: otherSystem })).toBe(false); // Windows and the WSL inside it
    expect(onThisMachine({ host, machine: `${process.platform}/${OTHER_ID}` })).toBe(false);
  });

  it('looks at a process by its pid only on this machine, in this pid namespace', () => {
    const host = hostname();
    expect(canLookAt(ownPlace())).toBe(true);
    expect(canLookAt({ host })).toBe(true);
    expect(canLookAt({ host, machine: ownMachine, pidNamespace: 'pid:[1]' })).toBe(ownPidNamespace === 'pid:[1]');
    expect(canLookAt({ host, machine: 'win32-not-this' })).toBe(false);
  });

  it('names another machine by its host name, and by its system and machine-id where it shares this one', () => {
    const host = hostname();
    expect(otherMachineName(ownPlace())).toBeNull();
    expect(otherMachineName({ host })).toBeNull();
    expect(otherMachineName({ host: 'build-2' })).toBe('build-2');
    expect(otherMachineName({ host: 'build-2', machine: 'win32' })).toBe('build-2');
    const otherSystem = process.platform === 'win32' ? 'linux' : 'win32';
    expect(otherMachineName({ host, machine: otherSystem })).toBe(
      `${host} (${otherSystem === 'win32' ? 'Windows' : 'Linux'})`,
    );
    expect(otherMachineName({ host, machine: `linux/${OTHER_ID}` })).toBe(
      ownMachine === `linux/${OTHER_ID}` ? null : `${host} (Linux 1a2b3c4d)`,
    );
    expect(otherMachineName({ host, machine: 'freebsd' })).toBe(ownMachine === 'freebsd' ? null : `${host} (freebsd)`);
  });
});
