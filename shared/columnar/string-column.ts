import { remapArray, type RowRemap } from './row-remap';
import { packBuffers, packSparse, unpackSparse, type SparsePack } from './sparse-pack';
import { SparseRows } from './sparse-rows';
import { closeGap, setBytes, fitted, openGap, SHARED_MEMORY, withRoom } from './typed-arrays';
import { fitsUtf8, readUtf8, writeAscii, writeUtf8 } from './utf8-text';

/** Text is stored in chunks of at most 64 MiB: growing never copies more than one chunk. */
const CHUNK_BITS = 26;
const CHUNK_BYTES = 2 ** CHUNK_BITS;
/**
 * An address's offset in its chunk is its low CHUNK_BITS (its chunk the bits above them): a mask and
 * a shift, where % and a division by CHUNK_BYTES (a variable once bundled) took a divide each, at
 * every row an export or a check reads.
 */
const OFFSET_MASK = CHUNK_BYTES - 1;
const FIRST_CHUNK_BYTES = 2 ** 16;
/** Addresses are 32 bits: chunk number and offset. */
export const MAX_CHUNKS = 2 ** (32 - CHUNK_BITS);
/** The chunk a stored text's address is in (a text never runs across two). */
const chunkOf = (address: number): number => Math.floor(address / CHUNK_BYTES);
/** A row's length saying "this text is kept as a JS string" (it has a lone surrogate). */
const KEPT_AS_STRING = 0xffffffff;
/** Edited and deleted text is left in place until there is this much of it and more than live text. */
const COMPACT_AFTER_BYTES = 8 * 2 ** 20;

const longerThanAChunk = (size: number): RangeError =>
  new RangeError(`A text of ${size} bytes is longer than a column's chunk.`);

/** Throws where a slice's rows (ending at `ends`) hold one longer than a chunk, which no room can take. */
function refuseRowsLongerThanAChunk(ends: Uint32Array): void {
  let from = 0;
  for (const to of ends) {
    if (to - from > CHUNK_BYTES) throw longerThanAChunk(to - from);
    from = to;
  }
}

/**
 * Chunks live in shared memory where there is any (Node; not a page that is not cross-origin
 * isolated), so a worker can read a slice of rows where they lie (sharedSlice) instead of a copy.
 */
const newChunk = (size: number): Uint8Array =>
  SHARED_MEMORY ? new Uint8Array(new SharedArrayBuffer(size)) : new Uint8Array(size);

/** A string column's rows in a slice: their UTF-8 text back to back, and the few kept as strings. */
export interface StringSlice {
  bytes: Uint8Array;
  /** Where each row's text ends in `bytes`. */
  ends: Uint32Array;
  /** Rows whose text UTF-8 cannot hold (their `bytes` are empty). */
  strings: SparsePack;
  /**
   * Where `bytes` lie in the column they were read from: a sharedSlice's, in its chunk `chunk` from
   * byte `offset` (of that chunk), in shared memory. A reader that may refer to the rows there later
   * (a check's spill, while the column does not change) refers to them by these.
   */
  place?: TextPlace;
}

/** Where text lies in a column: in its chunk `chunk`, from byte `offset` of that chunk. */
export interface TextPlace {
  chunk: number;
  offset: number;
}

/**
 * Room in a column's shared memory that another thread fills with the UTF-8 bytes of rows to come
 * (StringColumn.claimRoom): a worker that reads them writes them there, and the slice it hands back
 * names `place` as its bytes', so they are appended where they lie rather than copied.
 */
export interface ClaimedRoom {
  bytes: Uint8Array;
  place: TextPlace;
}

/**
 * One text per row, as UTF-8 in large byte chunks with each row's address and length: about the
 * text's own bytes plus 8 per row, none of it on the JS heap's object graph. An edit writes the new
 * text at the end and leaves the old bytes as garbage until a compaction.
 */
