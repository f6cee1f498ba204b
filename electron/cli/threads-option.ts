import { translateMessage as t } from '../../shared/i18n/translator';
import { MOST_THREADS, threadCount } from './thread-count';

export { defaultThreads } from './thread-count';

/** `--threads`: a whole number from 1 to MOST_THREADS (one per core when absent), or a message naming what is wrong. */
export function threadsFrom(value: string | undefined): number | string {
  return threadCount(value) ?? t('cli.import.threads', { value, most: MOST_THREADS });
}
