import type * as Crypto from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { hostname } from 'node:os';
import { inOwnNamespace, ownPidNamespace } from './process-identity';

/**
 * Which machine this is, beyond its host name, for the files other processes read (an export folder's
 * lock, a temp folder's marker): two machines may share a host name and a folder, and a pid of one
 * means nothing on the other. Windows and the WSL inside it share it by default, as do Linux machines
 * left named "ubuntu" or "raspberrypi" on one network share. A machine is its system, and on Linux its
 * machine-id too (systemd's and D-Bus's, made once as the system is installed), as this app's own
 * hash of it (appSpecificId): `linux/<32 hex digits>`. Elsewhere it is the system alone (`win32`,
 * `darwin`): their ids are read only by running a program (reg, ioreg), too slow for an export's
 * start, and their own naming mostly keeps two machines of one network from sharing a name (Windows
 * refuses a name taken; macOS numbers the second). Builds before machines were named write none.
 */
export const machineOf = (platform: string, machineId: string | null): string =>
  machineId === null ? platform : `${platform}/${appSpecificId(machineId)}`;

/**
 * The machine-id as this app writes it: never the id itself, which machine-id(5) asks to keep
 * unexposed (a lock lies in a folder that may be a web root or a share), but a hash keyed by it, as
 * systemd's sd_id128_get_machine_app_specific makes one: the same on this machine every time, and
 * telling nothing of the id.
 */
const appSpecificId = (machineId: string): string =>
  loadCrypto().createHmac('sha256', machineId).update('sitemap-studio machine').digest('hex').slice(0, 32);

/** node:crypto, loaded when a machine is first named (see ownMachine). */
const loadCrypto = (): typeof Crypto => createRequire(__filename)('node:crypto') as typeof Crypto;

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

let own: string | undefined;

/**
 * This machine (machineOf), read when first asked: a worker that loads this module and never names
 * its machine (a pack worker, by its spill's code) pays neither the read nor loading node:crypto
 * (2-3 ms of each worker's start).
 */
export const ownMachine = (): string =>
  (own ??= machineOf(process.platform, process.platform === 'linux' ? linuxMachineId() : null));

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
  host === hostname() && (machine === undefined || machine === ownMachine());

/**
 * Whether a process at `place` can be looked at from here by its pid: it ran on this machine, in this
 * pid namespace (one not written is taken as this one).
 */
export const canLookAt = (place: ProcessPlace): boolean => onThisMachine(place) && inOwnNamespace(place.pidNamespace);

/** This process's place, as files naming it write it (its pid namespace only where told). */
export const ownPlace = (): ProcessPlace => ({
  host: hostname(),
  machine: ownMachine(),
  ...(ownPidNamespace === null ? {} : { pidNamespace: ownPidNamespace }),
});

/**
 * What the person is told of the machine at `place` (the problem catalogue words it): null for this
 * one; else its host name, and where that is this machine's own, its system and the start of its id
 * (machineOf), which tell them apart.
 */
export function otherMachine(place: ProcessPlace): { host: string; system?: string; tag?: string } | null {
  if (onThisMachine(place)) return null;
  if (place.host !== hostname()) return { host: place.host };
  const [system = '', id] = place.machine!.split('/'); // named, or it would be this machine
  return { host: place.host, system, ...(id === undefined ? {} : { tag: id.slice(0, 8) }) };
}
