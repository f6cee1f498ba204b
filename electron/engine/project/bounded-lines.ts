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

/** The first bytes of a line kept with LineTooLong. */
const HEAD_BYTES = 256;

const tooLong = (line: number, limit: number, pending: readonly Buffer[], piece: Buffer): LineTooLong =>
  new LineTooLong(
    line,
    limit,
    Buffer.concat([...pending, piece.subarray(0, HEAD_BYTES)])
      .subarray(0, HEAD_BYTES)
      .toString('utf8'),
  );

/**
 * The newline-ended lines of a byte stream as UTF-8 text (a last line without its newline too), each
 * checked against `maxBytes(lineNumber)` as its bytes arrive: a line past its bound throws LineTooLong
 * having held at most that many bytes of it. Line numbers count from 1.
 */
export async function* boundedLines(
  chunks: AsyncIterable<Buffer>,
  maxBytes: (line: number) => number,
): AsyncGenerator<string> {
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  let line = 1;
  for await (const chunk of chunks) {
    let start = 0;
    for (let end = chunk.indexOf(10, start); end !== -1; end = chunk.indexOf(10, start)) {
      const piece = chunk.subarray(start, end);
      if (pendingBytes + piece.length > maxBytes(line)) throw tooLong(line, maxBytes(line), pending, piece);
      yield Buffer.concat([...pending, piece]).toString('utf8');
      pending = [];
      pendingBytes = 0;
      line += 1;
      start = end + 1;
    }
    const rest = chunk.subarray(start);
    if (pendingBytes + rest.length > maxBytes(line)) throw tooLong(line, maxBytes(line), pending, rest);
    if (rest.length > 0) pending.push(rest);
    pendingBytes += rest.length;
  }
  if (pendingBytes > 0) yield Buffer.concat(pending).toString('utf8');
}
