import { randomBytes } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import { Worker } from 'node:worker_threads';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { gzipDeterministic } from '../../../../electron/engine/export/gzip-file';
import { createGzipPool } from '../../../../electron/engine/export/gzip-pool';
import { inThreadCodec } from '../../../../electron/engine/export/file-codec';
import { stopRequest } from '../../../../electron/engine/worker-stop';

const pool = createGzipPool(2);
afterAll(() => pool.close());

describe('createGzipPool', () => {
  it('gives exactly the bytes gzipDeterministic gives, for many files at once', async () => {
    const inputs = Array.from({ length: 12 }, (_, i) =>
      Buffer.from(`<url><loc>https://example.com/${i}</loc></url>\n`.repeat(2000 + i)),
    );
    const expected = inputs.map((input) => gzipDeterministic(input));
    const results = await Promise.all(inputs.map((input) => pool.compress(Buffer.from(input))));
    expect(results.map((out, index) => out.equals(expected[index]!))).toEqual(inputs.map(() => true));
    expect(gunzipSync(results[3]!).equals(inputs[3]!)).toBe(true);
  });

  it("copies small buffers from Node's shared pool instead of taking the pool away", async () => {
    const small = Buffer.from('https://example.com/\n'); // allocated from the shared pool
    const neighbour = Buffer.from('still readable');
    const out = await pool.compress(small);
    expect(gunzipSync(out).toString()).toBe('https://example.com/\n');
    expect(small.toString()).toBe('https://example.com/\n');
    expect(neighbour.toString()).toBe('still readable');
  });

  it('takes its copy as it is called: the caller may reuse the buffer at once', async () => {
    const reused = Buffer.allocUnsafeSlow(64 * 1024);
    randomBytes(64 * 1024).copy(reused);
    const original = Buffer.from(reused);
    const pending = pool.compress(reused.subarray(0, 32 * 1024));
    reused.fill(0); // the packer writes the next file here straight away
    expect(gunzipSync(await pending).equals(original.subarray(0, 32 * 1024))).toBe(true);
    expect(reused.byteLength).toBe(64 * 1024); // still the caller's
  });

  it('seals a file as this thread does: the same gzip, and what it holds inflated again from that gzip', async () => {
    const file = Buffer.from(`<urlset>\n${'<url><loc>https://example.com/é</loc></url>\n'.repeat(3000)}</urlset>\n`);
    for (const gzip of [true, false]) {
      const pooled = await pool.seal(file, { gzip, marker: '<url>' });
      const here = await inThreadCodec.seal(file, { gzip, marker: '<url>' });
      expect(pooled.bytes.equals(here.bytes)).toBe(true);
      expect(pooled.holds).toEqual({ uncompressedBytes: file.length, entries: 3000 });
      expect(here.holds).toEqual(pooled.holds);
    }
    expect((await pool.seal(file, { gzip: false, marker: '' })).holds.entries).toBe(3002); // every line break
  });

  it('sends and returns only a small file, not the whole buffer it is a view of', async () => {
    const big = Buffer.alloc(1024 * 1024, 0x61);
    const sealed = await pool.seal(big.subarray(0, 31), { gzip: false, marker: '' });
    expect(sealed.bytes.toString()).toBe('a'.repeat(31));
    expect(sealed.bytes.buffer.byteLength).toBeLessThan(1024);
  });

  // A worker that ends (asked to, or terminated after the stop's bound) drops the jobs queued behind:
  // they were never answered, and any job given to the pool after went to the ended worker.
  it('fails the jobs still queued on a worker that ended, and those given after, in words', async () => {
    const post = vi.spyOn(Worker.prototype, 'postMessage');
    const ending = createGzipPool(1);
    try {
      const file = Buffer.from('<url><loc>https://example.com/</loc></url>\n'.repeat(100));
      await ending.compress(file);
      const worker = post.mock.contexts[0] as Worker;
      worker.postMessage(stopRequest()); // it ends before it reads the files posted after
      const queued = [ending.compress(file), ending.seal(file, { gzip: true, marker: '<url>' })];
      for (const job of queued) {
        await expect(job).rejects.toThrow('A gzip worker stopped (exit code 0) before it gzipped the file');
      }
      await expect(ending.compress(file)).rejects.toThrow('The gzip pool is closed: no gzip worker is left');
    } finally {
      post.mockRestore();
      await ending.close();
    }
  });
});
