/** Groups smaller than this are finished by insertion sort: cheaper than another counting pass. */
const SMALL = 32;
/** Words of digits kept per entry, four bytes of its key to a word, after the entry's key position. */
const WORDS = 7;
const BYTES = WORDS * 4;
/** Int32s per entry: its key position, then its words. Eight (32 bytes) move as one piece; distribute copies them written out. */
const STRIDE = WORDS + 1;
/** A byte's digit: 0 when the key has ended, 1–254 for bytes 0–253, 255 for 254 and 255 (never in UTF-8). */
const WIDE = 255;

/**
 * The keys a byte sort reads, by position: key p is chunks[where[3p]] from where[3p + 1],
 * where[3p + 2] bytes (side by side, so reading a key costs one cache miss there, not three). The
 * bytes stay where the text column keeps them; nothing is decoded.
 */
export interface ByteKeys {
  chunks: readonly Uint8Array[];
  where: Int32Array;
}

/** What one sort shares across its levels, so that a level allocates nothing. */
interface SortState {
  keys: ByteKeys;
  /** The result: key positions, each written once its entry's place is final. */
  order: Int32Array;
  /**
   * Two buffers of entries, STRIDE int32s each: a key position, then bytes pos…pos+BYTES-1 of its
   * key as digits, four to a word, first byte highest. Side by side, an entry moves in one piece.
   * A group lies in one buffer (its side); sorting it on a digit moves it into the other.
   */
  buffers: Int32Array[];
  /** Bucket starts, one array per depth, as groups nest. */
  starts: Int32Array[];
}

/**
 * The key positions 0…n-1 sorted by the keys' bytes, unsigned, a key before any key it is a prefix
 * of, ties in position order. On UTF-8 this is Unicode code point order.
 *
 * Reading a key costs a cache miss once the keys are in sorted order, so this MSD radix sort reads
 * the next BYTES bytes of every key of a group in one pass into its entries, which carry them
 * along, sorts on those, and goes back to the keys only for groups still tied after all of them.
 * A stretch the whole group shares (a scheme and host, a path) is skipped at once. Each level moves
 * the entries from one buffer into the other, never back. Small groups are finished by insertion
 * sort on the same digits.
 */
export function sortByBytes(keys: ByteKeys): Int32Array {
  const n = keys.where.length / 3;
  const order = new Int32Array(n);
  const entries = new Int32Array(n * STRIDE);
  for (let p = 0; p < n; p += 1) entries[p * STRIDE] = p;
  const state: SortState = { keys, order, buffers: [entries, new Int32Array(n * STRIDE)], starts: [] };
  if (n > 0) sortGroup(state, 0, 0, n, commonPrefix(keys, entries, 0, n, 0), 0);
  return order;
}

/**
 * Sorts the group lo…hi-1 on `side`, whose keys agree on their first `pos` bytes: reads their next
 * bytes, skipping first what they all share.
 */
function sortGroup(state: SortState, side: number, lo: number, hi: number, pos: number, depth: number): void {
  const entries = state.buffers[side]!;
  readWords(state.keys, entries, lo, hi, pos);
  let at = pos;
  const last = lastDigit(entries, lo);
  if (last !== 0 && last !== WIDE && firstDifference(entries, lo, hi, 0) === BYTES) {
    at = commonPrefix(state.keys, entries, lo, hi, pos + BYTES);
    readWords(state.keys, entries, lo, hi, at);
  }
  sortDigits(state, side, lo, hi, at, 0, depth);
}

/** Sorts a group whose keys agree on their first `pos` bytes and then on digits before `from`. */
function sortDigits(
  state: SortState,
  side: number,
  lo: number,
  hi: number,
  pos: number,
  from: number,
  depth: number,
): void {
  const entries = state.buffers[side]!;
  if (hi - lo < SMALL) {
    insertionSort(entries, lo, hi);
    return sortTies(state, side, lo, hi, pos, depth);
  }
  const digit = firstDifference(entries, lo, hi, from);
  if (digit === BYTES) return sortAgreeing(state, side, lo, hi, pos, depth);
  const word = 1 + (digit >> 2);
  const shift = 24 - 8 * (digit & 3);
  const starts = (state.starts[depth] ??= new Int32Array(257));
  const other = state.buffers[side ^ 1]!;
  distribute(entries, other, word, shift, lo, hi, starts);
  // Digit 0: keys that ended here, all equal.
  finish(state, other, lo, starts[1]!);
  for (let d = 1; d < 256; d += 1) {
    const start = starts[d]!;
    const end = starts[d + 1]!;
    if (end - start < 2) finish(state, other, start, end);
    else if (d === WIDE) wideSort(state, other, start, end, pos);
    else sortDigits(state, side ^ 1, start, end, pos, digit + 1, depth + 1);
  }
}

