import type { ArrivedWhole } from './spooled-body';
import { inflatedSizeOf } from './inflated-size-hint';

/**
 * What a body that has all arrived comes to as its parse reads it, when that is news: not known
 * from its Content-Length (`declared`) before. A gzip sent as it is: its trailer's ISIZE; a body
 * with a gzip Content-Encoding (undone before the parse): the same, the size of what it decodes to;
 * a body sent without a Content-Length: its size. A hint only (inflatedSizeOf), never a bound: a gzip
 * of several members tells its last one's size, and a gzip file sent with a gzip Content-Encoding the
 * size of the file, not of what the parse inflates it to; null when nothing new is known (another
 * coding, or the size declared).
 */
export function arrivedSize(whole: ArrivedWhole, coding: string | null, declared: number | null): number | null {
  if (coding !== null && !/^(x-)?gzip$/i.test(coding)) return null;
  const size = inflatedSizeOf(whole.bytes, whole.head, whole.tail);
  return coding === null && size === declared ? null : size;
}
