import { readFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { describe, expect, it } from 'vitest';
import {
  canLookAt,
  linuxMachineId,
  machineOf,
  onThisMachine,
  otherMachine,
  ownMachine,
  ownPlace,
} from '../../../electron/engine/machine-identity';
import { ownPidNamespace } from '../../../electron/engine/process-identity';
import { problemAt } from '../../../shared/problems';

// Made-up machine-ids.
const ID = '0123456789abcdef0123456789abcdef';
const OTHER_ID = 'fedcba9876543210fedcba9876543210';

/** A reader of the files `files` holds (any other is missing). */
const reading =
  (files: Record<string, string>) =>
  (path: string): string | null =>
    files[path] ?? null;

/** The text of /etc/machine-id, or null. */
const etcMachineId = (): string | null => {
  try {
    return readFileSync('/etc/machine-id', 'utf8').trim();
  } catch {
    return null;
  }
};

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

  it('is the system, with a hash of the machine-id that tells machines apart and nothing of the id', () => {
    const machine = machineOf('linux', ID);
    expect(machine).toMatch(/^linux\/[0-9a-f]{32}$/);
    expect(machine).not.toContain(ID);
    expect(machineOf('linux', ID)).toBe(machine); // the same every time
    expect(machineOf('linux', OTHER_ID)).not.toBe(machine);
    expect(machineOf('linux', null)).toBe('linux');
    expect(machineOf('win32', null)).toBe('win32');
    const etc = etcMachineId();
    if (process.platform !== 'linux') expect(ownMachine()).toBe(process.platform);
    else if (etc !== null && /^[0-9a-f]{32}$/.test(etc)) {
      expect(ownMachine()).toBe(machineOf('linux', etc));
      expect(ownMachine()).not.toContain(etc);
    } else expect(ownMachine()).toBe('linux');
  });

  it('tells a process on this machine from one on another of the same host name', () => {
    const host = hostname();
    expect(ownPlace()).toEqual({
      host,
      machine: ownMachine(),
      ...(ownPidNamespace === null ? {} : { pidNamespace: ownPidNamespace }),
    });
    expect(onThisMachine(ownPlace())).toBe(true);
    expect(onThisMachine({ host })).toBe(true); // written before machines were named: by its host name
    expect(onThisMachine({ host: `${host}-2`, machine: ownMachine() })).toBe(false);
    const otherSystem = process.platform === 'win32' ? 'linux' : 'win32';
    expect(onThisMachine({ host, machine: otherSystem })).toBe(false); // Windows and the WSL inside it
    expect(onThisMachine({ host, machine: machineOf(process.platform, OTHER_ID) })).toBe(false);
  });

  it('looks at a process by its pid only on this machine, in this pid namespace', () => {
    const host = hostname();
    expect(canLookAt(ownPlace())).toBe(true);
    expect(canLookAt({ host })).toBe(true);
    expect(canLookAt({ host, machine: ownMachine(), pidNamespace: 'pid:[1]' })).toBe(ownPidNamespace === 'pid:[1]');
    expect(canLookAt({ host, machine: 'win32-not-this' })).toBe(false);
  });

  it('names another machine by its host name, and by its system and id where it shares this one', () => {
    const host = hostname();
    expect(otherMachine(ownPlace())).toBeNull();
    expect(otherMachine({ host })).toBeNull();
    expect(otherMachine({ host: 'build-2' })).toEqual({ host: 'build-2' });
    expect(otherMachine({ host: 'build-2', machine: 'win32' })).toEqual({ host: 'build-2' });
    const twin = machineOf('linux', OTHER_ID);
    const named = (holder: object): string =>
      problemAt({ file: '/out' }, 'export-folder-locked', {
        folder: '/out',
        holder: { pid: 4711, host: null, since: '10:42:07', ...holder },
      }).message;
    const otherSystem = process.platform === 'win32' ? 'linux' : 'win32';
    expect(named(otherMachine({ host, machine: otherSystem })!)).toContain(
      `process 4711 on ${host} (${otherSystem === 'win32' ? 'Windows' : 'Linux'}), since`,
    );
    if (ownMachine() !== twin) {
      expect(otherMachine({ host, machine: twin })).toEqual({ host, system: 'linux', tag: twin.slice(6, 14) });
      expect(named(otherMachine({ host, machine: twin })!)).toContain(`on ${host} (Linux ${twin.slice(6, 14)}), since`);
    }
    expect(named({ host: 'build-2' })).toContain('process 4711 on build-2, since');
    expect(named({ host, system: 'freebsd' })).toContain(`on ${host} (freebsd), since`);
  });
});