/**
 * After an insertion sort on the digits: each run of entries whose digits all tie is finished (keys
 * that ended are equal), or sorted on its keys' next bytes, each key read once.
 */
function sortTies(state: SortState, side: number, lo: number, hi: number, pos: number, depth: number): void {
  const entries = state.buffers[side]!;
  let start = lo;
  for (let i = lo + 1; i <= hi; i += 1) {
    if (i < hi && compareEntries(entries, start, i) === 0) continue;
    sortAgreeing(state, side, start, i, pos, depth);
    start = i;
  }
}

/** A group whose digits read all agree: its keys ended there (all equal), or went wide, or go on alike. */
function sortAgreeing(state: SortState, side: number, lo: number, hi: number, pos: number, depth: number): void {
  const entries = state.buffers[side]!;
  const last = lastDigit(entries, lo);
  if (hi - lo < 2 || last === 0) finish(state, entries, lo, hi);
  else if (last === WIDE) wideSort(state, entries, lo, hi, pos);
  else sortGroup(state, side, lo, hi, pos + BYTES, depth);
}

/** The group's entries are in their final places: their positions go to the result. */
function finish(state: SortState, entries: Int32Array, lo: number, hi: number): void {
  for (let i = lo; i < hi; i += 1) state.order[i] = entries[i * STRIDE]!;
}

const lastDigit = (entries: Int32Array, i: number): number => entries[i * STRIDE + WORDS]! & 0xff;

/**
 * The first digit, from `from` on, where the group's entries do not all agree; BYTES when they
 * agree on all. One pass per word, so a shared stretch is skipped four bytes at a time.
 */
function firstDifference(entries: Int32Array, lo: number, hi: number, from: number): number {
  for (let w = from >> 2; w < WORDS; w += 1) {
    // Digits before `from` are known to agree: mask them off.
    const mask = w === from >> 2 ? -1 >>> (8 * (from & 3)) : -1;
    const diff = differingBits(entries, 1 + w, lo, hi) & mask;
    if (diff !== 0) return w * 4 + (Math.clz32(diff) >> 3);
  }
  return BYTES;
}

/** The bits in which some entry of the group differs from the first in its word `word`. */
function differingBits(entries: Int32Array, word: number, lo: number, hi: number): number {
  const first = entries[lo * STRIDE + word]!;
  let diff = 0;
  for (let at = (lo + 1) * STRIDE + word; at < hi * STRIDE; at += STRIDE) diff |= entries[at]! ^ first;
  return diff;
}

/** Reads bytes pos… of each key of the group into its entry as digits: one pass, each key touched once. */
function readWords(keys: ByteKeys, entries: Int32Array, lo: number, hi: number, pos: number): void {
  for (let base = lo * STRIDE; base < hi * STRIDE; base += STRIDE) {
    const key = entries[base]!;
    const bytes = keys.chunks[keys.where[3 * key]!]!;
    const start = keys.where[3 * key + 1]! + pos;
    const end = keys.where[3 * key + 1]! + keys.where[3 * key + 2]!;
    if (end - start >= BYTES && readWhole(bytes, start, entries, base)) continue;
    let digit = 0;
    for (let w = 0; w < WORDS; w += 1) {
      let word = 0;
      for (let at = start + 4 * w; at < start + 4 * w + 4; at += 1) {
        // After a wide byte every digit is WIDE, so keys that agree up to their first wide byte stay together.
        if (digit !== WIDE) digit = at < end ? Math.min(bytes[at]!, WIDE - 1) + 1 : 0;
        word = (word << 8) | digit;
      }
      entries[base + 1 + w] = word;
    }
  }
}

/** The common case: all BYTES bytes lie within the key and none is wide. False if one is (then nothing counts). */
function readWhole(bytes: Uint8Array, start: number, entries: Int32Array, base: number): boolean {
  let wide = 0;
  for (let w = 0; w < WORDS; w += 1) {
    const at = start + 4 * w;
    const b0 = bytes[at]! + 1;
    const b1 = bytes[at + 1]! + 1;
    const b2 = bytes[at + 2]! + 1;
    const b3 = bytes[at + 3]! + 1;
    // Bytes 254 and 255 (digits 255 and 256) are the only ones whose digit + 1 reaches 0x100.
    wide |= (b0 + 1) | (b1 + 1) | (b2 + 1) | (b3 + 1);
    entries[base + 1 + w] = (b0 << 24) | (b1 << 16) | (b2 << 8) | b3;
  }
  return (wide & 0x100) === 0;
}