export class StringColumn {
  /** Empty until text comes: a project of many tables, most of them empty, held 64 KiB for each (60,000 tables: 4 GB). */
  private chunks: Uint8Array[] = [newChunk(0)];
  /** Bytes used in the last chunk. */
  private used = 0;
  private starts = new Uint32Array(0);
  private lengths = new Uint32Array(0);
  private count = 0;
  private readonly strings = new SparseRows<string>();
  private liveBytes = 0;
  private garbageBytes = 0;
  /**
   * Room claimed for another thread to fill (claimRoom) and not yet appended or let go: address →
   * bytes. While any is out, no chunk is moved (grown, fitted or compacted), for that thread writes
   * into the chunk as it is.
   */
  private readonly claims = new Map<number, number>();

  get length(): number {
    return this.count;
  }

  /** Bytes of text written into its chunks: live, and edited or deleted but not yet compacted away. */
  get textBytes(): number {
    return this.liveBytes + this.garbageBytes;
  }

  get(row: number): string {
    const length = this.lengths[row]!;
    if (length === KEPT_AS_STRING) return this.strings.get(row)!;
    const start = this.starts[row]!;
    const offset = start & OFFSET_MASK;
    return readUtf8(this.chunks[start >>> CHUNK_BITS]!, offset, offset + length);
  }

  /**
   * Where the UTF-8 bytes of `rows` lie, for a reader that compares text without decoding it (the
   * grid's sort): fills `where` with three numbers per row, rows[i]'s bytes being the returned
   * chunks[where[3i]] from where[3i + 1], where[3i + 2] of them; a row kept as a JS string (a lone
   * surrogate) gets length -1. Read-only, and valid only until the column next changes.
   */
  locateUtf8(rows: ArrayLike<number>, where: Int32Array): readonly Uint8Array[] {
    // Read before the loop: read only after it, it sent the loop's optimised code back at its exit each call.
    const chunks = this.chunks;
    for (let i = 0; i < rows.length; i++) {
      const row = rows[i]!;
      const start = this.starts[row]!;
      const length = this.lengths[row]!;
      where[3 * i] = start >>> CHUNK_BITS;
      where[3 * i + 1] = start & OFFSET_MASK;
      where[3 * i + 2] = length === KEPT_AS_STRING ? -1 : length;
    }
    return chunks;
  }

  /**
   * Where one row's UTF-8 bytes lie, for a reader that copies them without decoding (an export):
   * storedLength bytes of storedChunk from storedOffset; -1 for a row kept as a JS string (a lone
   * surrogate). Read-only, and valid only until the column next changes.
   */
  storedLength(row: number): number {
    const length = this.lengths[row]!;
    return length === KEPT_AS_STRING ? -1 : length;
  }

  /** The chunk holding the row's bytes (see storedLength). */
  storedChunk(row: number): Uint8Array {
    return this.chunks[this.starts[row]! >>> CHUNK_BITS]!;
  }

  /** Where the row's bytes start in its chunk (see storedLength). */
  storedOffset(row: number): number {
    return this.starts[row]! & OFFSET_MASK;
  }

  /** The row's UTF-8 length in bytes (an upper bound for text kept as a string). */
  byteLength(row: number): number {
    const length = this.lengths[row]!;
    return length === KEPT_AS_STRING ? this.strings.get(row)!.length * 3 : length;
  }

  set(row: number, text: string): void {
    this.forget(row);
    if (!fitsUtf8(text)) {
      this.strings.set(row, text);
      this.lengths[row] = KEPT_AS_STRING;
      return;
    }
    const start = this.room(text.length * 3);
    const length = writeUtf8(text, this.bytesAt(start, text.length * 3));
    this.placed(row, start, length);
    this.compactIfWasteful();
  }

  /**
   * Sets rows `at…` (just inserted, so empty) to `texts`. When they are all ASCII, as nearly every
   * set of locs is, their bytes go in one after another from one encoding of them all: a parse worker
   * set each loc by its own encoder call and view into the chunk (5 % of its CPU), 256 rows at a time.
   */
  setInserted(at: number, texts: readonly string[]): void {
    const joined = texts.join('');
    // Encoded straight into the room they will have: no buffer of their own that would outlive them.
    if (joined.length > 0 && joined.length <= CHUNK_BYTES) {
      let start = this.room(joined.length);
      if (writeAscii(joined, this.bytesAt(start, joined.length))) {
        for (let i = 0; i < texts.length; i++) {
          const length = texts[i]!.length;
          this.placed(at + i, start, length);
          start += length;
        }
        return;
      }
    }
    for (let i = 0; i < texts.length; i++) this.set(at + i, texts[i]!);
  }

