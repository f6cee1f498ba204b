import { Readable } from 'node:stream';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createParsePool, type ParsePoolHooks } from '../../../../../electron/engine/import/parse-pool';
import type { OpenedSource } from '../../../../../electron/engine/import/open-source';
import { urlsetDocument } from '../../../../support/sitemap-xml';

/** 20,000 locs of ~110 bytes: ~2.2 MB of loc text in ~2.8 MB of XML; gzipped, some 60 KB. */
const xml = Buffer.from(
  urlsetDocument(
    Array.from({ length: 20_000 }, (_, n) => `<url><loc>https://example.com/${n}/${'p'.repeat(90)}</loc></url>\n`).join(
      '',
    ),
  ),
);
const gzip = gzipSync(xml);

/** A download as the pool gets it: its bytes in pieces, what it declared, and what it was told to come to. */
function download(
  bytes: Buffer,
  sizes: Pick<OpenedSource, 'declaredBytes' | 'inflatedBytesOnceArrived'>,
): OpenedSource {
  const pieces = Array.from({ length: Math.ceil(bytes.length / 16_384) }, (_, k) =>
    bytes.subarray(k * 16_384, (k + 1) * 16_384),
  );
  return {
    location: 'http://127.0.0.1/sitemap.xml.gz',
    chunks: Readable.from(pieces),
    ...sizes,
    close: async () => undefined,
  };
}

/** The room `opened`'s loc text was given: its column's chunk (handed on whole, where it lies in shared memory). */
async function roomOn(pool: ReturnType<typeof createParsePool>, opened: OpenedSource): Promise<number> {
  const target = { location: opened.location, remote: true, parent: null, depth: 0 };
  const context = { file: opened.location, report: () => undefined, onRow: () => undefined };
  const { columns } = await pool.parse(opened, target, 100_000_000, context);
  expect(columns!.rowCount).toBe(20_000);
  return columns!.locs.storedChunk(0).buffer.byteLength;
}

/** roomOn a pool of its own, of one worker. */
async function locRoom(opened: OpenedSource, hooks: ParsePoolHooks = {}): Promise<number> {
  const pool = createParsePool(1, hooks);
  try {
    return await roomOn(pool, opened);
  } finally {
    await pool.close();
  }
}

describe('a parse pool told what a download comes to once it has all arrived', { timeout: 30_000 }, () => {
  it('has its worker size the file’s loc text by it, not by the compressed size it declared', async () => {
    const told = await locRoom(
      download(gzip, { declaredBytes: gzip.length, inflatedBytesOnceArrived: Promise.resolve(xml.length) }),
    );
    expect(told).toBe(xml.length);
    // Untold, the text grows by doubling past its 2.2 MB; a small declared size reserves nothing more.
    const untold = await locRoom(download(gzip, { declaredBytes: gzip.length }));
    expect(untold).toBe(4 * 2 ** 20);
  });

  it('reserves no more than a plain download declares', async () => {
    expect(
      await locRoom(download(xml, { declaredBytes: xml.length, inflatedBytesOnceArrived: Promise.resolve(null) })),
    ).toBe(xml.length);
  });

  it('keeps what it was told when the file goes to another worker (its worker died with it queued)', async () => {
    const pool = createParsePool(1, { crashBehind: (location) => location.endsWith('second.xml.gz') });
    try {
      const first = { ...download(xml, { declaredBytes: xml.length }), location: 'http://127.0.0.1/first.xml' };
      const second = {
        ...download(gzip, { declaredBytes: gzip.length, inflatedBytesOnceArrived: Promise.resolve(xml.length) }),
        location: 'http://127.0.0.1/second.xml.gz',
      };
      const [, handedOver] = await Promise.allSettled([roomOn(pool, first), roomOn(pool, second)]);
      expect(handedOver).toEqual({ status: 'fulfilled', value: xml.length });
    } finally {
      await pool.close();
    }
  });
});
