import { translateMessage as t } from '../../shared/i18n/translator';
import { MOST_THREADS, threadCount } from './thread-count';

export { defaultThreads } from './thread-count';

/** `--threads`: a whole number from 1 to MOST_THREADS (one per core when absent), or a message naming what is wrong. */
export function threadsFrom(value: string | undefined): number | string {
  return threadCount(value) ?? t('cli.import.threads', { value, most: MOST_THREADS });
}

/**
 * The most workers a command's own pools may start for `--threads` (`value`; `threads`, its count):
 * undefined when unsaid, for the engine to size them itself (one per core, for work worth them).
 */
export const mostWorkersSaid = (value: string | undefined, threads: number): number | undefined =>
  value === undefined ? undefined : threads;
