import { w3cDatetimeInstant } from '../../../shared/validation/w3c-datetime';

/** A W3C Datetime longer than a date (YYYY-MM-DD) has a time, and so a zone. */
const DATE_LENGTH = 10;

/**
 * Where a lastmod stands against `b`: before (-1), after (1) or at (0) it; NaN when either is not a
 * W3C Datetime. `b` is read once, the lastmods compared with it without a string built, so a filter
 * runs over a million rows. Two times with zones compare as instants. Where either is a year, month
 * or day alone, it has no zone, so the two compare as calendar dates: a time counts as the date
 * written before its T, and a coarser value is at every date within it (2024-05 is at 2024-05-31,
 * neither before nor after it).
 */
export function lastmodComparer(b: string): (a: string) => number {
  const second = w3cDatetimeInstant(b);
  if (Number.isNaN(second)) return () => NaN;
  return (a) => {
    const first = w3cDatetimeInstant(a);
    if (Number.isNaN(first)) return NaN;
    if (a.length > DATE_LENGTH && b.length > DATE_LENGTH) return Math.sign(first - second);
    // Year, month and day nest as prefixes of the written date, so the common prefix decides.
    const length = Math.min(a.length, b.length, DATE_LENGTH);
    for (let i = 0; i < length; i += 1) {
      const step = a.charCodeAt(i) - b.charCodeAt(i);
      if (step !== 0) return Math.sign(step);
    }
    return 0;
  };
}

/** Whether lastmod `a` is before (-1), after (1) or at (0) `b`, as lastmodComparer says. */
export const compareLastmod = (a: string, b: string): number => lastmodComparer(b)(a);
