import { PassThrough } from 'node:stream';
import { expect, it } from 'vitest';
import { createParsePool } from '../../../../../electron/engine/import/parse-pool';
import { numberedUrlset } from '../../../../support/sitemap-xml';

const until = async (holds: () => boolean): Promise<void> => {
  while (!holds()) await new Promise((resolve) => setTimeout(resolve, 10));
};

// A streaming export lends the threads of parse workers that idle to its pack workers: a worker is
// busy from the moment it holds a file until that file's rows are out of it.
it('counts a worker busy while it holds a file, and idle once its rows are out', async () => {
  const pool = createParsePool(2);
  try {
    expect(pool.busyWorkers()).toBe(0);
    const xml = Buffer.from(numberedUrlset(3_000));
    const chunks = new PassThrough();
    const location = '/set/held.xml';
    const opened = { location, chunks, size: xml.length, close: async () => undefined };
    const target = { location, remote: false, parent: null, depth: 0 };
    const outcome = pool.parse(opened, target, 1_000_000_000, {
      file: location,
      report: () => undefined,
      onRow: () => undefined,
    });
    chunks.write(xml.subarray(0, xml.length >> 1));
    await until(() => pool.liveWorkers() === 1);
    // Half its bytes sent, the rest still to come: the worker holds the file.
    expect(pool.busyWorkers()).toBe(1);
    chunks.end(xml.subarray(xml.length >> 1));
    const read = await outcome;
    expect(read.columns?.rowCount).toBe(3_000);
    expect(pool.busyWorkers()).toBe(0);
    expect(pool.liveWorkers()).toBe(1);
  } finally {
    await pool.close();
  }
}, 30_000);
