import { InvalidUtf8Error, firstInvalidOffset } from './utf8-decoder';

/** Chrome takes the longest URLs of any browser, up to 2 MiB: a longer line cannot be a URL. */
export const MAX_LINE_BYTES = 2 * 1024 * 1024;

/** A line's text, or, for a line too long to be a URL, only its length in bytes. */
export type TextLine = { text: string; line: number } | { tooLong: number; line: number };

/** The work done, counted so a test can see it grows with the input, not with its square. */
export interface LineWork {
  /** Bytes searched for line breaks (each byte at most once per kind of break). */
  scanned: number;
  /** Bytes copied into the lines given out. */
  copied: number;
}

const LF = 0x0a;
const CR = 0x0d;
const BOM = '\uFEFF';

/**
 * The lines of a UTF-8 stream, CRLF, LF or CR, one at a time, each with its number; blank ones are
 * numbered but not given. Breaks are found in the bytes, so each byte is searched once and a line
 * is decoded once, however many chunks it spans; a line over MAX_LINE_BYTES is counted, not kept.
 * Invalid UTF-8 throws InvalidUtf8Error.
 */
export async function* textLines(
  chunks: AsyncIterable<Buffer>,
  work: LineWork = { scanned: 0, copied: 0 },
): AsyncGenerator<TextLine> {
  const pending = new PendingLine();
  let line = 0;
  let afterCr = false;
  let consumed = 0;
  for await (const chunk of chunks) {
    // A CR that ended the last chunk and an LF that starts this one are one break.
    let start = afterCr && chunk[0] === LF ? 1 : 0;
    afterCr = false;
    const breaks = new BreakFinder(chunk, work);
    while (start < chunk.length) {
      const end = breaks.next(start);
      pending.add(chunk.subarray(start, end === -1 ? chunk.length : end), consumed + start);
      if (end === -1) break;
      // A blank line is counted, not given: a generator's step a line made 100 MB of line breaks
      // take a minute to read, where as many spaces in XML take a second.
      line++;
      if (pending.empty) pending.skip();
      else yield pending.take(line, work);
      start = end + 1;
      if (chunk[end] === CR) {
        if (end + 1 === chunk.length) afterCr = true;
        else if (chunk[end + 1] === LF) start++;
      }
    }
    consumed += chunk.length;
  }
  if (!pending.empty) yield pending.take(line + 1, work);
}

/** Finds the next CR or LF; each search starts where the last one of its kind stopped. */
class BreakFinder {
  private lf = -2;
  private cr = -2;

  constructor(
    private readonly chunk: Buffer,
    private readonly work: LineWork,
  ) {}

  next(from: number): number {
    if (this.lf !== -1 && this.lf < from) this.lf = this.search(LF, from);
    if (this.cr !== -1 && this.cr < from) this.cr = this.search(CR, from);
    if (this.lf === -1) return this.cr;
    return this.cr === -1 ? this.lf : Math.min(this.lf, this.cr);
  }

  private search(byte: number, from: number): number {
    const at = this.chunk.indexOf(byte, from);
    this.work.scanned += (at === -1 ? this.chunk.length : at + 1) - from;
    return at;
  }
}

/** The bytes of the line being read, dropped once it is too long to be a URL. */
class PendingLine {
  private pieces: Buffer[] = [];
  private bytes = 0;
  private tooLong = false;
  /** Where the line starts in the stream, for the place of a bad byte. */
  private offset = 0;
  private first = true;

  get empty(): boolean {
    return this.bytes === 0;
  }

  /** `at`: where the piece starts in the stream. */
  add(piece: Buffer, at: number): void {
    if (piece.length === 0) return;
    if (this.bytes === 0) this.offset = at;
    this.bytes += piece.length;
    if (this.tooLong) return;
    if (this.bytes > MAX_LINE_BYTES) {
      this.tooLong = true;
      this.pieces = [];
    } else {
      this.pieces.push(piece);
    }
  }

  /** Passes a blank line: the next is not the stream's first, whose BOM alone is dropped. */
  skip(): void {
    this.first = false;
  }

  take(line: number, work: LineWork): TextLine {
    const result: TextLine = this.tooLong ? { tooLong: this.bytes, line } : { text: this.decode(work), line };
    this.pieces = [];
    this.bytes = 0;
    this.tooLong = false;
    this.first = false;
    return result;
  }

  private decode(work: LineWork): string {
    const bytes = this.pieces.length === 1 ? this.pieces[0]! : Buffer.concat(this.pieces, this.bytes);
    work.copied += bytes.length;
    let text: string;
    try {
      text = decoder.decode(bytes);
    } catch {
      const bad = firstInvalidOffset(bytes);
      throw new InvalidUtf8Error(decoder.decode(bytes.subarray(0, bad)), this.offset + bad);
    }
    return this.first && text.startsWith(BOM) ? text.slice(1) : text;
  }
}

const decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
