import { expect, it, vi } from 'vitest';
import { pack, sharedRows } from '../../../../electron/engine/export/pack-jobs';
import type { PackJob } from '../../../../electron/engine/export/pack-messages';
import { makeTempDir } from '../../../support/temp-dir';
import { join } from 'node:path';

const letGo = (readers: Int32Array): number => Atomics.sub(readers, 0, 1) - 1;

// A worker writes a slice's rows into the shared memory of an earlier one only once nobody reads that:
// neither the thread that asked for them nor a pack job still writing a file from them.
it('reuses the shared memory of rows only once every reader has let them go, and only as much as is asked', () => {
  const first = sharedRows(1_000);
  expect(Atomics.load(first.readers, 0)).toBe(1);
  first.bytes.fill(0x61);
  // Still held: a later slice gets other memory.
  const second = sharedRows(900);
  expect(second.bytes.buffer).not.toBe(first.bytes.buffer);
  // Read by a file's job besides: let go by the thread that asked, it is still not reused.
  Atomics.add(first.readers, 0, 1);
  expect(letGo(first.readers)).toBe(1);
  const third = sharedRows(900);
  expect(third.bytes.buffer).not.toBe(first.bytes.buffer);
  // The job done: reused, as many bytes as asked (the earlier rows' bytes past them are not seen).
  expect(letGo(first.readers)).toBe(0);
  const reused = sharedRows(800);
  expect(reused.bytes.buffer).toBe(first.bytes.buffer);
  expect(reused.bytes.length).toBe(800);
  expect(reused.readers).toBe(first.readers);
  expect(Atomics.load(reused.readers, 0)).toBe(1);
  // More than it holds: fresh memory, whoever reads the old.
  expect(letGo(reused.readers)).toBe(0);
  const larger = sharedRows(10_000);
  expect(larger.bytes.buffer).not.toBe(first.bytes.buffer);
  for (const rows of [second, third, larger]) letGo(rows.readers);
});

it("counts a pack job's parts down when it is done, and when it fails", () => {
  const row = Buffer.from('<url><loc>https://example.com/</loc></url>\n');
  const rows = sharedRows(row.length);
  rows.bytes.set(row);
  const part = { firstRow: 0, bytes: rows.bytes, lengths: Uint32Array.of(row.length), readers: rows.readers };
  const framing = { header: '<urlset>\n', footer: '</urlset>\n', marker: '<url>', gzip: true, level: -1 };
  const bytes = row.length + framing.header.length + framing.footer.length;
  const job = (size: number): PackJob => ({
    type: 'pack',
    parts: [part],
    from: 0,
    to: 1,
    skip: new Uint32Array(0),
    bytes: size,
    path: join(makeTempDir(), 'sitemap.xml.gz'),
    ...framing,
  });
  Atomics.add(rows.readers, 0, 2);
  expect(pack(job(bytes)).holds.entries).toBe(1);
  expect(Atomics.load(rows.readers, 0)).toBe(2);
  expect(() => pack(job(bytes + 1))).toThrow(/measured/);
  expect(Atomics.load(rows.readers, 0)).toBe(1);
});

// Rows that grow from table to table (shop rows, then hreflang-heavy ones): a free slice's memory too
// small for the next slice is replaced, so a worker keeps what it reads at once, not 8 slices' worth.
it('keeps no more shared memory than the slices read at once while rows grow, never one still read', async () => {
  vi.resetModules(); // this worker's kept memory, fresh
  const fresh = await import('../../../../electron/engine/export/pack-jobs');
  const reading: ReturnType<typeof sharedRows>[] = [];
  for (let table = 0; table < 6; table++) {
    const size = 10_000 * 2 ** table;
    for (let slice = 0; slice < 3; slice++) {
      // Two slices read at once (a file across both), the older let go once the newer is measured.
      const rows = fresh.sharedRows(size);
      for (const read of reading) expect(rows.bytes.buffer).not.toBe(read.bytes.buffer);
      reading.push(rows);
      if (reading.length > 2) letGo(reading.shift()!.readers);
      const kept = fresh.keptSharedRows();
      expect(kept.count).toBeLessThanOrEqual(3);
      expect(kept.bytes).toBeLessThanOrEqual(3 * Math.ceil(size * 1.1));
    }
  }
  // Rows shorter again: held in memory already kept, the smallest that fits first, none fresh.
  for (const read of reading.splice(0)) letGo(read.readers);
  const before = fresh.keptSharedRows();
  const short = [0, 1, 2].map(() => fresh.sharedRows(10_000));
  expect(fresh.keptSharedRows()).toEqual(before);
  expect(new Set(short.map((rows) => rows.bytes.buffer)).size).toBe(3);
  const lengths = short.map((rows) => rows.bytes.buffer.byteLength);
  expect(lengths).toEqual([...lengths].sort((a, b) => a - b));
  for (const rows of short) letGo(rows.readers);
});
