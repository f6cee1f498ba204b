import { createInflateRaw, crc32, inflateRawSync } from 'node:zlib';
import { Wakeup } from '../wakeup';

// gzip's framing read here, each member's deflate data inflated by zlib (InflateRaw): Node's Gunzip
// reads the bytes after a member's end in the same write as that end, and when they are not another
// member it fails the write and drops the output it had made (up to a chunk of rows, 47,406 of
// 50,000 URLs arriving from a file with 5 bytes of junk at its end). gzip(1) reads such a file
// whole and warns of the trailing bytes; so do we.

/** Output chunks inflated at a time: large, as sax and the decoder are cheaper per byte on big strings (DESIGN.md). */
export const GUNZIP_CHUNK_BYTES = 256 * 1024;

const ID1 = 0x1f;
const ID2 = 0x8b;
const DEFLATE = 8;
const FHCRC = 0x02;
const FEXTRA = 0x04;
const FNAME = 0x08;
const FCOMMENT = 0x10;
const RESERVED_FLAGS = 0xe0;
const HEADER_BYTES = 10;
const TRAILER_BYTES = 8;

/** An error as zlib gives it: Z_DATA_ERROR for data that is not gzip, Z_BUF_ERROR for data that ends early. */
function zlibError(code: 'Z_DATA_ERROR' | 'Z_BUF_ERROR', message: string): Error {
  return Object.assign(new Error(message), { code, errno: code === 'Z_DATA_ERROR' ? -3 : -5 });
}

const endedEarly = (): Error => zlibError('Z_BUF_ERROR', 'unexpected end of file');

/** A source's bytes, taken as many at a time as asked; bytes taken too many are given back. */
class Bytes {
  private held: Buffer[] = [];
  private length = 0;
  private done = false;

  constructor(private readonly source: AsyncIterator<Buffer>) {}

  /** Holds at least `count` bytes; false when the source ends first. */
  async hold(count: number): Promise<boolean> {
    while (this.length < count && !this.done) {
      const next = await this.source.next();
      if (next.done) this.done = true;
      else if (next.value.length > 0) this.giveBack(next.value, false);
    }
    return this.length >= count;
  }

  /** The first `count` bytes held (hold them first), taken; fewer when fewer are held. */
  take(count: number): Buffer {
    const first = this.joined(count);
    const taken = first.subarray(0, count);
    if (first.length > count) this.held[0] = first.subarray(count);
    else this.held.shift();
    this.length -= taken.length;
    return taken;
  }

  /** Up to the first `count` bytes held, left held. */
  peek(count: number): Buffer {
    return this.joined(count).subarray(0, count);
  }

  /** The first piece held, every piece joined into it when it is shorter than `count` (copied once, not at each take). */
  private joined(count: number): Buffer {
    if (this.held.length > 1 && this.held[0]!.length < count) this.held = [Buffer.concat(this.held, this.length)];
    return this.held[0] ?? Buffer.alloc(0);
  }

  /** The next chunk: held bytes first, then the source's; null at its end. */
  async next(): Promise<Buffer | null> {
    if (this.length === 0 && !(await this.hold(1))) return null;
    const first = this.held.shift()!;
    this.length -= first.length;
    return first;
  }

  /** Bytes read past where they belong, put back before the rest (`first`), or held after it. */
  giveBack(bytes: Buffer, first = true): void {
    if (first) this.held.unshift(bytes);
    else this.held.push(bytes);
    this.length += bytes.length;
  }

  /** Counts and drops every byte left; how many were not zero-valued padding is told apart. */
  async drain(): Promise<{ bytes: number; padding: boolean }> {
    let bytes = 0;
    let padding = true;
    for (let chunk = await this.next(); chunk !== null; chunk = await this.next()) {
      bytes += chunk.length;
      if (padding && chunk.some((byte) => byte !== 0)) padding = false;
    }
    return { bytes, padding };
  }
}

/**
 * The bytes of a gzip stream inflated as they arrive: one member or several back to back, each
 * checked against its trailer (CRC-32 and length). Bytes after the last member that do not start
 * another are not gzip: zero-valued padding is dropped without a word, anything else is told to
 * `onTrailing` (how many bytes) and ignored, the content before it kept whole. Fails as zlib does:
 * `Z_DATA_ERROR` for bytes that are not gzip, `Z_BUF_ERROR` for a stream that ends inside a member.
 */
