import { startTells } from './column-member-start';
import { MEMBER_HEADER_BYTES } from './project-members';

/** Bytes of a member read to tell whether it holds the last export's URLs: its header, its first block's code tables, its first record's start. */
export const EXPORTED_START_BYTES = 4096;

/** A gzip member's trailer: CRC-32 and inflated length. */
const GZIP_TRAILER_BYTES = 8;

/** How a record of the last export's URLs begins (as JSON.stringify writes `{from, exported}`). */
const EXPORTED_RECORD = /^\{"from":\d+,"exported":\[/;

/**
 * Whether a member of `length` bytes, whose first bytes are `start` (up to EXPORTED_START_BYTES),
 * begins with a record of the last export's URLs: as writers make them, such a member holds nothing
 * else, so a reader that does not want those URLs may pass it by, inflating a few bytes of it.
 */
export function beginsWithExportedUrls(start: Uint8Array, length: number): boolean {
  const deflated = start.subarray(MEMBER_HEADER_BYTES, Math.min(start.length, length - GZIP_TRAILER_BYTES));
  return startTells(deflated, (text) => EXPORTED_RECORD.test(text.toString('latin1', 0, 40)));
}