  /**
   * Makes room for `rows` more rows and about `bytes` more bytes of their text (a load that knows
   * what comes), so appending them grows nothing: the last chunk is enlarged to fit them, up to a
   * chunk's size. Rows and text beyond it still fit, by growing as usual.
   */
  reserve(rows: number, bytes: number): void {
    this.roomForRows(rows);
    const last = this.chunks.length - 1;
    const chunk = this.chunks[last]!;
    const wanted = Math.min(CHUNK_BYTES, this.used + bytes);
    if (wanted <= chunk.length || this.claims.size > 0) return;
    const grown = newChunk(wanted);
    grown.set(chunk.subarray(0, this.used));
    this.chunks[last] = grown;
  }

  /** Inserts `count` empty texts before `at` (`at` = length appends). */
  insertRows(at: number, count: number): void {
    this.roomForRows(count);
    openGap(this.starts, this.count, at, count);
    openGap(this.lengths, this.count, at, count);
    this.starts.fill(0, at, at + count);
    this.lengths.fill(0, at, at + count);
    this.strings.insertRows(at, count);
    this.count += count;
  }

  /** Room for `count` rows more at the end, their starts and lengths left as they lie for the caller to write. */
  private roomForRows(count: number): void {
    this.starts = withRoom(this.starts, this.count, this.count + count);
    this.lengths = withRoom(this.lengths, this.count, this.count + count);
  }

  deleteRows(at: number, count: number): void {
    for (let row = at; row < at + count; row++) this.forget(row);
    closeGap(this.starts, this.count, at, count);
    closeGap(this.lengths, this.count, at, count);
    this.strings.deleteRows(at, count);
    this.count -= count;
    this.compactIfWasteful();
  }

  /** Rebuilds the rows by `remap` (row-remap.ts): no text moves, only addresses; dropped rows' text becomes garbage. */
  remap(remap: RowRemap): void {
    for (let row = 0; row < this.count; row++) if (remap.newIndexOf[row] === -1) this.forget(row);
    this.starts = remapArray(this.starts, remap, 0);
    this.lengths = remapArray(this.lengths, remap, 0);
    this.strings.remap(remap);
    this.count = remap.src.length;
    this.compactIfWasteful();
  }

  /** Appends the texts of `source`'s rows at `positions`, copying their bytes (no decoding). */
  appendFrom(source: StringColumn, positions: ArrayLike<number>): void {
    const first = this.count;
    this.insertRows(first, positions.length);
    for (let i = 0; i < positions.length; i++) {
      const from = positions[i]!;
      const length = source.lengths[from]!;
      if (length !== KEPT_AS_STRING) this.copyIn(first + i, source.bytesAt(source.starts[from]!, length));
      else {
        this.strings.set(first + i, source.strings.get(from));
        this.lengths[first + i] = KEPT_AS_STRING;
      }
    }
  }

  /** Rows `start…end-1`, packed for transfer. */
  slice(start: number, end: number): StringSlice {
    const ends = new Uint32Array(end - start);
    let size = 0;
    for (let row = start; row < end; row++) {
      if (this.lengths[row] !== KEPT_AS_STRING) size += this.lengths[row]!;
      ends[row - start] = size;
    }
    const bytes = new Uint8Array(size);
    // Rows stored one after another (as imported) are copied as one run: a copy per row cost more than its bytes.
    let runFrom = 0;
    let runLength = 0;
    let runTo = 0;
    for (let row = start; row < end; row++) {
      const length = this.lengths[row]!;
      if (length === KEPT_AS_STRING || length === 0) continue;
      const from = this.starts[row]!;
      if (runLength > 0 && from === runFrom + runLength && chunkOf(from) === chunkOf(runFrom)) {
        runLength += length;
        continue;
      }
      if (runLength > 0) setBytes(bytes, this.bytesAt(runFrom, runLength), runTo);
      runFrom = from;
      runLength = length;
      runTo = ends[row - start]! - length;
    }
    if (runLength > 0) setBytes(bytes, this.bytesAt(runFrom, runLength), runTo);
    return { bytes, ends, strings: packSparse(this.strings, start, end) };
  }

