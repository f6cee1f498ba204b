import { availableParallelism } from 'node:os';
import { translateMessage as t } from '../../shared/i18n/translator';

/** More threads than this is a typo, not a machine. */
const MOST_THREADS = 1024;

/** The threads a command parses on by default: one per core. */
export const defaultThreads = (): number => availableParallelism();

/** `--threads`: a whole number from 1 to MOST_THREADS (one per core when absent), or a message naming what is wrong. */
export function threadsFrom(value: string | undefined): number | string {
  if (value === undefined) return defaultThreads();
  const threads = /^\d+$/.test(value.trim()) ? Number(value.trim()) : NaN;
  if (Number.isInteger(threads) && threads >= 1 && threads <= MOST_THREADS) return threads;
  return t('cli.import.threads', { value, most: MOST_THREADS });
}
