import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { Agent } from 'undici';
import { openSource } from '../../../../electron/engine/import/open-source';
import { DEFAULT_IMPORT_OPTIONS } from '../../../../shared/import-options';
import { useTempDir } from '../../../support/use-temp-dir';

const temp = useTempDir();

/** What a file on disk is opened as: its size, the bytes it comes to once read as far as known, and its bytes as read. */
async function opened(content: Buffer): Promise<{ size?: number; inflatedBytes?: number; read: number }> {
  const path = await temp.write('sitemap.xml.gz', content);
  const source = await openSource(
    { location: path, remote: false, parent: null, depth: 0 },
    DEFAULT_IMPORT_OPTIONS,
    () => new Agent(),
  );
  let read = 0;
  for await (const chunk of source.chunks) read += chunk.length;
  return { size: source.size, inflatedBytes: source.inflatedBytes, read };
}

describe('what a file on disk comes to once read, known before reading', () => {
  const xml = Buffer.from(`<urlset>${'<url><loc>https://example.com/a</loc></url>'.repeat(5_000)}</urlset>`);

  it('is a gzip’s inflated size, from its trailer, and the file is still read from its start', async () => {
    const gzip = gzipSync(xml);
    expect(await opened(gzip)).toEqual({ size: gzip.length, inflatedBytes: xml.length, read: gzip.length });
  });

  it('is a plain file’s own size', async () => {
    expect(await opened(xml)).toEqual({ size: xml.length, inflatedBytes: xml.length, read: xml.length });
  });

  it('is the last member’s for a gzip of several (a hint, never a bound), never less than the file’s size', async () => {
    const last = gzipSync(xml.subarray(0, 100_000));
    expect((await opened(Buffer.concat([gzipSync(xml), last]))).inflatedBytes).toBe(100_000);
    const small = Buffer.concat([gzipSync(xml), gzipSync(xml.subarray(0, 10))]);
    expect((await opened(small)).inflatedBytes).toBe(small.length);
  });

  it('is no more than deflate can make of the file when its trailer says more (a hostile one)', async () => {
    const gzip = gzipSync(xml);
    gzip.writeUInt32LE(0xffffffff, gzip.length - 4);
    expect((await opened(gzip)).inflatedBytes).toBe(gzip.length * 1032);
  });

  it('is the size of a file too short to be a gzip, whatever its first bytes', async () => {
    const short = Buffer.from([0x1f, 0x8b, 8, 0, 0]);
    expect(await opened(short)).toEqual({ size: 5, inflatedBytes: 5, read: 5 });
  });
});
