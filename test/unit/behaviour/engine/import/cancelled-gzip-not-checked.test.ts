import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { readContent } from '../../../../../electron/engine/import/read-content';
import type { Problem } from '../../../../../shared/problems';
import { numberedUrlset } from '../../../../support/sitemap-xml';

// A gzip whose parse stopped early is read on to its end for its CRC, and a download's rest is waited
// for up to a second first: pointless, and a second late, once the import was cancelled.
describe('a cancelled gzip', () => {
  it('is neither waited for nor read on to check it, and keeps its rows read so far', async () => {
    const gzip = gzipSync(numberedUrlset(50_000));
    const controller = new AbortController();
    let readAfterCancel = 0;
    let arrivalAsked = false;
    async function* download(): AsyncGenerator<Buffer> {
      for (let at = 0; at < gzip.length; at += 16 * 1024) {
        if (controller.signal.aborted) readAfterCancel++;
        yield gzip.subarray(at, at + 16 * 1024);
      }
    }
    const location = 'https://example.com/sitemap.xml.gz';
    const opened = {
      location,
      chunks: download(),
      close: async () => undefined,
      // The rest of the download, never to come.
      get inflatedBytesOnceArrived(): Promise<number> {
        arrivalAsked = true;
        return new Promise<number>(() => undefined);
      },
    };
    const codes: string[] = [];
    let rows = 0;
    const context = {
      file: location,
      report: (problem: Problem) => void codes.push(problem.code),
      onRow: () => {
        if (++rows === 1_000) controller.abort();
      },
      signal: controller.signal,
    };
    const target = { location, remote: true, parent: null, depth: 0 };
    const read = await readContent(opened, target, 1_000_000_000, context);
    expect(read.file.summary.partial).toBe(true);
    expect(codes).toEqual(['import-cancelled']);
    expect(read.file.rows.length).toBe(rows);
    expect(rows).toBeLessThan(50_000);
    expect([arrivalAsked, readAfterCancel]).toEqual([false, 0]);
  });
});
