/** 1234567 → "1,234,567", the same in every locale so screenshots and tests agree. */
export const formatCount = (count: number): string => count.toLocaleString('en-US');

/** Bytes in the units a person reads: "950 B", "12.3 KB", "10.0 MB" (powers of 1,024). */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value.toFixed(1)} ${units[unit]}`;
}

/** A time left as a person reads it: "45 s", "12 min", "3 h 05 min". */
export function formatDuration(ms: number): string {
  const seconds = Math.ceil(ms / 1000);
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 60) return `${minutes} min`;
  return `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, '0')} min`;
}

/** A job's pace as a person reads it: "12.5 URLs/s · 3 min left"; each part only when known, '' when neither is. */
export function formatPace(perSecond: number, etaMs: number | null): string {
  const parts = perSecond > 0 ? [`${perSecond.toFixed(1)} URLs/s`] : [];
  if (etaMs !== null) parts.push(`${formatDuration(etaMs)} left`);
  return parts.join(' · ');
}
