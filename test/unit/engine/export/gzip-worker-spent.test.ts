import { once } from 'node:events';
import { Worker } from 'node:worker_threads';
import { afterAll, describe, expect, it } from 'vitest';
import { GZIP_WORKER_SOURCE } from '../../../../electron/engine/export/gzip-pool';

const worker = new Worker(GZIP_WORKER_SOURCE, { eval: true });
afterAll(() => worker.terminate());

interface Answer {
  id: number;
  out: Uint8Array;
  holds?: { uncompressedBytes: number; entries: number };
  done: ArrayBuffer[];
}

async function ask(message: Record<string, unknown>): Promise<Answer> {
  const answer = once(worker, 'message');
  worker.postMessage(message);
  return ((await answer) as [Answer])[0];
}

describe('the gzip worker', () => {
  it('hands back the buffers a file made it hold, to be let go on the main thread rather than pile up in its own', async () => {
    const file = Buffer.from(`<urlset>\n${'<url><loc>https://example.com/a</loc></url>\n'.repeat(40_000)}</urlset>\n`);
    const sealed = await ask({ id: 1, task: 'seal', bytes: file, level: 6, gzip: true, marker: '<url>' });
    expect(sealed.holds).toEqual({ uncompressedBytes: file.length, entries: 40_000 });
    // The bytes that came and the file inflated again: each the file's size, none the gzip it answers with.
    expect(sealed.done).toHaveLength(2);
    expect(sealed.done.every((buffer) => buffer.byteLength >= file.length)).toBe(true);
    expect(sealed.done).not.toContain(sealed.out.buffer);
    const compressed = await ask({ id: 2, task: 'compress', bytes: file, level: 6 });
    expect(compressed.done.map((buffer) => buffer.byteLength)).toEqual([file.byteLength]);
  });

  it("keeps small buffers, which may share Node's pool, and goes on working after them", async () => {
    const small = await ask({
      id: 3,
      task: 'seal',
      bytes: Buffer.from('https://example.com/\n'),
      gzip: false,
      marker: '',
    });
    expect(small.done).toEqual([]);
    const next = await ask({
      id: 4,
      task: 'seal',
      bytes: Buffer.from('https://example.com/b\n'),
      gzip: true,
      marker: '',
    });
    expect(next.holds).toEqual({ uncompressedBytes: 22, entries: 1 });
  });
});
