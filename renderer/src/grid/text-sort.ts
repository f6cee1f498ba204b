/** Groups smaller than this are finished by insertion sort: cheaper than another counting pass. */
const SMALL = 32;
/** Characters read from a key at a time, one byte each, four to an int32 word. */
const WORDS = 8;
const BYTES = WORDS * 4;
/** A character's digit: 0 when the key has ended, 1–254 for codes 0–253, 255 for 254 and beyond. */
const WIDE = 255;

/** What one sort shares across its levels, so that a level allocates nothing. */
interface SortState {
  keys: readonly string[];
  indices: Int32Array;
  /** words[w][i]: characters pos+4w…pos+4w+3 of the key at indices[i], as bytes; they move with indices. */
  words: Int32Array[];
  spare: Int32Array;
  order: Int32Array;
  /** Bucket starts, one array per depth, as groups nest. */
  starts: Int32Array[];
}

/**
 * Sorts `indices` in place by `keys[index]` in UTF-16 code unit order, ties kept in the order given.
 *
 * Reading a key's string is what costs: the strings sit anywhere in the heap, so a read in sorted
 * order is a cache miss (about 0.1 µs; a million of them are 0.1 s). A radix sort that reads one
 * character per pass, or a comparator sort, reads each string many times. This MSD radix sort reads
 * thirty-two characters of every key in one pass in stored order (cheap: the strings lie in that
 * order) into typed arrays that move with the indices, sorts on those bytes, and goes back to the
 * strings only for groups still tied after all thirty-two. Small groups are finished by insertion
 * sort on the same bytes.
 */
export function sortByText(keys: readonly string[], indices: Int32Array): void {
  const n = indices.length;
  if (n < 2) return;
  const state: SortState = {
    keys,
    indices,
    words: Array.from({ length: WORDS }, () => new Int32Array(n)),
    spare: new Int32Array(n),
    order: new Int32Array(n),
    starts: [],
  };
  // Nearly every table's URLs share a scheme and host: skip them first.
  sortGroup(state, 0, n, commonPrefix(keys, indices, 0, n, 0), 0);
}

/** Sorts the group indices[lo, hi), whose keys agree on their first `pos` characters. */
function sortGroup(state: SortState, lo: number, hi: number, pos: number, depth: number): void {
  readWords(state, lo, hi, pos);
  let at = pos;
  const last = lastDigit(state, lo);
  if (last !== 0 && last !== WIDE && firstDifference(state.words, lo, hi, 0) === BYTES) {
    // The group shares all these characters, and maybe many more: skip them all at once.
    at = commonPrefix(state.keys, state.indices, lo, hi, pos + BYTES);
    readWords(state, lo, hi, at);
  }
  sortBytes(state, lo, hi, at, 0, depth);
}

/** Sorts a group whose keys agree on their first `pos` characters and then on bytes before `from`. */
function sortBytes(state: SortState, lo: number, hi: number, pos: number, from: number, depth: number): void {
  if (hi - lo < SMALL) return insertionSort(state, lo, hi);
  const byte = firstDifference(state.words, lo, hi, from);
  if (byte === BYTES) {
    // Every byte read agrees: the keys ended (all equal), or went wide, or go on alike.
    const last = lastDigit(state, lo);
    if (last === WIDE) wideSort(state.keys, state.indices, lo, hi);
    else if (last !== 0) sortGroup(state, lo, hi, pos + BYTES, depth);
    return;
  }
  const digits = state.words[byte >> 2]!;
  const shift = 24 - 8 * (byte & 3);
  const starts = (state.starts[depth] ??= new Int32Array(257));
  countDigits(digits, lo, hi, shift, starts);
  distribute(state, byte >> 2, lo, hi, shift, starts);
  for (let b = 1; b < 256; b += 1) {
    const start = starts[b]!;
    const end = starts[b + 1]!;
    if (end - start < 2) continue;
    if (b === WIDE) wideSort(state.keys, state.indices, start, end);
    else sortBytes(state, start, end, pos, byte + 1, depth + 1);
  }
}

const lastDigit = (state: SortState, i: number): number => state.words[WORDS - 1]![i]! & 0xff;

/**
 * The first byte, from `from` on, where the group's entries do not all agree; BYTES when they
 * agree on all. One pass per word, so a shared stretch is skipped four characters at a time.
 */
function firstDifference(words: SortState['words'], lo: number, hi: number, from: number): number {
  for (let w = from >> 2; w < WORDS; w += 1) {
    // Bytes before `from` are known to agree: mask them off.
    const mask = w === from >> 2 ? -1 >>> (8 * (from & 3)) : -1;
    const diff = differingBits(words[w]!, lo, hi) & mask;
    if (diff !== 0) return w * 4 + (Math.clz32(diff) >> 3);
  }
  return BYTES;
}

/** The bits in which some entry of the group differs from the first. */
function differingBits(values: Int32Array, lo: number, hi: number): number {
  const first = values[lo]!;
  let diff = 0;
  for (let i = lo + 1; i < hi; i += 1) diff |= values[i]! ^ first;
  return diff;
}

/** Reads characters pos… of each key of the group into the words: one pass, each string touched once. */
function readWords(state: SortState, lo: number, hi: number, pos: number): void {
  const { keys, indices, words } = state;
  for (let i = lo; i < hi; i += 1) {
    const key = keys[indices[i]!]!;
    let word = 0;
    for (let w = 0; w < WORDS; w += 1) {
      // After a wide character every digit is WIDE, so keys that agree up to their first wide character stay together.
      word = (word & 0xff) === WIDE ? -1 : fourDigits(key, pos + 4 * w);
      words[w]![i] = word;
    }
  }
}

