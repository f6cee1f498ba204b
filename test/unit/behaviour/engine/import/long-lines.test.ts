import { describe, expect, it } from 'vitest';
import { MAX_LINE_BYTES, textLines, type LineWork } from '../../../../../electron/engine/import/text-lines';
import { serveForTest } from '../../../../support/serve-for-test';
import { allLocs, importAll, problemTuples } from '../../../../support/import-helpers';
import { useTempDir } from '../../../../support/use-temp-dir';

const CHUNK = 64 * 1024;

/** `length` bytes of one URL-ish line, made a chunk at a time so the test holds none of it. */
async function* longLine(length: number): AsyncGenerator<Buffer> {
  const chunk = Buffer.alloc(CHUNK, 'a');
  for (let sent = 0; sent < length; sent += CHUNK) yield chunk.subarray(0, Math.min(CHUNK, length - sent));
}

async function* concat(...parts: Array<AsyncIterable<Buffer> | string>): AsyncGenerator<Buffer> {
  for (const part of parts) {
    if (typeof part === 'string') yield Buffer.from(part);
    else yield* part;
  }
}

describe('long lines in a text sitemap', () => {
  const dir = useTempDir();

  it('reports a line longer than any URL as an error at its line, and reads the lines after it', async () => {
    const long = `https://example.com/${'a'.repeat(MAX_LINE_BYTES + 1_000)}`;
    const file = await dir.write(
      'urls.txt',
      `https://example.com/1\n${long}\r\nhttps://example.com/3\rhttps://example.com/4\n`,
    );
    const result = await importAll([file]);
    expect(allLocs(result)).toEqual(['https://example.com/1', 'https://example.com/3', 'https://example.com/4']);
    expect(problemTuples(result)).toEqual([['error', 'line-too-long', 2, 1]]);
    expect(result.problems[0]!.message).toBe(
      `Line 2 is ${Buffer.byteLength(long).toLocaleString('en')} bytes long; no URL is longer than ` +
        `${MAX_LINE_BYTES.toLocaleString('en')} bytes, so it was left out.`,
    );
    expect(result.files[0]!.summary.partial).toBe(false);
  });

  it('searches each byte at most once per kind of break and copies only the lines it keeps, however long a line is', async () => {
    const work: LineWork = { scanned: 0, copied: 0 };
    const before = 'https://example.com/1\n';
    const after = '\nhttps://example.com/3\r\nhttps://example.com/é\n';
    const longBytes = 8 * MAX_LINE_BYTES;
    const lines = [];
    for await (const line of textLines(concat(before, longLine(longBytes), after), work)) lines.push(line);
    expect(lines).toEqual([
      { text: 'https://example.com/1', line: 1 },
      { tooLong: longBytes, line: 2 },
      { text: 'https://example.com/3', line: 3 },
      { text: 'https://example.com/é', line: 4 },
    ]);
    // Searched once for LF and once for CR: linear. The old splitter searched a held line again per chunk.
    const total = Buffer.byteLength(before) + longBytes + Buffer.byteLength(after);
    expect(work.scanned).toBeGreaterThanOrEqual(total);
    expect(work.scanned).toBeLessThanOrEqual(2 * total);
    const kept = ['https://example.com/1', 'https://example.com/3', 'https://example.com/é'];
    expect(work.copied).toBe(kept.reduce((sum, text) => sum + Buffer.byteLength(text), 0));
  });

  it('still finds a CRLF split across chunks and a character split across chunks', async () => {
    async function* pieces(): AsyncGenerator<Buffer> {
      const bytes = Buffer.from('https://example.com/é\r\nhttps://example.com/2');
      const cr = bytes.indexOf('\r');
      yield bytes.subarray(0, cr - 1); // cuts "é" in two
      yield bytes.subarray(cr - 1, cr + 1); // ends with the CR
      yield bytes.subarray(cr + 1);
    }
    const lines = [];
    for await (const line of textLines(pieces())) lines.push(line);
    expect(lines).toEqual([
      { text: 'https://example.com/é', line: 1 },
      { text: 'https://example.com/2', line: 2 },
    ]);
  });

  it('numbers blank lines without giving them, and drops a BOM only at the start of the stream', async () => {
    const blank = '\n'.repeat(200_000);
    async function* pieces(): AsyncGenerator<Buffer> {
      yield Buffer.from(`\n\r\n\r${blank}\uFEFFhttps://example.com/1\r\n\r\n`);
      yield Buffer.from(`${blank}https://example.com/2\n\n`);
    }
    const lines = [];
    for await (const line of textLines(pieces())) lines.push(line);
    // LF, CRLF, then a CR and the first of 200,000 LFs (one break): 200,002 breaks before the first
    // URL. A BOM there is no stream's BOM, and kept.
    expect(lines).toEqual([
      { text: '\uFEFFhttps://example.com/1', line: 200_003 },
      { text: 'https://example.com/2', line: 400_005 },
    ]);
  });

  it('honours a cancel in the middle of an endless line', async () => {
    const controller = new AbortController();
    let written = 0;
    /** What the server had written when the importer started reading the file (-1: not yet). */
    let writtenAtStart = -1;
    const server = await serveForTest({
      '/urls.txt': (_request, response) => {
        response.writeHead(200, { 'content-type': 'text/plain' });
        response.write('https://example.com/1\nhttps://example.com/');
        const chunk = Buffer.alloc(CHUNK, 'a');
        // One chunk a turn of the event loop, and the cancel only once the importer is reading this
        // file: it runs in this process too, and the kernel may take megabytes before it sees any.
        const pump = (): void => {
          if (response.destroyed) return;
          written += chunk.length;
          if (writtenAtStart >= 0 && written - writtenAtStart > 2 * MAX_LINE_BYTES) controller.abort();
          if (response.write(chunk)) setImmediate(pump);
          else response.once('drain', pump);
        };
        pump();
      },
    });
    const result = await importAll(
      [`${server.origin}/urls.txt`],
      {},
      {
        signal: controller.signal,
        // Named as its read begins, the file is read once its answer has come: once the server wrote.
        onProgress: ({ current }) => {
          if (current !== null && written > 0 && writtenAtStart < 0) writtenAtStart = written;
        },
      },
    );
    expect(result.cancelled).toBe(true);
    expect(allLocs(result)).toEqual(['https://example.com/1']);
    expect(result.files[0]!.summary.partial).toBe(true);
  });
});

