/** Readers for the import limits a person types, shared by the CLI's flags and the app's import dialog. */

/** Seconds typed for one download's deadline, in milliseconds; null unless a finite number above 0. */
export function deadlineMsFrom(text: string): number | null {
  const seconds = text.trim() === '' ? NaN : Number(text);
  return seconds > 0 && Number.isFinite(seconds) ? Math.ceil(seconds * 1000) : null;
}

/** A typed count (files, connections); null unless a whole number from 1 to `most`. */
export function countFrom(text: string, most = Number.MAX_SAFE_INTEGER): number | null {
  const count = text.trim() === '' ? NaN : Number(text);
  return Number.isSafeInteger(count) && count >= 1 && count <= most ? count : null;
}
