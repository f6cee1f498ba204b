import { constants, inflateRawSync } from 'node:zlib';
import { isColumnMember } from './column-member';
import { MEMBER_HEADER_BYTES } from './project-members';

/** A gzip member's trailer (RFC 1952): the CRC-32 and the inflated length, 4 bytes each. */
const GZIP_TRAILER_BYTES = 8;
/** Deflated bytes tried first: a block's code tables come before any byte of its text. */
const FIRST_TRY = 64;
/** Inflated bytes that tell: a column member's magic is shorter, and lines of JSON are no magic. */
const ENOUGH = 64;

/**
 * Whether a project's gzip member that does not inflate whole (damaged deflated data, a wrong CRC)
 * begins as a column member: its deflated data is inflated as far as it reads, a start twice as long
 * each try, until enough has come out to tell. A column member has no lines to read again, so its
 * damage is named with its member, as its other faults are. False when the damage comes first (then
 * nothing tells what the member held).
 */
export function beginsAsColumnMember(member: Uint8Array): boolean {
  const deflated = member.subarray(
    MEMBER_HEADER_BYTES,
    Math.max(MEMBER_HEADER_BYTES, member.length - GZIP_TRAILER_BYTES),
  );
  for (let length = FIRST_TRY; ; length *= 2) {
    let start: Buffer;
    try {
      // A sync flush gives what the bytes so far hold, without asking for the end of the stream.
      start = inflateRawSync(deflated.subarray(0, length), { finishFlush: constants.Z_SYNC_FLUSH });
    } catch {
      return false;
    }
    if (isColumnMember(start)) return true;
    if (start.length >= ENOUGH || length >= deflated.length) return false;
  }
}
