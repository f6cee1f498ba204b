import { activeLocale } from './i18n/active-locale';
import type { UiMessageKey } from './i18n/catalogues';
import { numberFormat } from './i18n/intl-formats';
import { translateMessage } from './i18n/translator';

/** 1234567 → "1,234,567" in English, "1.234.567" in Dutch: grouped for the active language. */
export const formatCount = (count: number): string => numberFormat(activeLocale()).format(count);

/** A number with exactly `digits` decimals, in the active language's notation ("12.5", "12,5"). */
export const formatDecimal = (value: number, digits: number): string =>
  numberFormat(activeLocale(), { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(value);

/** Milliseconds as seconds with up to three decimals, in the active language's notation: 1500 → "1.5", "1,5". */
export const formatSeconds = (ms: number): string =>
  numberFormat(activeLocale(), { maximumFractionDigits: 3 }).format(ms / 1000);

/** Bytes in the units a person reads: "950 B", "12.3 KB", "10.0 MB" (powers of 1,024). */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return translateMessage('format.bytes', { value: formatCount(bytes) });
  const units = ['format.kilobytes', 'format.megabytes', 'format.gigabytes'] as const;
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return translateMessage(units[unit]!, { value: formatDecimal(value, 1) });
}

/** A time left as a person reads it: "45 s", "12 min", "3 h 05 min". */
export function formatDuration(ms: number): string {
  const seconds = Math.ceil(ms / 1000);
  if (seconds < 60) return translateMessage('format.seconds', { value: seconds });
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 60) return translateMessage('format.minutes', { value: minutes });
  return translateMessage('format.hoursMinutes', {
    hours: Math.floor(minutes / 60),
    minutes: String(minutes % 60).padStart(2, '0'),
  });
}

/** A job's pace as a person reads it: "12.5 URLs/s · 3 min left"; each part only when known, '' when neither is. */
export function formatPace(perSecond: number, etaMs: number | null): string {
  const parts = perSecond > 0 ? [translateMessage('format.perSecond', { value: formatDecimal(perSecond, 1) })] : [];
  if (etaMs !== null) parts.push(translateMessage('format.timeLeft', { duration: formatDuration(etaMs) }));
  return parts.join(' · ');
}

/** A count in a message with plural forms ("1 file" / "1,234 files"): the form picked by `count`, the number grouped. */
export const formatCounted = (key: UiMessageKey, count: number): string =>
  translateMessage(key, { count: formatCount(count) }, { count });
