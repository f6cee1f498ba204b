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
