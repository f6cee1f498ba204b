import { describe, expect, it } from 'vitest';
import {
  boundedLines,
  LineTooLong,
  RecordCut,
  type RecordSize,
} from '../../../../electron/engine/project/bounded-lines';

/** `bytes` in chunks of `size` (the last shorter), as a stream gives them. */
async function* chunksOf(bytes: Buffer, size: number): AsyncGenerator<Buffer> {
  for (let at = 0; at < bytes.length; at += size) yield bytes.subarray(at, at + size);
}

/** Everything boundedLines yields, a sized record as its text in brackets. */
async function read(bytes: Buffer, size: number, sized?: RecordSize, most = 1000): Promise<string[]> {
  const out: string[] = [];
  for await (const item of boundedLines(chunksOf(bytes, size), () => most, sized))
    out.push(typeof item === 'string' ? item : `[${item.toString('latin1')}]`);
  return out;
}

/** A record that is not a line: '#', a digit n, then n bytes (newlines among them). */
const hashRecords: RecordSize = (head, ended) => {
  const first = head(1);
  if (first === null) return ended ? 'line' : 'more';
  if (first[0] !== 0x23) return 'line';
  const both = head(2);
  if (both === null) return ended ? 'line' : 'more';
  return 2 + Number(String.fromCharCode(both[1]!));
};

describe('boundedLines', () => {
  it('gives the same lines however the bytes are split, a last line without its newline too', async () => {
    const bytes = Buffer.from('first\n\nthird line é\n{"a":1}\nlast');
    for (const size of [1, 2, 3, 5, 7, 64])
      expect(await read(bytes, size), `chunks of ${size}`).toEqual(['first', '', 'third line é', '{"a":1}', 'last']);
  });

  it('gives a sized record whole, newlines inside it, however split, between lines', async () => {
    const bytes = Buffer.from('head\n#5a\nb\nctail\n#3\n\n\n#0last\n');
    for (const size of [1, 2, 3, 4, 6, 100])
      expect(await read(bytes, size, hashRecords), `chunks of ${size}`).toEqual([
        'head',
        '[#5a\nb\nc]',
        'tail',
        '[#3\n\n\n]',
        '[#0]',
        'last',
      ]);
  });

  it('refuses a line past its bound, having held no more than a chunk past it', async () => {
    const long = Buffer.from(`ok\n${'x'.repeat(50)}\nnever`);
    for (const size of [1, 8, 100]) {
      const error = await read(long, size, undefined, 40).catch((thrown: unknown) => thrown);
      expect(error).toBeInstanceOf(LineTooLong);
      expect(error).toMatchObject({ line: 2, limit: 40, head: expect.stringMatching(/^x+$/) });
    }
    // At the bound it is read.
    expect(await read(Buffer.from(`${'y'.repeat(40)}\n`), 3, undefined, 40)).toEqual(['y'.repeat(40)]);
  });

  it('says a sized record is cut where the stream ends inside it', async () => {
    await expect(read(Buffer.from('head\n#5ab'), 2, hashRecords)).rejects.toBeInstanceOf(RecordCut);
  });

  it('reads a long line that comes in many small chunks whole', async () => {
    // 4 MB in 64-byte chunks: 65,536 chunks held at once before its newline comes.
    const bytes = Buffer.concat([Buffer.alloc(4 * 2 ** 20, 0x61), Buffer.from('\nend\n')]);
    const lines = await read(bytes, 64, undefined, 8 * 2 ** 20);
    expect(lines.map((line) => line.length)).toEqual([4 * 2 ** 20, 3]);
  });
});