export async function* inflateGzipMembers(
  source: AsyncIterable<Buffer>,
  options: { chunkSize: number; onTrailing?(bytes: number): void },
): AsyncGenerator<Buffer> {
  const iterator = source[Symbol.asyncIterator]();
  const bytes = new Bytes(iterator);
  // Small members' content, given on together in chunks (and before a failure).
  const small = new SmallMembers(options.chunkSize);
  try {
    for (let members = 0; ; members++) {
      if (members === 0 && !(await bytes.hold(HEADER_BYTES))) throw endedEarly();
      if (members > 0 && !(await bytes.hold(1))) break; // the last member ended the stream
      if (members > 0 && !(await startsMember(bytes))) {
        if (small.size > 0) yield small.take(); // the content before the trailing bytes are told of
        const rest = await bytes.drain();
        if (!rest.padding) options.onTrailing?.(rest.bytes);
        break;
      }
      await skipHeader(bytes);
      // Never waited for: a source that stalls after a whole member would hold back what it inflates to.
      const whole = inflateHeld(bytes, options.chunkSize);
      if (whole) {
        // Held before its trailer is checked, as a streamed member's content is given before it.
        if (!small.fits(whole)) yield small.take();
        small.add(whole);
        await takeTrailer(bytes, crc32(whole), whole.length);
        continue;
      }
      if (small.size > 0) yield small.take();
      let crc = 0;
      let size = 0;
      for await (const chunk of inflateDeflate(bytes, options.chunkSize)) {
        crc = crc32(chunk, crc);
        size += chunk.length;
        yield chunk;
      }
      await takeTrailer(bytes, crc, size);
    }
  } catch (error) {
    // What the members before the fault hold is given first, as a streamed member's would have been.
    if (small.size > 0) yield small.take();
    throw error;
  } finally {
    await iterator.return?.();
  }
  if (small.size > 0) yield small.take();
}

/** Takes a member's trailer, checked against the CRC-32 and size of what it inflated to. */
async function takeTrailer(bytes: Bytes, crc: number, size: number): Promise<void> {
  if (!(await bytes.hold(TRAILER_BYTES))) throw endedEarly();
  const trailer = bytes.take(TRAILER_BYTES);
  if (trailer.readUInt32LE(0) !== crc) throw zlibError('Z_DATA_ERROR', 'incorrect data check');
  if (trailer.readUInt32LE(4) !== size % 2 ** 32) throw zlibError('Z_DATA_ERROR', 'incorrect length check');
}

/**
 * Content of small members, copied into one chunk-sized buffer until the next would not fit: each
 * member's own output (a kilobyte's buffer for one byte) is let go at once, not held by a slice of it.
 */
class SmallMembers {
  private buffer: Buffer | null = null;
  size = 0;

  constructor(private readonly chunkSize: number) {}

  /** Whether `content` (at most a chunk) fits beside what is held. */
  fits(content: Buffer): boolean {
    return this.size + content.length <= this.chunkSize;
  }

  add(content: Buffer): void {
    if (content.length === 0) return;
    this.buffer ??= Buffer.allocUnsafe(this.chunkSize);
    this.size += content.copy(this.buffer, this.size);
  }

  take(): Buffer {
    const all = this.buffer!.subarray(0, this.size);
    this.buffer = null;
    this.size = 0;
    return all;
  }
}

/**
 * A member's content when its deflate data is among the bytes held (up to FEED_BYTES of them) and
 * inflates to at most a chunk, inflated at once and its data taken; null otherwise, nothing taken, for
 * inflateDeflate to stream (any fault of the data is met and reported there). A stream of many small
 * members (a hostile file of 500,000 one-byte members) then costs microseconds a member rather than a
 * streaming inflater's set-up each (0.13 ms: 72 s for that file).
 */
function inflateHeld(bytes: Bytes, chunkSize: number): Buffer | null {
  const held = bytes.peek(FEED_BYTES);
  if (held.length === 0) return null;
  try {
    // `info` gives the engine too, whose bytesWritten is how much of `held` the deflate data took.
    const inflated = inflateRawSync(held, {
      info: true,
      maxOutputLength: chunkSize,
      chunkSize: SMALL_OUTPUT_BYTES,
    }) as unknown as { buffer?: unknown; engine?: { bytesWritten?: unknown } };
    // (@types/node types only the buffer; a result of another shape is streamed.)
    const used = inflated.engine?.bytesWritten;
    if (!Buffer.isBuffer(inflated.buffer) || typeof used !== 'number' || used > held.length) return null;
    bytes.take(used);
    return inflated.buffer;
  } catch {
    // Data past what is held (unexpected end), content past a chunk, or not deflate data.
    return null;
  }
}

/** Whether the next bytes open a gzip member (a single byte left does not). */
async function startsMember(bytes: Bytes): Promise<boolean> {
  await bytes.hold(2);
  const magic = bytes.peek(2);
  return magic.length === 2 && magic[0] === ID1 && magic[1] === ID2;
}

/**
 * Takes a member's header (RFC 1952, 2.3): its fixed ten bytes and the optional fields its flags
 * announce, checked against its own CRC-16 when it has one, as zlib checks it.
 */
