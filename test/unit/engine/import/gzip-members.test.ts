import { crc32, gzipSync } from 'node:zlib';
import type * as Zlib from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';
import { inflateGzipMembers } from '../../../../electron/engine/import/gzip-members';

/** Bytes every inflater made so far (its 'data'), whether or not they were taken. */
const made = vi.hoisted(() => ({ bytes: 0 }));

vi.mock('node:zlib', async (real) => {
  const actual = await real<typeof Zlib>();
  return {
    ...actual,
    createInflateRaw: (options?: Zlib.ZlibOptions) =>
      actual.createInflateRaw(options).on('data', (chunk: Buffer) => void (made.bytes += chunk.length)),
  };
});

/** `bytes` as a stream of `size`-byte chunks. */
async function* chunked(bytes: Buffer, size: number): AsyncGenerator<Buffer> {
  for (let at = 0; at < bytes.length; at += size) yield bytes.subarray(at, at + size);
}

/** Everything inflated, and the trailing bytes told (-1 when none were). */
async function inflateAll(bytes: Buffer, size = 4096): Promise<{ content: Buffer; trailing: number }> {
  let trailing = -1;
  const parts: Buffer[] = [];
  const options = { chunkSize: 64 * 1024, onTrailing: (count: number) => void (trailing = count) };
  for await (const part of inflateGzipMembers(chunked(bytes, size), options)) parts.push(part);
  return { content: Buffer.concat(parts), trailing };
}

const text = Buffer.from(
  Array.from({ length: 5000 }, (_, i) => `<url><loc>https://example.com/${i}</loc></url>\n`).join(''),
);

describe('gzip members read by their framing', () => {
  it('warns of even one byte after the last member that is not gzip, never of zero padding', async () => {
    const gzip = gzipSync(text);
    expect(await inflateAll(Buffer.concat([gzip, Buffer.from('\n')]))).toEqual({ content: text, trailing: 1 });
    expect(await inflateAll(Buffer.concat([gzip, Buffer.from([0x1f])]))).toEqual({ content: text, trailing: 1 });
    expect(await inflateAll(Buffer.concat([gzip, Buffer.alloc(3)]))).toEqual({ content: text, trailing: -1 });
  });

  it('skips a header’s extra field, name and comment, checking its own CRC, a byte at a time too', async () => {
    const small = text.subarray(0, 20_000);
    const deflated = gzipSync(small).subarray(10);
    const header = Buffer.concat([
      Buffer.from([0x1f, 0x8b, 8, 0x1e, 0, 0, 0, 0, 0, 3, 3, 0, 1, 2, 3]),
      Buffer.from('sitemap.xml\0a comment\0'),
    ]);
    const check = Buffer.alloc(2);
    check.writeUInt16LE(crc32(header) & 0xffff);
    for (const size of [1, 5, 1 << 20])
      expect((await inflateAll(Buffer.concat([header, check, deflated]), size)).content).toEqual(small);
    const wrong = Buffer.concat([header, Buffer.from([check[0]! ^ 1, check[1]!]), deflated]);
    await expect(inflateAll(wrong)).rejects.toMatchObject({ code: 'Z_DATA_ERROR', message: 'header crc mismatch' });
  });

  it('holds a bomb’s output only as fast as it is taken, and no endless name', async () => {
    const bomb = gzipSync(Buffer.alloc(200 * 1024 * 1024));
    made.bytes = 0;
    const reading = inflateGzipMembers(chunked(bomb, 1 << 20), { chunkSize: 256 * 1024 });
    await reading.next();
    await reading.next();
    await new Promise((resolve) => setTimeout(resolve, 500));
    // Two chunks taken: a few more made ahead, not the ~64 MB one piece of input inflates to.
    expect(made.bytes).toBeLessThanOrEqual(6 * 256 * 1024);
    await reading.return(undefined);

    const endless = Buffer.concat([Buffer.from([0x1f, 0x8b, 8, 0x08, 0, 0, 0, 0, 0, 3]), Buffer.alloc(1 << 20, 0x41)]);
    await expect(inflateAll(endless)).rejects.toMatchObject({ code: 'Z_BUF_ERROR' });
  });

  it('reads many small members whole, given on in chunks, and what they hold before a fault', async () => {
    const members = Array.from({ length: 50_000 }, (_, i) => gzipSync(Buffer.from(`${i % 10}`)));
    const expected = Buffer.from(Array.from({ length: 50_000 }, (_, i) => `${i % 10}`).join(''));
    const parts: Buffer[] = [];
    // Read as a file is, 64 KiB at a time: a member cut by a read's end is streamed, the rest read whole.
    const options = { chunkSize: 16 * 1024 };
    for await (const part of inflateGzipMembers(chunked(Buffer.concat(members), 64 * 1024), options)) parts.push(part);
    expect(Buffer.concat(parts)).toEqual(expected);
    // 50,000 bytes in a few dozen pieces, not a piece a member.
    expect(parts.length).toBeLessThan(60);
    expect(Math.max(...parts.map((part) => part.length))).toBe(16 * 1024);

    const broken = Buffer.from(members[7]!);
    broken[broken.length - 5]! ^= 1; // its CRC-32
    const before: Buffer[] = [];
    const reading = inflateGzipMembers(chunked(Buffer.concat([...members.slice(0, 7), broken]), 3), options);
    await expect(
      (async () => {
        for await (const part of reading) before.push(part);
      })(),
    ).rejects.toMatchObject({ code: 'Z_DATA_ERROR', message: 'incorrect data check' });
    // The broken member's content too, whether read whole or streamed (3 bytes at a time here).
    expect(Buffer.concat(before).toString()).toBe('01234567');
    const wholeBroken: Buffer[] = [];
    await expect(
      (async () => {
        const source = chunked(Buffer.concat([...members.slice(0, 7), broken]), 1 << 20);
        for await (const part of inflateGzipMembers(source, options)) wholeBroken.push(part);
      })(),
    ).rejects.toMatchObject({ code: 'Z_DATA_ERROR', message: 'incorrect data check' });
    expect(Buffer.concat(wholeBroken).toString()).toBe('01234567');
  });

  it('gives a whole member on before a source that then fails (a server that stalls, timed out)', async () => {
    async function* stalling(): AsyncGenerator<Buffer> {
      yield gzipSync(Buffer.from('<urlset>all of it</urlset>'));
      throw Object.assign(new Error('no data in time'), { code: 'UND_ERR_BODY_TIMEOUT' });
    }
    const got: Buffer[] = [];
    await expect(
      (async () => {
        for await (const part of inflateGzipMembers(stalling(), { chunkSize: 16 * 1024 })) got.push(part);
      })(),
    ).rejects.toMatchObject({ code: 'UND_ERR_BODY_TIMEOUT' });
    expect(Buffer.concat(got).toString()).toBe('<urlset>all of it</urlset>');
  });
});
