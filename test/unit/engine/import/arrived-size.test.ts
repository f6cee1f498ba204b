import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { arrivedSize } from '../../../../electron/engine/import/arrived-size';

/** What a spool tells of `bytes` once they all arrived. */
const whole = (bytes: Buffer) => ({ bytes: bytes.length, head: bytes.subarray(0, 2), tail: bytes.subarray(-4) });

describe('what a download that has all arrived comes to once read (arrivedSize)', () => {
  const xml = Buffer.from(`<urlset>${'<url><loc>https://example.com/a</loc></url>'.repeat(5_000)}</urlset>`);
  const gzip = gzipSync(xml);

  it('says a gzip sent as it is inflates to its trailer’s size, its Content-Length being the compressed one', () => {
    expect(arrivedSize(whole(gzip), null, gzip.length)).toBe(xml.length);
    expect(arrivedSize(whole(gzip), null, null)).toBe(xml.length);
  });

  it('says a body with a gzip Content-Encoding decodes to its trailer’s size', () => {
    expect(arrivedSize(whole(gzip), 'gzip', null)).toBe(xml.length);
    expect(arrivedSize(whole(gzip), 'X-GZIP', gzip.length)).toBe(xml.length);
  });

  it('says a plain body’s size only when no Content-Length said it', () => {
    expect(arrivedSize(whole(xml), null, null)).toBe(xml.length);
    expect(arrivedSize(whole(xml), null, xml.length)).toBeNull();
  });

  it('says nothing of another coding, and never believes a trailer past what deflate can make', () => {
    expect(arrivedSize(whole(gzip), 'br', null)).toBeNull();
    expect(arrivedSize(whole(gzip), 'deflate', null)).toBeNull();
    const lying = Buffer.from(gzip);
    lying.writeUInt32LE(0xffffffff, lying.length - 4);
    expect(arrivedSize(whole(lying), null, lying.length)).toBe(lying.length * 1032);
  });
});