async function skipHeader(bytes: Bytes): Promise<void> {
  // The CRC of the header so far, taken as it goes: a name or comment of any length is never held.
  let crc = 0;
  const covered = (part: Buffer): void => void (crc = crc32(part, crc));
  const take = async (count: number): Promise<Buffer> => {
    if (!(await bytes.hold(count))) throw endedEarly();
    const part = bytes.take(count);
    covered(part);
    return part;
  };
  const header = await take(HEADER_BYTES);
  if (header[0] !== ID1 || header[1] !== ID2) throw zlibError('Z_DATA_ERROR', 'incorrect header check');
  if (header[2] !== DEFLATE) throw zlibError('Z_DATA_ERROR', 'unknown compression method');
  const flags = header[3]!;
  if (flags & RESERVED_FLAGS) throw zlibError('Z_DATA_ERROR', 'unknown header flags set');
  if (flags & FEXTRA) await take((await take(2)).readUInt16LE(0));
  if (flags & FNAME) await skipZeroEnded(bytes, covered);
  if (flags & FCOMMENT) await skipZeroEnded(bytes, covered);
  if (flags & FHCRC) {
    const headerCrc = crc & 0xffff;
    if ((await take(2)).readUInt16LE(0) !== headerCrc) throw zlibError('Z_DATA_ERROR', 'header crc mismatch');
  }
}

/** Takes a zero-terminated field (a file name, a comment), its zero too, each part told to `covered`. */
async function skipZeroEnded(bytes: Bytes, covered: (part: Buffer) => void): Promise<void> {
  for (;;) {
    const chunk = await bytes.next();
    if (chunk === null) throw endedEarly();
    const zero = chunk.indexOf(0);
    if (zero === -1) covered(chunk);
    else {
      if (zero + 1 < chunk.length) bytes.giveBack(chunk.subarray(zero + 1));
      covered(chunk.subarray(0, zero + 1));
      return;
    }
  }
}

/**
 * The first output buffer of a member inflated at once (inflateHeld): one of these for a small member
 * (the default, 16 KiB, took 2.4 of 5.2 s allocating and collecting on 500,000 one-byte members).
 */
const SMALL_OUTPUT_BYTES = 1024;

/** Compressed bytes handed to zlib at a time. */
const FEED_BYTES = 64 * 1024;
/** Output chunks made ahead of the reader before zlib is paused. */
const OUTPUT_AHEAD = 2;

/**
 * One member's deflate data inflated, fed from `bytes` a piece at a time until zlib finds its end;
 * the bytes fed past that end (zlib's bytesWritten says how many it used) are given back for the trailer.
 */
async function* inflateDeflate(bytes: Bytes, chunkSize: number): AsyncGenerator<Buffer> {
  const inflater = createInflateRaw({ chunkSize });
  const output: Buffer[] = [];
  let failure: Error | null = null;
  let ended = false;
  let writing = false;
  const wakeup = new Wakeup();
  const woken = wakeup.wake;
  inflater.on('data', (chunk: Buffer) => {
    output.push(chunk);
    // Paused, zlib holds its next output till this is taken (its stream's own back-pressure): a bomb's
    // piece is not inflated whole ahead of the reader.
    if (output.length >= OUTPUT_AHEAD) inflater.pause();
    woken();
  });
  inflater.once('end', () => ((ended = true), woken()));
  inflater.once('error', (error: Error) => ((failure ??= error), woken()));
  /** Pieces fed and not yet wholly used by zlib, and how many bytes were fed before the first of them. */
  const fed: Buffer[] = [];
  let fedBefore = 0;
  try {
    while (!ended) {
      if (output.length > 0) {
        const next = output.shift()!;
        if (output.length < OUTPUT_AHEAD && inflater.isPaused()) inflater.resume();
        yield next;
      } else if (failure) {
        throw failure;
      } else if (!writing && !inflater.writableEnded) {
        const chunk = await bytes.next();
        if (chunk === null) inflater.end();
        else {
          const piece = chunk.subarray(0, FEED_BYTES);
          if (chunk.length > FEED_BYTES) bytes.giveBack(chunk.subarray(FEED_BYTES));
          fed.push(piece);
          writing = true;
          inflater.write(piece, () => ((writing = false), woken()));
        }
      } else {
        await wakeup.until(
          () => output.length > 0 || ended || failure !== null || (!writing && !inflater.writableEnded),
        );
      }
      while (fed.length > 0 && fedBefore + fed[0]!.length <= inflater.bytesWritten) fedBefore += fed.shift()!.length;
    }
    while (output.length > 0) yield output.shift()!;
    if (failure) throw failure;
    // What zlib did not use of the pieces fed is the trailer and what follows it.
    const unused = Buffer.concat(fed).subarray(inflater.bytesWritten - fedBefore);
    if (unused.length > 0) bytes.giveBack(unused);
  } finally {
    inflater.destroy();
  }
}
