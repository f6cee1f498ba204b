// Which CPUs a thread may run on, as Linux's /proc lists them ("0", "0-1"): what the pinning tests check.
import { readFileSync } from 'node:fs';

/** The CPU list in a thread's /proc status text. */
export const cpusAllowedIn = (status: string): string => /Cpus_allowed_list:\s*(\S+)/.exec(status)![1]!;

/** The CPUs the calling thread may run on now. */
export const cpusAllowedNow = (): string => cpusAllowedIn(readFileSync('/proc/thread-self/status', 'utf8'));
