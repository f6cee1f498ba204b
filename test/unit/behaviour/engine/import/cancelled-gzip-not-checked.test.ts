import { gzipSync } from 'node:zlib';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import type { OpenedSource } from '../../../../../electron/engine/import/open-source';
import { readContent } from '../../../../../electron/engine/import/read-content';
import type { Problem } from '../../../../../shared/problems';
import { numberedUrlset } from '../../../../support/sitemap-xml';

const CHUNK = 16 * 1024;

/** `gzip` as a download gives it, 16 KB at a time, failing as an aborted read does once `signal` fired; `each` is told each chunk's index. */
async function* download(gzip: Buffer, signal: AbortSignal, each: (index: number) => void): AsyncGenerator<Buffer> {
  for (let at = 0; at < gzip.length; at += CHUNK) {
    if (signal.aborted) throw new DOMException('The operation was aborted.', 'AbortError');
    each(at / CHUNK);
    yield gzip.subarray(at, at + CHUNK);
  }
}

/** Reads `opened` as a parse does, cancelled by `controller`; what it read, the codes it told and its rows told. */
async function read(opened: OpenedSource, remote: boolean, onRow: () => void, signal: AbortSignal) {
  const codes: string[] = [];
  const context = { file: opened.location, report: (problem: Problem) => void codes.push(problem.code), onRow, signal };
  const target = { location: opened.location, remote, parent: null, depth: 0 };
  const outcome = await readContent(opened, target, 1_000_000_000, context);
  return { outcome, codes };
}

// A gzip whose parse stopped early is read on to its end for its CRC, and a download's rest is waited
// for up to a second first: pointless once the import was cancelled, and the file keeps its rows.
describe('a cancelled gzip', () => {
  it('cancelled as it is parsed, is not waited for to be checked, and keeps its rows read so far', async () => {
    const controller = new AbortController();
    let arrivalAsked = false;
    const location = 'https://example.com/sitemap.xml.gz';
    const opened = {
      location,
      chunks: download(gzipSync(numberedUrlset(50_000)), controller.signal, () => undefined),
      close: async () => undefined,
      // The rest of the download, never to come.
      get inflatedBytesOnceArrived(): Promise<number> {
        arrivalAsked = true;
        return new Promise<number>(() => undefined);
      },
    };
    let rows = 0;
    const counting = (): void => {
      if (++rows === 1_000) controller.abort();
    };
    const { outcome, codes } = await read(opened, true, counting, controller.signal);
    expect(outcome.file.summary.partial).toBe(true);
    expect(codes).toEqual(['import-cancelled']);
    expect(outcome.file.rows.length).toBe(rows);
    expect(rows).toBeLessThan(50_000);
    expect(arrivalAsked).toBe(false);
  });

  // The parse stops at a fault of the text in its first rows; the cancel comes as the gzip is checked.
  const broken = numberedUrlset(50_000).replace(
    '</url>\n<url><loc>https://example.com/100<',
    '</url>\n<url><loc>https://example.com/100</url><',
  );

  it('cancelled as a download is awaited to check it, stops waiting and keeps the rows its parse read', async () => {
    // The wait's second never ends here: only the cancel can end it.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    onTestFinished(() => void vi.useRealTimers());
    const controller = new AbortController();
    const location = 'https://example.com/sitemap.xml.gz';
    const opened = {
      location,
      chunks: download(gzipSync(broken), controller.signal, () => undefined),
      close: async () => undefined,
      get inflatedBytesOnceArrived(): Promise<number> {
        queueMicrotask(() => controller.abort());
        return new Promise<number>(() => undefined);
      },
    };
    const { outcome, codes } = await read(opened, true, () => undefined, controller.signal);
    expect(controller.signal.aborted).toBe(true);
    expect(outcome.file.summary.partial).toBe(true);
    expect(outcome.file.rows.map((row) => row.loc).at(-1)).toBe('https://example.com/99');
    expect(codes).not.toContain('import-cancelled');
    expect(codes.length).toBeGreaterThan(0);
  });

  it('cancelled as a file is read on to check it, keeps the rows its parse read', async () => {
    const controller = new AbortController();
    const gzip = gzipSync(broken);
    // Its last chunk is never read: the read fails there, as an aborted one does.
    const last = Math.ceil(gzip.length / CHUNK) - 1;
    const location = '/sitemaps/sitemap.xml.gz';
    const cancelBeforeLast = (index: number): void => {
      if (index === last - 1) controller.abort();
    };
    const opened = {
      location,
      chunks: download(gzip, controller.signal, cancelBeforeLast),
      close: async () => undefined,
    };
    const { outcome } = await read(opened, false, () => undefined, controller.signal);
    expect(controller.signal.aborted).toBe(true);
    expect(outcome.file.summary.partial).toBe(true);
    expect(outcome.file.rows.map((row) => row.loc).at(-1)).toBe('https://example.com/99');
  });
});
