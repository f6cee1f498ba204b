import { readFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { inOwnNamespace, ownPidNamespace } from './process-identity';

/**
 * Which machine this is, beyond its host name, for the files other processes read (an export folder's
 * lock, a temp folder's marker): two machines may share a host name and a folder, and a pid of one
 * means nothing on the other. Windows and the WSL inside it share it by default, as do Linux machines
 * left named "ubuntu" or "raspberrypi" on one network share. A machine is its system, and on Linux its
 * machine-id too (systemd's and D-Bus's, made once as the system is installed): `linux/3d1219c7…`.
 * Elsewhere it is the system alone (`win32`, `darwin`), whose own naming mostly keeps two machines
 * of one network from sharing a name (Windows refuses a name taken; macOS numbers the second).
 */
export const machineOf = (platform: string, machineId: string | null): string =>
  machineId === null ? platform : `${platform}/${machineId}`;

/** A machine-id as systemd writes it: 32 lowercase hex digits (an empty file, before the first boot, names none). */
const MACHINE_ID = /^[0-9a-f]{32}$/;

/** Where Linux keeps the machine-id: systemd's file, and D-Bus's (a system without systemd). */
const MACHINE_ID_FILES = ['/etc/machine-id', '/var/lib/dbus/machine-id'];

const readText = (path: string): string | null => {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return null;
  }
};

/** This Linux machine's machine-id, or null when it has none (a container often has none). */
export function linuxMachineId(read: (path: string) => string | null = readText): string | null {
  for (const path of MACHINE_ID_FILES) {
    const id = read(path)?.trim();
    if (id !== undefined && MACHINE_ID.test(id)) return id;
  }
  return null;
}

/** This machine (machineOf). */
export const ownMachine: string = machineOf(process.platform, process.platform === 'linux' ? linuxMachineId() : null);

/**
 * Where a process ran, as a file naming it says: its host name, its machine (absent in files written
 * before machines were named), and its pid namespace (process-identity.ts; absent where not told).
 */
export interface ProcessPlace {
  host: string;
  machine?: string;
  pidNamespace?: string;
}

/** Whether a process at `place` ran on this machine: its host name, and its machine where written. */
export const onThisMachine = ({ host, machine }: ProcessPlace): boolean =>
  host === hostname() && (machine === undefined || machine === ownMachine);

/**
 * Whether a process at `place` can be looked at from here by its pid: it ran on this machine, in this
 * pid namespace (one not written is taken as this one).
 */
export const canLookAt = (place: ProcessPlace): boolean => onThisMachine(place) && inOwnNamespace(place.pidNamespace);

/** This process's place, as files naming it write it (its pid namespace only where told). */
export const ownPlace = (): ProcessPlace => ({
  host: hostname(),
  machine: ownMachine,
  ...(ownPidNamespace === null ? {} : { pidNamespace: ownPidNamespace }),
});

const SYSTEMS: Readonly<Record<string, string>> = { win32: 'Windows', darwin: 'macOS', linux: 'Linux' };

/**
 * The machine at `place` as the person is told of it: null for this one; else its host name, and where
 * that is this machine's own, what tells them apart (its system, and a Linux machine-id's first
 * digits): "DESKTOP-7 (Windows)", "ubuntu (Linux 1a2b3c4d)".
 */
export function otherMachineName(place: ProcessPlace): string | null {
  if (onThisMachine(place)) return null;
  if (place.host !== hostname() || place.machine === undefined) return place.host;
  const [platform = '', id] = place.machine.split('/');
  const system = SYSTEMS[platform] ?? platform;
  return `${place.host} (${id === undefined ? system : `${system} ${id.slice(0, 8)}`})`;
}
