import { constants, inflateRawSync } from 'node:zlib';
import { columnMemberHead, isColumnMember } from './column-member';
import { MEMBER_HEADER_BYTES } from './project-members';

/** A gzip member's trailer (RFC 1952): the CRC-32 and the inflated length, 4 bytes each. */
const GZIP_TRAILER_BYTES = 8;
/** Deflated bytes tried first: a block's code tables come before any byte of its text. */
const FIRST_TRY = 64;
/** Inflated bytes that tell: a column member's magic is shorter, and lines of JSON are no magic. */
const ENOUGH = 64;
/** Inflated bytes a column member's descriptor ends within (some 300 bytes; more for a vast table number). */
const DESCRIPTOR_ENOUGH = 4096;
/** Deflated bytes tried first for a descriptor: its block's code tables and some 300 bytes of JSON. */
const DESCRIPTOR_FIRST_TRY = 1024;

/**
 * Whether the start of a member's deflated data (or of the part of it at hand) `tells` what it holds:
 * inflated as far as it reads, a start twice as long each try, until `tells` says so or ENOUGH bytes
 * have come out without it. False when damage comes first (then nothing tells what the member held).
 */
export function startTells(
  deflated: Uint8Array,
  tells: (start: Buffer) => boolean,
  { enough = ENOUGH, firstTry = FIRST_TRY } = {},
): boolean {
  for (let length = firstTry; ; length *= 2) {
    let start: Buffer;
    try {
      // A sync flush gives what the bytes so far hold, without asking for the end of the stream.
      start = inflateRawSync(deflated.subarray(0, length), { finishFlush: constants.Z_SYNC_FLUSH });
    } catch {
      return false;
    }
    if (tells(start)) return true;
    if (start.length >= enough || length >= deflated.length) return false;
  }
}

/** A gzip member's deflated data, between its header and trailer. */
const deflatedOf = (member: Uint8Array): Uint8Array =>
  member.subarray(MEMBER_HEADER_BYTES, Math.max(MEMBER_HEADER_BYTES, member.length - GZIP_TRAILER_BYTES));

/**
 * The table, rows and loc bytes of a column member, told from its first bytes inflated (a few
 * microseconds: the rest is left to the worker that reads it); null when it is no column member,
 * or its start does not tell.
 */
export function columnMemberLocs(member: Uint8Array): { table: number; rows: number; locBytes: number } | null {
  let head = null as ReturnType<typeof columnMemberHead>;
  startTells(
    deflatedOf(member),
    (start) => {
      head = columnMemberHead(start);
      return head !== 'more';
    },
    // Most descriptors end within the first try's bytes: each try is a zlib stream of its own.
    { enough: DESCRIPTOR_ENOUGH, firstTry: DESCRIPTOR_FIRST_TRY },
  );
  return head === 'more' ? null : head;
}

/**
 * Whether a project's gzip member that does not inflate whole (damaged deflated data, a wrong CRC)
 * begins as a column member. A column member has no lines to read again, so its damage is named with
 * its member, as its other faults are.
 */
export function beginsAsColumnMember(member: Uint8Array): boolean {
  return startTells(deflatedOf(member), isColumnMember);
}
