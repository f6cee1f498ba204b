/** A line longer than its bound: reading stops there, before the line is held. */
export class LineTooLong extends Error {
  override readonly name = 'LineTooLong';
  constructor(
    readonly line: number,
    readonly limit: number,
    /** The line's first bytes, as text (what it starts with tells what it is). */
    readonly head: string,
  ) {
    super(`line ${line} is longer than ${limit} bytes`);
  }
}

/** A record the stream ends inside (a column member's, told by its length): the file was cut. */
export class RecordCut extends Error {
  override readonly name = 'RecordCut';
  constructor() {
    super('the file ends inside a record');
  }
}

/** The first bytes of a line kept with LineTooLong. */
const HEAD_BYTES = 256;

/**
 * How long the record at hand is, where it is not a line: its length in bytes, 'line' when it is a
 * line, or 'more' when the bytes there are yet are too few to tell. `head(count)` gives its first
 * `count` bytes, or null while fewer are there; `ended`: no more will come.
 */
export type RecordSize = (head: (count: number) => Buffer | null, ended: boolean) => number | 'line' | 'more';

const allLines: RecordSize = () => 'line';

/**
 * The newline-ended lines of a byte stream as UTF-8 text (a last line without its newline too), each
 * checked against `maxBytes(lineNumber)` as its bytes arrive: a line past its bound throws LineTooLong
 * having held at most that many bytes of it (and a chunk). Line numbers count from 1. Where `sized`
 * tells a record that is not a line (a column member's, in a file read as one stream), its bytes come
 * whole instead, counted as a line; `sized` bounds it.
 */
export async function* boundedLines(
  chunks: AsyncIterable<Buffer>,
  maxBytes: (line: number) => number,
  sized: RecordSize = allLines,
): AsyncGenerator<string | Buffer> {
  const held = new HeldBytes();
  const peek = (count: number): Buffer | null => held.peek(count);
  let line = 1;
  /** The size of the record at hand, once told (reset as it is taken). */
  let size: number | 'line' | 'more' = 'more';
  /** The record at the start of the bytes held when it is whole (null: more are needed). */
  const next = (ended: boolean): string | Buffer | null => {
    if (held.bytes === 0) return null;
    if (size === 'more') size = sized(peek, ended);
    if (size === 'more' || (size !== 'line' && held.bytes < size)) {
      if (ended) throw new RecordCut();
      return null;
    }
    if (size !== 'line') {
      const bytes = held.take(size);
      size = 'more';
      return bytes;
    }
    const end = held.indexOfNewline();
    const length = end === -1 ? held.bytes : end;
    if (length > maxBytes(line)) throw new LineTooLong(line, maxBytes(line), held.text(Math.min(HEAD_BYTES, length)));
    if (end === -1 && !ended) return null;
    const text = held.take(length).toString('utf8');
    if (end !== -1) held.take(1); // its newline
    size = 'more';
    return text;
  };
  for await (const chunk of chunks) {
    held.push(chunk);
    for (let record = next(false); record !== null; record = next(false)) {
      yield record;
      line += 1;
    }
  }
  for (let record = next(true); record !== null; record = next(true)) {
    yield record;
    line += 1;
  }
}

/**
 * Bytes come and not yet read, as the chunks they came in (joined only when a record spans them),
 * and how far a newline was looked for, so a long line is searched once.
 */
class HeldBytes {
  private chunks: Buffer[] = [];
  bytes = 0;
  /** How many chunks from the first are known to hold no newline, and their bytes. */
  private searchedChunks = 0;
  private searchedBytes = 0;

  push(chunk: Buffer): void {
    if (chunk.length === 0) return;
    this.chunks.push(chunk);
    this.bytes += chunk.length;
  }

  /** The first `count` bytes in one buffer (those chunks joined), or null while fewer are held. */
  peek(count: number): Buffer | null {
    if (this.bytes < count) return null;
    if (this.chunks[0]!.length < count) {
      let joined = 0;
      let k = 0;
      while (joined < count) joined += this.chunks[k++]!.length;
      this.chunks.splice(0, k, Buffer.concat(this.chunks.slice(0, k), joined));
      this.searchedChunks = this.searchedBytes = 0;
    }
    return this.chunks[0]!.subarray(0, count);
  }

  /** The first newline's place, or -1; each chunk is searched once however long a line runs. */
  indexOfNewline(): number {
    for (let k = this.searchedChunks; k < this.chunks.length; k++) {
      const found = this.chunks[k]!.indexOf(10);
      if (found !== -1) return this.searchedBytes + found;
      this.searchedBytes += this.chunks[k]!.length;
      this.searchedChunks = k + 1;
    }
    return -1;
  }

  /** The first `count` bytes, as text, not taken. */
  text(count: number): string {
    return this.peek(Math.min(count, this.bytes))!.toString('utf8');
  }

  /** The first `count` bytes, taken out. */
  take(count: number): Buffer {
    if (count > 0) this.peek(count); // the first chunk holds them all
    const first = this.chunks[0]!;
    const bytes = first.subarray(0, count);
    if (first.length > count) this.chunks[0] = first.subarray(count);
    else this.chunks.shift();
    this.bytes -= count;
    this.searchedChunks = this.searchedBytes = 0;
    return bytes;
  }
}