describe('a record in a CSV too long to be a row', () => {
  const dir = useTempDir();
  /** The locs read, a long one cut short (a failure prints it). */
  const shortLocs = (result: Awaited<ReturnType<typeof importAll>>): string[] =>
    allLocs(result).map((loc) => (loc.length > 200 ? `${loc.slice(0, 40)}… (${loc.length} characters)` : loc));

  it('ends the table where it starts, saying the limit and the line, not a length it never read to', async () => {
    const head = 'loc,lastmod\nhttps://example.com/a,2024-01-01\nhttps://example.com/b,2024-01-02\n';
    // An unclosed quote on line 4 swallows 40 MiB and the row after it.
    const tail = `https://example.com/c,"${'x'.repeat(40 * 1024 * 1024)}\nhttps://example.com/d,2024-01-03\n`;
    const file = await dir.write('open-quote.csv', head + tail);
    const result = await importAll([file]);
    expect(allLocs(result)).toEqual(['https://example.com/a', 'https://example.com/b']);
    expect(problemTuples(result)).toEqual([['error', 'table-record-too-long', 4, null]]);
    expect(result.problems[0]!.message).toBe(
      'The record starting on line 4 runs past 16,777,216 characters without ending (an unclosed quote?), longer ' +
        'than any row of URLs: the rows before it were kept, and the file was not read from there on.',
    );
    expect(result.files[0]!.summary.partial).toBe(true);
  });

  it('ends the table at a record whose quoted cell, opened past the limit, is never closed', async () => {
    const long = `https://example.com/${'x'.repeat(40 * 1024 * 1024)}`;
    const file = await dir.write(
      'late-quote.csv',
      `loc,lastmod\nhttps://example.com/a,2024-01-01\n${long},"a\r\n/b,y\r\n/c,z\r\n`,
    );
    const result = await importAll([file]);
    expect(allLocs(result)).toEqual(['https://example.com/a']);
    expect(problemTuples(result)).toEqual([['error', 'table-record-too-long', 3, null]]);
    expect(result.problems[0]!.message).toContain('without ending (an unclosed quote?)');
    expect(result.files[0]!.summary.partial).toBe(true);
  });

  it('leaves out a line that long with no quoted cell, and reads the lines after it, however its end arrives', async () => {
    const head = 'loc,lastmod\r\nhttps://example.com/a,2024-01-01\r\n';
    for (const [name, chars] of [
      ['just-past.csv', 16 * 1024 * 1024 + 10],
      ['far-past.csv', 40 * 1024 * 1024],
    ] as const) {
      // Line 3: no quote in it, so it ends at its line end, wherever that is (CR LF here).
      const long = `https://example.com/${'x'.repeat(chars)},2024-01-02\r\n`;
      const file = await dir.write(
        name,
        `${head}${long}https://example.com/d,2024-01-03\r\nhttps://example.com/e,\r\n`,
      );
      const result = await importAll([file]);
      expect(shortLocs(result)).toEqual(['https://example.com/a', 'https://example.com/d', 'https://example.com/e']);
      expect(problemTuples(result)).toEqual([['error', 'table-record-too-long', 3, null]]);
      expect(result.problems[0]!.message).toBe(
        'The record on line 3 runs past 16,777,216 characters, longer than any row of URLs: it was left out, and the ' +
          'lines after it were read.',
      );
      expect(result.files[0]!.summary.partial).toBe(false);
    }
  });

  it('leaves out such a line last in the file, with no line end after it', async () => {
    const file = await dir.write(
      'last.csv',
      `loc\nhttps://example.com/a\nhttps://example.com/${'y'.repeat(20 * 1024 * 1024)}`,
    );
    const result = await importAll([file]);
    expect(shortLocs(result)).toEqual(['https://example.com/a']);
    expect(problemTuples(result)).toEqual([['error', 'table-record-too-long', 3, null]]);
  });

  it('stops at a header that long, which names no columns it could read', async () => {
    const file = await dir.write('header.csv', `loc,${'z'.repeat(20 * 1024 * 1024)}\nhttps://example.com/a\n`);
    const result = await importAll([file]);
    expect(shortLocs(result)).toEqual([]);
    expect(problemTuples(result)).toEqual([['error', 'table-record-too-long', 1, null]]);
    expect(result.problems[0]!.message).toBe(
      'The first line (the header, naming the columns) runs past 16,777,216 characters without ending, longer than ' +
        'any header of a table of URLs: the file was not read.',
    );
    expect(result.files[0]!.summary.partial).toBe(true);
  });
});
