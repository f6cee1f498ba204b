import { Utf8Decoder } from './utf8-decoder';

export interface TextLine {
  text: string;
  /** 1-based. */
  line: number;
}

/** The lines of a UTF-8 stream, CRLF, LF or CR, one at a time; invalid UTF-8 throws InvalidUtf8Error. */
export async function* textLines(chunks: AsyncIterable<Buffer>): AsyncGenerator<TextLine> {
  const decoder = new Utf8Decoder();
  let carry = '';
  let line = 0;
  for await (const chunk of chunks) {
    let text = carry + decoder.decode(chunk);
    // A CR at the end may be the first half of a CRLF split across chunks.
    carry = text.endsWith('\r') ? '\r' : '';
    if (carry) text = text.slice(0, -1);
    const pieces = text.split(/\r\n|\n|\r/);
    carry = pieces.pop()! + carry;
    for (const piece of pieces) yield { text: piece, line: ++line };
  }
  const last = carry + decoder.end();
  const pieces = last.split(/\r\n|\n|\r/);
  if (pieces[pieces.length - 1] === '') pieces.pop();
  for (const piece of pieces) yield { text: piece, line: ++line };
}
