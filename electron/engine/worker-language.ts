import { workerData } from 'node:worker_threads';
import { formatCount } from '../../shared/format';
import { setActiveLocale } from '../../shared/i18n/active-locale';
import { isLocale } from '../../shared/i18n/locales';

/**
 * Makes a worker speak the language of the thread that started it (startWorker hands it over), so
 * the problems a worker words read as those its starter words: a Dutch CLI's, or main's.
 */
export function speakStartersLanguage(): void {
  const locale = (workerData as { locale?: unknown } | null)?.locale;
  if (isLocale(locale)) setActiveLocale(locale);
  // A process's first number format readies ICU for every thread (~9 ms; a tenth of a millisecond
  // each after). A worker just started waits for its first job while its starter still loads, so
  // it is done here, not on main later, where the other cores wait for main.
  setImmediate(() => formatCount(0));
}
