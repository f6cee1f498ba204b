import { workerData } from 'node:worker_threads';
import { setActiveLocale } from '../../shared/i18n/active-locale';
import { isLocale } from '../../shared/i18n/locales';

/**
 * Makes a worker speak the language of the thread that started it (startWorker hands it over), so
 * the problems a worker words read as those its starter words: a Dutch CLI's, or main's.
 */
export function speakStartersLanguage(): void {
  const locale = (workerData as { locale?: unknown } | null)?.locale;
  if (isLocale(locale)) setActiveLocale(locale);
}
