/** When a recovery copy was written, for a person: "14:32" today, "12 Nov 2026, 14:32" on another day. */
export function formatSavedAt(iso: string, now = new Date()): string {
  const when = new Date(iso);
  const time = when.toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' });
  if (when.toDateString() === now.toDateString()) return time;
  return `${when.toLocaleDateString(undefined, { day: 'numeric', month: 'short', year: 'numeric' })}, ${time}`;
}
