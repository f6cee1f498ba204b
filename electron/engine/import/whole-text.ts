import { isUtf8 } from 'node:buffer';
import { problemAt } from '../../../shared/problems';
import type { ParseContext } from './parse-xml';
import { problemFromError } from './source-error';
import { incompleteTailLength } from './utf8-decoder';

/**
 * The text of a file read leniently, piece by piece as its bytes arrive (robots.txt, a CSV table).
 * A read that fails part way is a problem and the text before it is given (`partial` is then set);
 * bytes that are not UTF-8 are replaced, as Buffer.toString replaces them, with one warning that
 * names what the file is (`what`); a leading byte order mark is dropped.
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
    try {
      for await (const chunk of this.chunks) {
        if (valid) {
          const bytes: Buffer = tail ? Buffer.concat([tail, chunk]) : chunk;
          const cut: number = bytes.length - incompleteTailLength(bytes);
          valid = isUtf8(bytes.subarray(0, cut));
          tail = cut < bytes.length ? Buffer.from(bytes.subarray(cut)) : null;
          if (!valid) this.warnInvalid();
        }
        const text = decoder.decode(chunk, { stream: true });
        if (text !== '') yield text;
      }
    } catch (error) {
      this.context.report(problemFromError(error, { file: this.context.file }));
      this.partial = true;
    }
    // Bytes left at the end are a character cut short.
    if (valid && tail) this.warnInvalid();
    const rest = decoder.decode();
    if (rest !== '') yield rest;
  }

  private warnInvalid(): void {
    this.context.report(problemAt({ file: this.context.file }, 'invalid-utf8', { replaced: this.what }));
  }
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