  /**
   * Rows `start…end-1` for a worker of this process: their bytes where they lie in shared memory (no
   * copy) when they are stored one after another in one chunk, as a table loaded or imported holds
   * them; else a copy (slice). The column must not change while the slice is read.
   */
  sharedSlice(start: number, end: number): StringSlice {
    const ends = new Uint32Array(end - start);
    const from = oneRunFrom(this.starts, this.lengths, start, ends);
    if (from === NOT_ONE_RUN) return this.slice(start, end);
    const size = ends.length > 0 ? ends[ends.length - 1]! : 0;
    const chunk = this.chunks[chunkOf(Math.max(from, 0))]!;
    if (!(chunk.buffer instanceof SharedArrayBuffer)) return this.slice(start, end);
    const place = { chunk: chunkOf(Math.max(from, 0)), offset: Math.max(from, 0) % CHUNK_BYTES };
    const bytes = new Uint8Array(chunk.buffer, chunk.byteOffset + place.offset, size);
    return { bytes, ends, strings: packSparse(this.strings, start, end), place };
  }

  /**
   * Appends a slice's rows; into an empty column, its bytes become the column's chunk as they are,
   * not copied (the slice must not change after; the column never writes into them: more text goes
   * into a chunk of its own).
   */
  adoptSlice(slice: StringSlice): void {
    const { bytes, ends } = slice;
    if (this.count > 0 || bytes.length === 0 || bytes.length > CHUNK_BYTES) return this.appendSlice(slice);
    this.insertRows(0, ends.length);
    this.chunks = [bytes];
    this.used = bytes.length;
    this.liveBytes = bytes.length;
    placeRuns(ends, this.starts, this.lengths);
    unpackSparse(slice.strings, this.strings, 0);
    for (const row of slice.strings.rows) this.lengths[row] = KEPT_AS_STRING;
  }

  /**
   * Appends a slice's rows, copying their bytes as they are (no decoding): in one piece when a chunk
   * holds them; not at all when they lie in room claimed for them (claimRoom), as the slice's place says.
   *
   * The new rows' starts and lengths are taken as room only (roomForRows) and each written once:
   * filling them first, as insertRows does, wrote each row's twice, and in shared memory (a project
   * opened to be exported) V8 fills an element at a time: 1M rows, a quarter of the main thread's CPU
   * while its workers read the project; the built CLI's open 0.762 -> 0.738 s on 2 cores, medians of
   * 6 interleaved rounds (one core the same). Rows after the last are never sparse (the strings' rows
   * need no moving). A slice with a row longer than a chunk is refused before any row is written, so
   * the column, its text bytes included, is as it was.
   */
  appendSlice(slice: StringSlice): void {
    if (slice.bytes.length > CHUNK_BYTES) refuseRowsLongerThanAChunk(slice.ends);
    const first = this.count;
    this.roomForRows(slice.ends.length);
    const claimed = slice.place ? slice.place.chunk * CHUNK_BYTES + slice.place.offset : -1;
    const inClaim = claimed >= 0 && this.claims.get(claimed) === slice.bytes.length;
    const whole = inClaim ? claimed : slice.bytes.length <= CHUNK_BYTES ? this.room(slice.bytes.length) : -1;
    if (inClaim) {
      this.claims.delete(claimed);
      this.liveBytes += slice.bytes.length;
    } else if (whole >= 0) {
      setBytes(this.bytesAt(whole, slice.bytes.length), slice.bytes, 0);
      this.used += slice.bytes.length;
      this.liveBytes += slice.bytes.length;
    }
    let from = 0;
    for (let i = 0; i < slice.ends.length; i++) {
      const to = slice.ends[i]!;
      if (whole < 0) this.copyIn(first + i, slice.bytes.subarray(from, to));
      else {
        this.starts[first + i] = whole + from;
        this.lengths[first + i] = to - from;
      }
      from = to;
    }
    this.count += slice.ends.length;
    unpackSparse(slice.strings, this.strings, first);
    for (const row of slice.strings.rows) this.lengths[first + row] = KEPT_AS_STRING;
  }

