import { availableParallelism } from 'node:os';
import { wholeNumberFrom } from '../../shared/whole-number';

/** More threads than this is a typo, not a machine. */
export const MOST_THREADS = 1024;

/** The threads a command parses on by default: one per core. */
export const defaultThreads = (): number => availableParallelism();

/** `--threads`'s value as a count: a whole number from 1 to MOST_THREADS, one per core when absent, else null. */
export function threadCount(value: string | undefined): number | null {
  if (value === undefined) return defaultThreads();
  return wholeNumberFrom(value, 1, MOST_THREADS);
}