/** Four characters from `pos` as the bytes of one int32, first character highest: 0 past the end, WIDE from a wide character on. */
function fourDigits(key: string, pos: number): number {
  let word = 0;
  let digit = 0;
  for (let at = pos; at < pos + 4; at += 1) {
    if (digit !== WIDE) digit = at < key.length ? Math.min(key.charCodeAt(at), WIDE - 1) + 1 : 0;
    word = (word << 8) | digit;
  }
  return word;
}

/** starts[d]…starts[d + 1]: where digit d's entries will lie. (Loops of their own keep the optimiser's view of each simple.) */
function countDigits(digits: Int32Array, lo: number, hi: number, shift: number, starts: Int32Array): void {
  for (let d = 0; d <= 256; d += 1) starts[d] = 0;
  countInto(digits, lo, hi, shift, starts);
  starts[0] = lo;
  for (let d = 1; d <= 256; d += 1) starts[d]! += starts[d - 1]!;
}

function countInto(digits: Int32Array, lo: number, hi: number, shift: number, counts: Int32Array): void {
  for (let i = lo; i < hi; i += 1) counts[((digits[i]! >>> shift) & 0xff) + 1]! += 1;
}

/**
 * Moves the group's entries into their digit's place, stably: the indices, and the words from
 * `word` on (those before it agree across the group and are not read again). Leaves `starts` as it was.
 */
function distribute(state: SortState, word: number, lo: number, hi: number, shift: number, starts: Int32Array): void {
  const { order, spare, words } = state;
  placeEach(words[word]!, lo, hi, shift, starts, order);
  // placeEach moved each start to its digit's end: put them back.
  for (let d = 256; d > 0; d -= 1) starts[d] = starts[d - 1]!;
  starts[0] = lo;
  moveTo(state.indices, order, lo, hi, spare);
  for (let w = word; w < WORDS; w += 1) moveTo(words[w]!, order, lo, hi, spare);
}

function placeEach(
  digits: Int32Array,
  lo: number,
  hi: number,
  shift: number,
  starts: Int32Array,
  order: Int32Array,
): void {
  for (let i = lo; i < hi; i += 1) order[i] = starts[(digits[i]! >>> shift) & 0xff]!++;
}

/** Moves values[lo, hi) to the positions `order` gives. (Plain loops: subarray and set are a runtime call each, and groups are many.) */
function moveTo(values: Int32Array, order: Int32Array, lo: number, hi: number, spare: Int32Array): void {
  for (let i = lo; i < hi; i += 1) spare[order[i]!] = values[i]!;
  for (let i = lo; i < hi; i += 1) values[i] = spare[i]!;
}

/** Insertion sort of a small group, stable, comparing the bytes read and reading the strings only when those tie. */
function insertionSort(state: SortState, lo: number, hi: number): void {
  for (let i = lo + 1; i < hi; i += 1) {
    let j = i;
    while (j > lo && compareEntries(state, j - 1, j) > 0) {
      swapEntries(state, j - 1, j);
      j -= 1;
    }
  }
}

/** Compares the entries at positions x and y: by the bytes read, then, if those tie, by the strings. */
function compareEntries(state: SortState, x: number, y: number): number {
  const { words } = state;
  for (let w = 0; w < WORDS; w += 1) {
    const a = words[w]![x]!;
    const b = words[w]![y]!;
    if (a !== b) return a >>> 0 < b >>> 0 ? -1 : 1;
  }
  // The same characters read: equal keys if they ended there, else the strings decide.
  if (lastDigit(state, x) === 0) return 0;
  const a = state.keys[state.indices[x]!]!;
  const b = state.keys[state.indices[y]!]!;
  return a === b ? 0 : a < b ? -1 : 1;
}

function swapEntries(state: SortState, x: number, y: number): void {
  swap(state.indices, x, y);
  for (let w = 0; w < WORDS; w += 1) swap(state.words[w]!, x, y);
}

function swap(values: Int32Array, x: number, y: number): void {
  const kept = values[x]!;
  values[x] = values[y]!;
  values[y] = kept;
}

/** How far from `from` every key of indices[lo, hi) agrees with the first (they agree up to `from`). */
function commonPrefix(keys: readonly string[], indices: Int32Array, lo: number, hi: number, from: number): number {
  const first = keys[indices[lo]!]!;
  let end = first.length;
  for (let i = lo + 1; i < hi && end > from; i += 1) {
    const key = keys[indices[i]!]!;
    const limit = Math.min(end, key.length);
    let at = from;
    while (at < limit && key.charCodeAt(at) === first.charCodeAt(at)) at += 1;
    end = at;
  }
  return Math.max(from, end);
}

/** Characters beyond 253 share a digit: such a group, however large, is sorted by comparison. */
function wideSort(keys: readonly string[], indices: Int32Array, lo: number, hi: number): void {
  const sorted = Array.from(indices.subarray(lo, hi)).sort((a, b) => {
    const x = keys[a]!;
    const y = keys[b]!;
    if (x === y) return a - b;
    return x < y ? -1 : 1;
  });
  indices.set(sorted, lo);
}
