import { isUtf8 } from 'node:buffer';
import { problemAt } from '../../../shared/problems';
import type { ParseContext } from './parse-xml';
import { problemFromError } from './source-error';
import { firstInvalidOffset, incompleteTailLength } from './utf8-decoder';

/**
 * The text of a file read leniently, piece by piece as its bytes arrive (robots.txt, a CSV table).
 * A read that fails part way is a problem and the text before it is given (`partial` is then set);
 * bytes that are not UTF-8 are replaced, as Buffer.toString replaces them, with one warning that
 * names what the file is (`what`) and the line of the first; a leading byte order mark is dropped.
 */
export class LenientText {
  partial = false;

  constructor(
    private readonly chunks: AsyncIterable<Buffer>,
    private readonly context: ParseContext,
    private readonly what: 'robots' | 'table',
  ) {}

  async *pieces(): AsyncGenerator<string> {
    // A streaming decode gives what decoding the bytes in one piece gives (WHATWG Encoding).
    const decoder = new TextDecoder('utf-8');
    // A character cut by a chunk's end is checked with the next chunk.
    let tail: Buffer | null = null;
    let valid = true;
    /** The line the bytes checked so far end on. */
    let line = 1;
    try {
      for await (const chunk of this.chunks) {
        if (valid) {
          const bytes: Buffer = tail ? Buffer.concat([tail, chunk]) : chunk;
          const cut: number = bytes.length - incompleteTailLength(bytes);
          valid = isUtf8(bytes.subarray(0, cut));
          tail = cut < bytes.length ? Buffer.from(bytes.subarray(cut)) : null;
          line += lineBreaks(bytes.subarray(0, valid ? cut : firstInvalidOffset(bytes)));
          if (!valid) this.warnInvalid(line);
        }
        const text = decoder.decode(chunk, { stream: true });
        if (text !== '') yield text;
      }
    } catch (error) {
      this.context.report(problemFromError(error, { file: this.context.file }));
      this.partial = true;
    }
    // Bytes left at the end are a character cut short.
    if (valid && tail) this.warnInvalid(line);
    const rest = decoder.decode();
    if (rest !== '') yield rest;
  }

  private warnInvalid(line: number): void {
    this.context.report(problemAt({ file: this.context.file, line }, 'invalid-utf8', { replaced: this.what }));
  }
}

function lineBreaks(bytes: Buffer): number {
  let count = 0;
  for (let at = bytes.indexOf(10); at !== -1; at = bytes.indexOf(10, at + 1)) count++;
  return count;
}

/** A whole text file read leniently (LenientText) into one string: robots.txt, which is small. */
export async function readWholeText(
  chunks: AsyncIterable<Buffer>,
  context: ParseContext,
  what: 'robots' | 'table',
): Promise<{ text: string; partial: boolean }> {
  const reading = new LenientText(chunks, context, what);
  let text = '';
  for await (const piece of reading.pieces()) text += piece;
  return { text, partial: reading.partial };
}