  /** The buffers a slice owns (a sharedSlice's bytes lie in shared memory: they go without a transfer). */
  static sliceBuffers(slice: StringSlice): ArrayBuffer[] {
    const { buffer } = slice.bytes;
    const owned = buffer instanceof ArrayBuffer ? [buffer] : [];
    return [...owned, slice.ends.buffer, ...packBuffers(slice.strings)] as ArrayBuffer[];
  }

  /** Bytes its chunks and addresses hold, room to grow included. */
  heldBytes(): number {
    return this.chunks.reduce((sum, chunk) => sum + chunk.byteLength, this.starts.byteLength + this.lengths.byteLength);
  }

  /**
   * Gives back the room kept for more rows and more text (after a load: a column that grew a slice at
   * a time keeps up to half its last chunk free). Appending later grows the chunk again.
   */
  fit(): void {
    this.starts = fitted(this.starts, this.count);
    this.lengths = fitted(this.lengths, this.count);
    const last = this.chunks.length - 1;
    const chunk = this.chunks[last]!;
    if (this.used < chunk.length && this.claims.size === 0) {
      const fitting = newChunk(Math.max(this.used, 1));
      fitting.set(chunk.subarray(0, this.used));
      this.chunks[last] = fitting;
    }
  }

  /** Rewrites the live text into fresh chunks, in row order, dropping edited and deleted bytes. */
  compact(): void {
    if (this.claims.size > 0) return;
    const oldChunks = this.chunks;
    this.chunks = [newChunk(Math.min(CHUNK_BYTES, Math.max(FIRST_CHUNK_BYTES, this.liveBytes)))];
    this.used = 0;
    this.liveBytes = 0;
    this.garbageBytes = 0;
    for (let row = 0; row < this.count; row++) {
      const length = this.lengths[row]!;
      if (length === KEPT_AS_STRING) continue;
      const start = this.starts[row]!;
      const chunk = oldChunks[Math.floor(start / CHUNK_BYTES)]!;
      const offset = start % CHUNK_BYTES;
      this.copyIn(row, chunk.subarray(offset, offset + length));
    }
  }

  /**
   * Claims `size` bytes of room in shared memory for another thread of this process to write the
   * bytes of rows to come into (ClaimedRoom), or null where the column's chunks are not shared or
   * the room would not be one piece. The rows are appended later by a slice that names its place, or
   * the room let go (letGoOfRoom); until then no chunk moves.
   */
  claimRoom(size: number): ClaimedRoom | null {
    if (!SHARED_MEMORY || size === 0 || size > CHUNK_BYTES) return null;
    const start = this.room(size);
    this.used += size;
    this.claims.set(start, size);
    return { bytes: this.bytesAt(start, size), place: { chunk: chunkOf(start), offset: start & OFFSET_MASK } };
  }

  /** Lets go of room claimed and not appended into (its rows came another way, or not at all): its bytes are garbage. */
  letGoOfRoom(place: TextPlace): void {
    const start = place.chunk * CHUNK_BYTES + place.offset;
    const size = this.claims.get(start);
    if (size === undefined) return;
    this.claims.delete(start);
    this.garbageBytes += size;
  }

  private copyIn(row: number, bytes: Uint8Array): void {
    const start = this.room(bytes.length);
    this.bytesAt(start, bytes.length).set(bytes);
    this.placed(row, start, bytes.length);
  }

  private placed(row: number, start: number, length: number): void {
    this.used += length;
    this.starts[row] = start;
    this.lengths[row] = length;
    this.liveBytes += length;
  }

