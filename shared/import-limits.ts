/** Readers for the import limits a person types, shared by the CLI's flags and the app's import dialog. */

import { wholeNumberFrom } from './whole-number';

/** Seconds as a person writes them: digits, with a decimal fraction or not (never 1e3 or 0x10). */
const DECIMAL_SECONDS = /^\d+(?:\.\d+)?$/;

/** Seconds typed for one download's deadline, in milliseconds; null unless a finite number above 0. */
export function deadlineMsFrom(text: string): number | null {
  const seconds = DECIMAL_SECONDS.test(text.trim()) ? Number(text) : NaN;
  return seconds > 0 && Number.isFinite(seconds) ? Math.ceil(seconds * 1000) : null;
}

/** A count typed in a field (files, connections), spaces around it allowed; null unless a whole number from 1 to `most`. */
export function countFrom(text: string, most = Number.MAX_SAFE_INTEGER): number | null {
  return wholeNumberFrom(text.trim(), 1, most);
}
