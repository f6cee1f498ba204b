/** Readers for the import limits a person types, shared by the CLI's flags and the app's import dialog. */

import { wholeNumberFrom } from './whole-number';

/** Seconds as a person writes them: digits, with a decimal fraction or not (never 1e3 or 0x10). */
const DECIMAL_SECONDS = /^\d+(?:\.\d+)?$/;

/**
 * The longest deadline, in seconds: a timer's longest delay (2^31 - 1 ms, some 24.8 days). Past it
 * Node's timers fire at once, so every download failed as late the moment it began.
 */
export const MOST_DEADLINE_SECONDS = Math.floor((2 ** 31 - 1) / 1000);

/** Seconds typed for one download's deadline, in milliseconds; null unless above 0 and at most MOST_DEADLINE_SECONDS. */
export function deadlineMsFrom(text: string): number | null {
  const seconds = DECIMAL_SECONDS.test(text.trim()) ? Number(text) : NaN;
  return seconds > 0 && seconds <= MOST_DEADLINE_SECONDS ? Math.ceil(seconds * 1000) : null;
}

/** A count typed in a field (files, connections), spaces around it allowed; null unless a whole number from 1 to `most`. */
export function countFrom(text: string, most = Number.MAX_SAFE_INTEGER): number | null {
  return wholeNumberFrom(text.trim(), 1, most);
}