  /** The row's old text becomes garbage. */
  private forget(row: number): void {
    const length = this.lengths[row]!;
    if (length === KEPT_AS_STRING) this.strings.set(row, undefined);
    else {
      this.liveBytes -= length;
      this.garbageBytes += length;
    }
    this.lengths[row] = 0;
  }

  private compactIfWasteful(): void {
    if (this.claims.size === 0 && this.garbageBytes > COMPACT_AFTER_BYTES && this.garbageBytes > this.liveBytes)
      this.compact();
  }

  private bytesAt(start: number, length: number): Uint8Array {
    const chunk = this.chunks[Math.floor(start / CHUNK_BYTES)]!;
    const offset = start % CHUNK_BYTES;
    return chunk.subarray(offset, offset + length);
  }

  /** The address of `size` free bytes: in the last chunk (grown up to the chunk size) or a new one. */
  private room(size: number): number {
    if (size > CHUNK_BYTES) throw longerThanAChunk(size);
    let last = this.chunks.length - 1;
    let chunk = this.chunks[last]!;
    // Claimed room keeps its chunk where it is: more text then goes into a new chunk instead.
    if (this.used + size > chunk.length && chunk.length < CHUNK_BYTES && this.claims.size === 0) {
      let length = Math.max(chunk.length * 2, FIRST_CHUNK_BYTES);
      while (this.used + size > length && length < CHUNK_BYTES) length *= 2;
      const grown = newChunk(Math.min(length, CHUNK_BYTES));
      grown.set(chunk.subarray(0, this.used));
      this.chunks[last] = chunk = grown;
    }
    if (this.used + size > chunk.length) {
      if (this.chunks.length === MAX_CHUNKS) throw new RangeError('A column holds at most 4 GiB of text.');
      this.chunks.push(newChunk(CHUNK_BYTES));
      last += 1;
      this.used = 0;
    }
    return last * CHUNK_BYTES + this.used;
  }
}

// The row loops below are functions of their own with nothing after them: a loop optimised while it
// runs (on-stack replacement) went back to the interpreter at its exit once per slice when code that
// had not run yet followed it in the same function.

/** oneRunFrom's answer when the rows' bytes do not lie one after another in one chunk (or one is kept as a string). */
const NOT_ONE_RUN = -2;

/**
 * Where the bytes of the rows from `start` on (`ends.length` of them) begin when they lie one after
 * another in one chunk, their ends (from that start) put in `ends`; -1 when every one is empty;
 * NOT_ONE_RUN else.
 */
function oneRunFrom(starts: Uint32Array, lengths: Uint32Array, start: number, ends: Uint32Array): number {
  const from = runFrom(starts, lengths, start, ends);
  const size = ends.length > 0 ? ends[ends.length - 1]! : 0;
  // One after another, they lie in one chunk when their first and last bytes do (not a chunk per row).
  return from === NOT_ONE_RUN || size === 0 || chunkOf(from) === chunkOf(from + size - 1) ? from : NOT_ONE_RUN;
}

/**
 * oneRunFrom's loop, the chunk left to its caller: optimised while it ran (on-stack replacement),
 * with a comparison after it, that code met the comparison with no feedback at the loop's exit and
 * went back to the interpreter there at every slice (~100 times in an export of 1M rows).
 */
function runFrom(starts: Uint32Array, lengths: Uint32Array, start: number, ends: Uint32Array): number {
  let from = -1;
  let size = 0;
  for (let i = 0; i < ends.length; i++) {
    const length = lengths[start + i]!;
    if (length === KEPT_AS_STRING) return NOT_ONE_RUN;
    if (length > 0) {
      const at = starts[start + i]!;
      if (from < 0) from = at;
      else if (at !== from + size) return NOT_ONE_RUN;
      size += length;
    }
    ends[i] = size;
  }
  return from;
}

/** Rows one after another from byte 0, each to its end in `ends`: their starts and lengths. */
function placeRuns(ends: Uint32Array, starts: Uint32Array, lengths: Uint32Array): void {
  let from = 0;
  for (let i = 0; i < ends.length; i++) {
    starts[i] = from;
    lengths[i] = ends[i]! - from;
    from = ends[i]!;
  }
}
