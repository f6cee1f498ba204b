import { randomBytes } from 'node:crypto';
import { chmodSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { SPOOL_PIECE_BYTES, SpooledBody } from '../../../../electron/engine/import/spooled-body';
import { useTempDir } from '../../../support/use-temp-dir';

const temp = useTempDir();

/** A body that arrives at once, in chunks of 64 KiB, as a fast server's does; ended unless told not to. */
function arrived(bytes: Buffer, { end = true } = {}): PassThrough {
  const body = new PassThrough();
  for (let at = 0; at < bytes.length; at += 65_536) body.write(bytes.subarray(at, at + 65_536));
  if (end) body.end();
  return body;
}

/** The spool folders under the test's folder, each with its file's size (0 while it is being made). */
function spoolFiles(): number[] {
  return readdirSync(temp.path())
    .filter((name) => name.startsWith('sitemap-studio-body-'))
    .map((name) => statSync(join(temp.path(), name, 'body'), { throwIfNoEntry: false })?.size ?? 0);
}

/** Waits (up to 5 s) until `done` holds. */
async function until(done: () => boolean): Promise<void> {
  for (let waited = 0; waited < 250 && !done(); waited++) await sleep(20);
}

async function readAll(
  spool: SpooledBody,
  { pace = 0, onPiece = () => undefined }: { pace?: number; onPiece?: () => void } = {},
): Promise<{ bytes: Buffer; largest: number; count: number }> {
  const pieces: Buffer[] = [];
  for await (const piece of spool.pieces()) {
    pieces.push(Buffer.from(piece));
    onPiece();
    if (pace > 0) await sleep(pace);
  }
  const largest = Math.max(0, ...pieces.map((piece) => piece.length));
  return { bytes: Buffer.concat(pieces), largest, count: pieces.length };
}

describe('a body spooled as it arrives', () => {
  it('takes a body of 300,000 chunks of 100 bytes, in memory and on disk, whole and in order', async () => {
    // A generator writing a URL a chunk; every chunk taken off the front of an array moved all the
    // others (32 MB in 100-byte chunks took 29-32 s), so this ran past the test's time.
    const bytes = randomBytes(300_000 * 100);
    const body = new PassThrough({ highWaterMark: 1 << 30 });
    for (let at = 0; at < bytes.length; at += 100) body.write(bytes.subarray(at, at + 100));
    body.end();
    const spool = new SpooledBody(body, { memoryBytes: 8 * 1024 * 1024, tempParent: temp.path() });
    const read = await readAll(spool);
    expect(read.bytes.equals(bytes)).toBe(true);
    expect(read.largest).toBeLessThanOrEqual(SPOOL_PIECE_BYTES);
  });

  it('gives its bytes back in order, what passed the memory held read back from disk, the file then removed', async () => {
    const bytes = randomBytes(3 * 1024 * 1024 + 17);
    const spool = new SpooledBody(arrived(bytes), { memoryBytes: 512 * 1024, tempParent: temp.path() });
    // The body arrives before its reader asks.
    await until(() => (spoolFiles()[0] ?? 0) >= bytes.length - 512 * 1024);
    expect(spoolFiles()).toHaveLength(1);
    expect(spoolFiles()[0]).toBeGreaterThanOrEqual(bytes.length - 512 * 1024);
    const read = await readAll(spool);
    expect(read.bytes.equals(bytes)).toBe(true);
    // Read back 256 KiB at a time, the chunks on disk taken together as those in memory are.
    expect(read.largest).toBe(SPOOL_PIECE_BYTES);
    expect(read.count).toBeLessThanOrEqual(Math.ceil(bytes.length / SPOOL_PIECE_BYTES) + 2);
    expect(spoolFiles()).toEqual([]);
  });

  it('keeps a small body in memory (no file is made), its chunks of 64 KiB given on together', async () => {
    const bytes = randomBytes(300_000);
    const read = await readAll(new SpooledBody(arrived(bytes), { tempParent: temp.path() }));
    expect(read.bytes.equals(bytes)).toBe(true);
    expect(read.largest).toBe(4 * 65_536);
    expect(readdirSync(temp.path())).toEqual([]);
  });

  it('gives a body that fails every byte before the failure, then the failure', async () => {
    const bytes = randomBytes(2 * 1024 * 1024);
    const body = arrived(bytes, { end: false });
    const spool = new SpooledBody(body, { memoryBytes: 256 * 1024, tempParent: temp.path() });
    await until(() => spoolFiles().length === 1);
    body.destroy(new Error('the connection broke'));
    const pieces: Buffer[] = [];
    await expect(
      (async () => {
        for await (const piece of spool.pieces()) pieces.push(Buffer.from(piece));
      })(),
    ).rejects.toThrow('the connection broke');
    expect(Buffer.concat(pieces).equals(bytes)).toBe(true);
    expect(spoolFiles()).toEqual([]);
  });

  it('ends at once on an abort, whatever it still holds', async () => {
    const body = arrived(randomBytes(2 * 1024 * 1024), { end: false });
    const spool = new SpooledBody(body, { memoryBytes: 256 * 1024, tempParent: temp.path() });
    await until(() => spoolFiles().length === 1);
    body.destroy(Object.assign(new Error('This operation was aborted'), { name: 'AbortError' }));
    await sleep(10); // heard
    let read = 0;
    await expect(
      (async () => {
        for await (const piece of spool.pieces()) read += piece.length;
      })(),
    ).rejects.toThrow('aborted');
    expect(read).toBe(0);
  });

  it('drops the body and its file when its reader stops early', async () => {
    const body = arrived(randomBytes(2 * 1024 * 1024), { end: false });
    const spool = new SpooledBody(body, { memoryBytes: 256 * 1024, tempParent: temp.path() });
    await until(() => spoolFiles().length === 1);
    expect(spoolFiles()).toHaveLength(1);
    for await (const piece of spool.pieces()) if (piece.length > 0) break;
    expect(body.destroyed).toBe(true);
    expect(spoolFiles()).toEqual([]);
  });

  it('drops them when closed before it is read', async () => {
    const body = arrived(randomBytes(2 * 1024 * 1024), { end: false });
    const spool = new SpooledBody(body, { memoryBytes: 256 * 1024, tempParent: temp.path() });
    await until(() => spoolFiles().length === 1);
    await spool.close();
    expect(body.destroyed).toBe(true);
    expect(spoolFiles()).toEqual([]);
  });

  it('holds the body in memory when the disk refuses it, and loses nothing', async () => {
    const parent = join(temp.path(), 'read-only');
    await temp.write('read-only/.keep', '');
    chmodSync(parent, 0o500);
    // root writes anywhere: a folder that is a file refuses everyone.
    const refused = process.getuid?.() === 0 ? await temp.write('a-file', '') : parent;
    const bytes = randomBytes(2 * 1024 * 1024 + 5);
    const spool = new SpooledBody(arrived(bytes), { memoryBytes: 256 * 1024, tempParent: refused });
    const read = await readAll(spool, { pace: 1 });
    expect(read.bytes.equals(bytes)).toBe(true);
    chmodSync(parent, 0o700);
  });

  it('keeps what arrives while its reader lags on disk, not in memory, in the order it came', async () => {
    const body = new PassThrough();
    const spool = new SpooledBody(body, { memoryBytes: 256 * 1024, tempParent: temp.path() });
    const sent: Buffer[] = [];
    let spilled = 0;
    const reading = readAll(spool, { pace: 10, onPiece: () => void (spilled = Math.max(spilled, ...spoolFiles())) });
    for (let chunk = 0; chunk < 64; chunk++) {
      const bytes = randomBytes(32 * 1024 + chunk);
      sent.push(bytes);
      body.write(bytes);
      if (chunk % 8 === 0) await sleep(5);
    }
    body.end();
    const read = await reading;
    expect(read.bytes.equals(Buffer.concat(sent))).toBe(true);
    expect(spilled).toBeGreaterThan(512 * 1024);
  });

  it('ends its reader with a cancel when closed while it is read', async () => {
    const body = arrived(randomBytes(2 * 1024 * 1024), { end: false });
    const spool = new SpooledBody(body, { memoryBytes: 256 * 1024, tempParent: temp.path() });
    await until(() => spoolFiles().length === 1);
    let read = 0;
    const reading = (async () => {
      for await (const piece of spool.pieces()) {
        read += piece.length;
        if (read === SPOOL_PIECE_BYTES) await spool.close();
      }
    })();
    await expect(reading).rejects.toThrow('cancelled');
    expect(read).toBe(SPOOL_PIECE_BYTES);
    expect(spoolFiles()).toEqual([]);
  });

  it('tells its size, first two and last four bytes once it has all arrived, before it is read', async () => {
    const bytes = randomBytes(1024 * 1024 + 3);
    const spool = new SpooledBody(arrived(bytes), { memoryBytes: 256 * 1024, tempParent: temp.path() });
    const whole = await spool.whole;
    expect(whole).toEqual({ bytes: bytes.length, head: bytes.subarray(0, 2), tail: bytes.subarray(-4) });
    expect((await readAll(spool)).bytes.equals(bytes)).toBe(true);
    // Chunks shorter than the tail: it spans them.
    const short = new PassThrough();
    const small = new SpooledBody(short, { tempParent: temp.path() });
    for (const byte of [1, 2, 3, 4, 5]) short.write(Buffer.of(byte));
    short.end();
    expect(await small.whole).toEqual({ bytes: 5, head: Buffer.of(1, 2), tail: Buffer.of(2, 3, 4, 5) });
    await small.close();
  });

  it('tells nothing of a body that failed or was dropped before its end', async () => {
    const failing = arrived(randomBytes(100_000), { end: false });
    const failed = new SpooledBody(failing, { tempParent: temp.path() });
    failing.destroy(new Error('the connection was reset'));
    expect(await failed.whole).toBeNull();
    const dropped = new SpooledBody(arrived(randomBytes(100_000), { end: false }), { tempParent: temp.path() });
    await dropped.close();
    expect(await dropped.whole).toBeNull();
  });
});