/**
 * Moves the group's entries from `entries` into their digit's place in `other`, stably and whole,
 * and leaves starts[d]…starts[d + 1] as where digit d's entries lie.
 */
function distribute(
  entries: Int32Array,
  other: Int32Array,
  word: number,
  shift: number,
  lo: number,
  hi: number,
  starts: Int32Array,
): void {
  starts.fill(0);
  for (let at = lo * STRIDE + word; at < hi * STRIDE; at += STRIDE) starts[((entries[at]! >>> shift) & 0xff) + 1]! += 1;
  starts[0] = lo;
  for (let d = 1; d <= 256; d += 1) starts[d]! += starts[d - 1]!;
  for (let from = lo * STRIDE; from < hi * STRIDE; from += STRIDE) {
    const to = starts[(entries[from + word]! >>> shift) & 0xff]!++ * STRIDE;
    // Written out: a loop here costs a bounds check and a branch per int32.
    other[to] = entries[from]!;
    other[to + 1] = entries[from + 1]!;
    other[to + 2] = entries[from + 2]!;
    other[to + 3] = entries[from + 3]!;
    other[to + 4] = entries[from + 4]!;
    other[to + 5] = entries[from + 5]!;
    other[to + 6] = entries[from + 6]!;
    other[to + 7] = entries[from + 7]!;
  }
  // Placing moved each start to its digit's end: put them back.
  for (let d = 256; d > 0; d -= 1) starts[d] = starts[d - 1]!;
  starts[0] = lo;
}

/** Insertion sort of a small group on the digits read, stable. */
function insertionSort(entries: Int32Array, lo: number, hi: number): void {
  for (let i = lo + 1; i < hi; i += 1) {
    for (let j = i; j > lo && compareEntries(entries, j - 1, j) > 0; j -= 1) swapEntries(entries, j - 1, j);
  }
}

/** Compares the entries at x and y by the digits read. */
function compareEntries(entries: Int32Array, x: number, y: number): number {
  for (let w = 1; w <= WORDS; w += 1) {
    const a = entries[x * STRIDE + w]!;
    const b = entries[y * STRIDE + w]!;
    if (a !== b) return a >>> 0 < b >>> 0 ? -1 : 1;
  }
  return 0;
}

function swapEntries(entries: Int32Array, x: number, y: number): void {
  for (let k = 0; k < STRIDE; k += 1) {
    const kept = entries[x * STRIDE + k]!;
    entries[x * STRIDE + k] = entries[y * STRIDE + k]!;
    entries[y * STRIDE + k] = kept;
  }
}

/** Keys a and b by their bytes from `from` on (they agree before it): -1, 0 or 1. */
function compareKeys(keys: ByteKeys, a: number, b: number, from: number): number {
  const { chunks, where } = keys;
  const x = chunks[where[3 * a]!]!;
  const y = chunks[where[3 * b]!]!;
  const xAt = where[3 * a + 1]!;
  const yAt = where[3 * b + 1]!;
  const xLength = where[3 * a + 2]!;
  const yLength = where[3 * b + 2]!;
  const limit = Math.min(xLength, yLength);
  for (let at = from; at < limit; at += 1) {
    const diff = x[xAt + at]! - y[yAt + at]!;
    if (diff !== 0) return diff < 0 ? -1 : 1;
  }
  return xLength === yLength ? 0 : xLength < yLength ? -1 : 1;
}

/** How far from `from` every key of the group agrees with the first's (they agree up to `from`). */
function commonPrefix(keys: ByteKeys, entries: Int32Array, lo: number, hi: number, from: number): number {
  const first = entries[lo * STRIDE]!;
  const { chunks, where } = keys;
  const firstBytes = chunks[where[3 * first]!]!;
  const firstAt = where[3 * first + 1]!;
  let end = where[3 * first + 2]!;
  for (let i = lo + 1; i < hi && end > from; i += 1) {
    const key = entries[i * STRIDE]!;
    const bytes = chunks[where[3 * key]!]!;
    const keyAt = where[3 * key + 1]!;
    const limit = Math.min(end, where[3 * key + 2]!);
    let at = from;
    while (at < limit && bytes[keyAt + at] === firstBytes[firstAt + at]) at += 1;
    end = at;
  }
  return Math.max(from, end);
}

/** Bytes 254 and 255 share a digit (they are not UTF-8, so this never runs on a loc): such a group is sorted by comparison. */
function wideSort(state: SortState, entries: Int32Array, lo: number, hi: number, pos: number): void {
  const positions = Array.from({ length: hi - lo }, (_, i) => entries[(lo + i) * STRIDE]!);
  positions.sort((a, b) => compareKeys(state.keys, a, b, pos) || a - b);
  state.order.set(positions, lo);
}
