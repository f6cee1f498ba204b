import { brotliDecompressSync, constants as zlibConstants, gunzipSync, gzipSync, inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { importSources } from '../../../../../electron/engine/import/import-sources';
import type { ImportOptions, ImportResult } from '../../../../../shared/import-types';
import type { Problem } from '../../../../../shared/problems';
import type { Handler } from '../../../../support/http-server';
import { serveForTest } from '../../../../support/serve-for-test';
import { numberedUrlset } from '../../../../support/sitemap-xml';
import {
  CODINGS,
  badChunkSize,
  chunked,
  cutEncoded,
  closeDelimited,
  encodedWithJunk,
  unaskedPart,
  failingFirst,
  gzipEncoded,
  http09,
  hugeHeader,
  resetEncoded,
  resetMidBody,
  shortBody,
  stall,
  stallEncoded,
  truncatedGzip,
  twoLengths,
  lengthAndChunked,
  unaskedContinue,
  whole,
} from '../../../../support/zoo/hostile-handlers';
import { IMPORT_PATHS } from '../../../../support/zoo/import-paths';

/** Enough rows that a cut halfway falls well inside the file, past the first chunks read. */
const ROWS = 5_000;
const XML = numberedUrlset(ROWS);
const HALF = Math.floor(XML.length / 2);
const GZIPPED = gzipSync(XML);
/** Short pauses, so a test that retries does not wait the default two seconds. */
const QUICK: ImportOptions = { retryDelayMs: 50 };

interface HostileRead {
  result: ImportResult;
  /** Rows that arrived, all files together. */
  rows: number;
  /** How many times the server was asked for the path. */
  asked: number;
}

const errors = (result: ImportResult): string[] =>
  result.problems.filter((item) => item.severity === 'error').map((item) => `${item.code}: ${item.message}`);

const find = (result: ImportResult, code: string): Problem | undefined =>
  result.problems.find((item) => item.code === code);

const codes = (result: ImportResult): string[] => result.problems.map((item) => item.code);

/** Bytes sent as brotli that Node's decoder unpacks to ' garbage brotli' before it fails (unexpected end of file). */
const garbledBrotli: Handler = (_request, response) => {
  const bytes = Buffer.from('\u00ff\u00fe garbage brotli');
  response.writeHead(200, {
    'content-type': 'application/xml',
    'content-encoding': 'br',
    'content-length': bytes.length,
  });
  response.end(bytes);
};

for (const path of IMPORT_PATHS) {
  describe(`a hostile server ${path.name}`, () => {
    /** Serves `handler` at `name` (404 elsewhere) and imports it. */
    async function read(name: string, handler: Handler, options: ImportOptions = QUICK): Promise<HostileRead> {
      const server = await serveForTest({ [name]: handler });
      let rows = 0;
      const result = await importSources([`${server.origin}${name}`], options, {
        parseWorkers: path.parseWorkers,
        takeColumns: (columns) => (rows += columns.rowCount),
      });
      return { result, rows, asked: server.requests.filter((request) => request.path === name).length };
    }

    /** What a read cut short must leave: the cut named on the file, its earlier rows kept, never "empty". */
    /** The whole rows in the first half of the body's bytes in `coding`, decoded as far as they go. */
    function rowsInHalf(coding: keyof typeof CODINGS): number {
      const coded = CODINGS[coding](XML);
      const half = coded.subarray(0, Math.floor(coded.length / 2));
      const decoded =
        coding === 'br'
          ? brotliDecompressSync(half, { finishFlush: zlibConstants.BROTLI_OPERATION_FLUSH })
          : (coding === 'gzip' ? gunzipSync : inflateSync)(half, { finishFlush: zlibConstants.Z_SYNC_FLUSH });
      return decoded.toString().split('</url>').length - 1;
    }

    function expectCutShort(read: HostileRead, code: string): Problem {
      const { result, rows } = read;
      expect(codes(result)).not.toContain('source-empty');
      const problem = find(result, code);
      expect(problem, codes(result).join(', ')).toBeDefined();
      expect(problem!.severity).toBe('error');
      expect(result.files).toHaveLength(1);
      expect(result.files[0]!.summary.readFailed).toBe(true);
      expect(rows).toBeGreaterThan(0);
      expect(rows).toBeLessThan(ROWS);
      return problem!;
    }

    it('reads a chunked body whole', async () => {
      const { result, rows } = await read('/chunked.xml', chunked(XML, 6, 30));
      expect(errors(result)).toEqual([]);
      expect(rows).toBe(ROWS);
    });

    it('undoes Content-Encoding: gzip, and a gzipped file gzipped once more in transit', async () => {
      const encoded = await read('/encoded.xml', gzipEncoded(XML));
      expect(errors(encoded.result)).toEqual([]);
      expect(encoded.rows).toBe(ROWS);
      const double = await read('/double.xml.gz', gzipEncoded(GZIPPED, 'application/x-gzip'));
      expect(errors(double.result)).toEqual([]);
      expect(double.rows).toBe(ROWS);
    });

    it('reads an HTTP/1.0 body that ends when the connection closes', async () => {
      const { result, rows } = await read('/http10.xml', closeDelimited(XML, 5, 30));
      expect(errors(result)).toEqual([]);
      expect(rows).toBe(ROWS);
    });

    it('names a body shorter than its Content-Length, keeps the rows before the cut, and tried twice', async () => {
      const cut = await read('/short.xml', shortBody(XML, HALF));
      const url = `${cut.result.files[0]!.summary.location}`;
      const problem = expectCutShort(cut, 'http-body-short');
      expect(problem.params?.[0]).toEqual({ url, received: HALF, expected: Buffer.byteLength(XML) });
      expect(cut.asked).toBe(2);
      expect(find(cut.result, 'read-retried')).toMatchObject({ severity: 'info' });
    });

    it('names a connection reset mid-body, keeps the rows before it, and tried twice', async () => {
      const cut = await read('/reset.xml', resetMidBody(XML, HALF));
      const url = `${cut.result.files[0]!.summary.location}`;
      const problem = expectCutShort(cut, 'http-connection-lost');
      expect(problem.params?.[0]).toMatchObject({ url, received: HALF, reason: expect.any(String) });
      expect(cut.asked).toBe(2);
      expect(find(cut.result, 'read-retried')).toMatchObject({ severity: 'info' });
    });

    // The net probe: a chunk size that is not hexadecimal was "the connection broke", and read again.
    it("names a body whose chunked framing is broken as the server's answer, keeps the rows before it, asked once", async () => {
      const cut = await read('/chunks.xml', badChunkSize(XML, HALF));
      const url = `${cut.result.files[0]!.summary.location}`;
      const problem = expectCutShort(cut, 'http-not-understood');
      expect(problem.params?.[0]).toEqual({ url, why: 'bad-chunks', reason: 'Invalid character in chunk size' });
      expect(problem.message).toMatch(new RegExp(`^${url} sent a body whose chunked framing is broken .*were kept`));
      expect(cut.asked).toBe(1);
    });

    // Run down the streams, the connection's failure dropped what the decoders held: 0 to 3,373 of 6,205 URLs kept.
    for (const coding of Object.keys(CODINGS) as (keyof typeof CODINGS)[]) {
      it(`keeps every row the first half of a body in ${coding} holds, when the connection breaks there`, async () => {
        const cut = await read('/reset.xml', resetEncoded(XML, coding));
        expectCutShort(cut, 'http-connection-lost');
        expect(cut.rows).toBe(rowsInHalf(coding));
      });
    }

    it('names a gzip stream cut off in a whole transfer, with the bytes that came and what they unpacked to', async () => {
      const kept = Math.floor(GZIPPED.length / 2);
      const cut = await read('/cut.xml.gz', truncatedGzip(XML, kept));
      const problem = expectCutShort(cut, 'gzip-truncated');
      const params = problem.params?.[0] as { received: number; inflated: number };
      expect(params.received).toBe(kept);
      expect(params.inflated).toBeGreaterThan(0);
      expect(params.inflated).toBeLessThan(Buffer.byteLength(XML));
    });

    // The probe: a download whose gzip was damaged inside was told only as malformed XML, where a file on disk said both.
    it('names a gzip damaged inside a whole transfer as damaged, besides the XML its bytes broke', async () => {
      // Stored blocks (level 0) hold the XML as it is: a byte changed there inflates, and only the CRC tells.
      const stored = gzipSync(XML, { level: 0 });
      const at = stored.indexOf(`<url><loc>https://example.com/${ROWS / 2}<`);
      const damaged = await read('/damaged.xml.gz', whole(Buffer.from(stored).fill('#', at, at + 1)));
      const failures = damaged.result.problems.filter((item) => item.severity === 'error');
      expect(failures.map((item) => item.code)).toEqual(['xml-malformed', 'gzip-corrupt']);
      expect(damaged.rows).toBe(ROWS / 2);
      expect(damaged.result.files[0]!.summary.readFailed).toBe(true);
    });

    it('checks a download for its gzip fault only once it has all arrived: one that stalls is let go', async () => {
      // The XML broken at its start, then stored gzip the parse never needs; the server stalls before its end.
      const padding = `<!--${'x'.repeat(1024 * 1024)}`;
      const body = gzipSync(`<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"></url>${padding}-->`, {
        level: 0,
      });
      let letGo = false;
      const stalls: Handler = (_request, response) => {
        response.writeHead(200, { 'content-type': 'application/x-gzip', 'content-length': body.length });
        response.write(body.subarray(0, 200 * 1024));
        response.once('close', () => (letGo = true));
      };
      // The read's timeout is past the test's own: waiting for the stalled end fails the test.
      const broken = await read('/broken.xml.gz', stalls, { ...QUICK, readTimeoutMs: 120_000 });
      expect(codes(broken.result)).toEqual(['xml-malformed']);
      await expect.poll(() => letGo).toBe(true);
    });

    // zlib's error alone was told as gzip-corrupt, 'The gzip data is broken', for deflate and br too, naming no URL.
    for (const coding of Object.keys(CODINGS) as Array<keyof typeof CODINGS>) {
      it(`names a Content-Encoding: ${coding} whose data is cut off, with its URL, keeps the rows before it, asked once`, async () => {
        const kept = Math.floor(CODINGS[coding](XML).length / 2);
        const cut = await read(`/${coding}.xml`, cutEncoded(XML, coding, kept));
        const url = `${cut.result.files[0]!.summary.location}`;
        const problem = expectCutShort(cut, 'http-coding-corrupt');
        expect(problem.params?.[0]).toEqual({ url, coding, reason: expect.any(String) });
        expect(problem.message).toMatch(
          new RegExp(`^${url} was sent with Content-Encoding: ${coding}, but that data is broken`),
        );
        expect(cut.asked).toBe(1);
      });
    }

    // The net probe: a coding it cannot decode was "http-failed", and read again after a pause.
    it('names a content coding it cannot decode, once, as an answer it did not ask for', async () => {
      const handler: Handler = (_request, response) => {
        response.writeHead(200, { 'content-type': 'application/xml', 'content-encoding': 'zstd', 'content-length': 4 });
        response.end('abcd');
      };
      const { result, asked } = await read('/zstd.xml', handler);
      expect(errors(result)).toEqual([
        expect.stringMatching(/^http-not-understood: .*Content-Encoding: zstd, which this app did not ask for/),
      ]);
      expect(asked).toBe(1);
    });

    // The net probe: 206 Partial Content, never asked for, was read as the whole file: URLs lost unsaid.
    it('refuses an answer of part of the file it never asked for, naming the status, and reads it once', async () => {
      const text = Array.from({ length: 100 }, (_, i) => `https://example.com/${i}`).join('\n');
      const { result, rows, asked } = await read('/part.txt', unaskedPart(text, 1_016));
      expect(errors(result)).toEqual([expect.stringMatching(/^http-status: http:\/\/.*\/part\.txt answered 206/)]);
      expect(rows).toBe(0);
      expect(asked).toBe(1);
    });

    // The net probe: one byte after deflate data hung the import past its deadline and Ctrl-C.
    for (const coding of ['deflate', 'deflate-raw'] as const) {
      it(`reads every row of ${coding} data followed by bytes that are not, within its deadline`, async () => {
        const junk = Buffer.from('\n<junk/> and more');
        const options = { ...QUICK, deadlineMs: 20_000 };
        const { result, rows } = await read(`/${coding}-junk.xml`, encodedWithJunk(XML, coding, junk), options);
        expect(errors(result)).toEqual([]);
        expect(rows).toBe(ROWS);
      });
    }

    // A read that failed within the file's first bytes was judged on what came before the failure,
    // 'empty' or 'not a sitemap', and the failure itself went untold.
    for (const [failure, code, handler] of [
      ['a connection reset after 200 spaces', 'http-connection-lost', resetMidBody(' '.repeat(200), 200)],
      ['brotli data broken after 15 bytes of text', 'http-coding-corrupt', garbledBrotli],
    ] as const) {
      it(`names ${failure}, not an empty or unrecognised file`, async () => {
        const { result } = await read('/cut-early.xml', handler);
        expect(codes(result)).toContain(code);
        expect(codes(result)).not.toContain('source-empty');
        expect(codes(result)).not.toContain('source-unrecognised');
        expect(result.files[0]?.summary.readFailed ?? result.unread.length > 0).toBe(true);
      });
    }

    // Told as http-failed in undici's words: 'UND_ERR_HEADERS_OVERFLOW', or 'Response does not match the
    // HTTP/1.1 protocol (Expected HTTP/, RTSP/ or ICE/)' in Dutch too, and the latter asked twice.
    for (const [answer, handler, why, words] of [
      [
        'headers over 128 KB',
        hugeHeader(XML, 200_000),
        'headers-too-large',
        'answered with headers larger than 128 KB',
      ],
      ['an HTTP/0.9 reply', http09(XML), 'not-http', 'did not answer in HTTP: its reply has no valid status line'],
      [
        'two Content-Length headers',
        twoLengths(XML),
        'length-mismatch',
        'with two Content-Length headers that disagree',
      ],
      [
        'a Content-Length beside Transfer-Encoding: chunked',
        lengthAndChunked(XML),
        'length-mismatch',
        'or with both Content-Length and Transfer-Encoding: chunked, which HTTP forbids',
      ],
      [
        'a 100 Continue nobody asked for',
        unaskedContinue(XML),
        'unasked-answer',
        'sent an answer the request did not ask for',
      ],
    ] as const) {
      it(`names ${answer} in words, asked once`, async () => {
        const { result, asked } = await read('/odd.xml', handler);
        const problem = find(result, 'http-not-understood');
        expect(problem, codes(result).join(', ')).toBeDefined();
        expect(problem!.params?.[0]).toEqual({ url: expect.stringMatching(/\/odd\.xml$/), why });
        expect(problem!.message).toContain(words);
        expect(asked).toBe(1);
      });
    }

    it('gives up on a body that stalls, waiting for data', async () => {
      const { result } = await read('/stall.xml', stall(XML, HALF), { ...QUICK, readTimeoutMs: 500 });
      expect(codes(result)).not.toContain('source-empty');
      const problem = find(result, 'http-timeout');
      expect(problem, codes(result).join(', ')).toBeDefined();
      expect(problem!.params?.[0]).toMatchObject({ waiting: 'data', ms: 500 });
      // Said in seconds, as every other wait is (it read "stopped sending within 500 ms").
      expect(problem!.message).toMatch(/stopped sending: no byte came for 0\.5 s, and reading stopped there\.$/);
    });

    // A gzip coding that stalled hung the read past its timeout (Duplex.from's generator never woken).
    for (const coding of Object.keys(CODINGS) as (keyof typeof CODINGS)[]) {
      it(`gives up on a body in ${coding} that stalls, keeping the rows that came`, async () => {
        const { result, rows } = await read('/stall.xml', stallEncoded(XML, coding), {
          ...QUICK,
          readTimeoutMs: 500,
        });
        expect(find(result, 'http-timeout'), codes(result).join(', ')).toBeDefined();
        expect(rows).toBeGreaterThan(0);
      });
    }

    // Ctrl-C while a gzip coding stalled left the read waiting for good (the process past SIGTERM too).
    for (const coding of Object.keys(CODINGS) as (keyof typeof CODINGS)[]) {
      it(`stops at a cancel while a body in ${coding} stalls`, async () => {
        const server = await serveForTest({ '/stall.xml': stallEncoded(XML, coding) });
        const cancel = new AbortController();
        setTimeout(() => cancel.abort(), 300);
        const reading = importSources([`${server.origin}/stall.xml`], QUICK, {
          parseWorkers: path.parseWorkers,
          signal: cancel.signal,
          takeColumns: () => undefined,
        });
        // Settled at once, as for a plain body: not left waiting on the stalled coding.
        const outcome = await Promise.race([
          reading.then(
            (result) => ({ cancelled: result.cancelled }),
            (error: Error) => ({ error: error.name }),
          ),
          new Promise((resolve) => setTimeout(() => resolve('still waiting after 5 s'), 5_000)),
        ]);
        expect(outcome).toEqual({ cancelled: true });
      });
    }

    for (const [failure, first] of [
      ['a connection reset', resetMidBody(XML, HALF)],
      ['a short body', shortBody(XML, HALF)],
      // undici says UND_ERR_RES_CONTENT_LENGTH_MISMATCH here, as it does for two Content-Lengths before a body.
      ['a short body on a connection the server closes', shortBody(XML, HALF, true)],
    ] as const) {
      it(`reads a file again after ${failure}, and keeps the second read whole`, async () => {
        const { result, rows, asked } = await read('/flaky.xml', failingFirst(first, whole(XML)));
        expect(asked).toBe(2);
        expect(errors(result)).toEqual([]);
        expect(find(result, 'read-retried')).toMatchObject({ severity: 'info' });
        expect(result.files[0]!.summary.readFailed).toBeFalsy();
        expect(rows).toBe(ROWS);
      });
    }

    it('follows a redirect whose answer has a body, as real servers send one', async () => {
      const moved = `<html><head><title>301 Moved Permanently</title></head><body>${'Moved. '.repeat(200)}</body></html>`;
      const server = await serveForTest({
        '/old.xml': { status: 301, headers: { location: '/new.xml', 'content-type': 'text/html' }, body: moved },
        '/new.xml': whole(XML),
      });
      let rows = 0;
      const result = await importSources([`${server.origin}/old.xml`], QUICK, {
        parseWorkers: path.parseWorkers,
        takeColumns: (columns) => (rows += columns.rowCount),
      });
      expect(errors(result)).toEqual([]);
      expect(rows).toBe(ROWS);
    });

    it('does not ask again for a file that is not there', async () => {
      const server = await serveForTest({});
      const result = await importSources([`${server.origin}/missing.xml`], QUICK, { parseWorkers: path.parseWorkers });
      expect(codes(result)).toEqual(['http-status']);
      expect(server.requests.map((request) => request.path)).toEqual(['/missing.xml']);
    });
  });
}
