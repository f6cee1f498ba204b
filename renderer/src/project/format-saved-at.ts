import { activeLocale } from '../../../shared/i18n/active-locale';
import { t } from '../i18n';

/**
 * When a recovery copy was written, for a person, in the active language: "14:32" today,
 * "12 Nov 2026, 14:32" (English) or "12 nov 2026, 14:32" (Dutch) on another day.
 */
export function formatSavedAt(iso: string, now = new Date()): string {
  const when = new Date(iso);
  const locale = activeLocale();
  const time = new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit' }).format(when);
  if (when.toDateString() === now.toDateString()) return time;
  const date = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric' }).format(when);
  return t('project.recovery.savedAtOtherDay', { date, time });
}
