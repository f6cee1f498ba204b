import type { Worker } from 'node:worker_threads';
import { afterEach, describe, expect, it } from 'vitest';
import type { FromParser, ToParser } from '../../../../../electron/engine/import/parse-messages';
import { startWorker } from '../../../../../electron/engine/worker-script';
import { PARSE_WORKER_ENTRY } from '../../../../support/parse-worker-messages';
import { urlsetDocument } from '../../../../support/sitemap-xml';

/** 20,000 locs of ~110 bytes: some 2.2 MB of text, in a document of ~2.8 MB. */
const xml = urlsetDocument(
  Array.from({ length: 20_000 }, (_, n) => `<url><loc>https://example.com/${n}/${'p'.repeat(90)}</loc></url>\n`).join(
    '',
  ),
);
const bytes = new TextEncoder().encode(xml);

/**
 * The room the worker made for the file's loc text: its locs slice lies in that chunk of shared memory
 * (sharedSlice), so the slice's buffer is the whole chunk. `told`: sent as the worker's `expect`.
 */
async function locRoom(worker: Worker, told: number | null): Promise<{ room: number; rows: number }> {
  const id = 1;
  const done = new Promise<Extract<FromParser, { type: 'done' }>>((resolve, reject) => {
    worker.on('message', (message: FromParser) => {
      if (message.type === 'done') resolve(message);
      else if (message.type === 'failed') reject(new Error(JSON.stringify(message.error)));
    });
  });
  const messages: ToParser[] = [
    {
      type: 'job',
      id,
      location: 'http://127.0.0.1/big.xml.gz',
      target: { location: 'http://127.0.0.1/big.xml.gz', remote: true, parent: null, depth: 0 },
      maxBytes: 100_000_000,
      listedPerCode: 100,
      expectedBytes: 600_000, // a gzip's Content-Length: below what the columns are sized by
      size: null,
    },
    ...(told === null ? [] : [{ type: 'expect', id, bytes: told } as const]),
    { type: 'chunk', id, bytes: bytes.slice() },
    { type: 'end', id, bytes: bytes.length },
  ];
  for (const message of messages) worker.postMessage(message);
  const { slices } = await done;
  const rows = slices.reduce((sum, slice) => sum + slice.rowCount, 0);
  return { room: Math.max(...slices.map((slice) => slice.locs.bytes.buffer.byteLength)), rows };
}

describe('a parse worker told what a file comes to once it has all arrived', { timeout: 30_000 }, () => {
  let worker: Worker | null = null;
  afterEach(async () => void (await worker?.terminate()));

  it('sizes the file’s loc text by it, where untold the text grows by doubling', async () => {
    worker = startWorker('parse-worker', PARSE_WORKER_ENTRY);
    expect(await locRoom(worker, bytes.length)).toEqual({ room: bytes.length, rows: 20_000 });
    await worker.terminate();
    worker = startWorker('parse-worker', PARSE_WORKER_ENTRY);
    expect(await locRoom(worker, null)).toEqual({ room: 4 * 2 ** 20, rows: 20_000 });
  });
});
