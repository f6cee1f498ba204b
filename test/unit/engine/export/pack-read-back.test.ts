import { constants } from 'node:buffer';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { fileHoldsSync } from '../../../../electron/engine/export/durable-files';
import { gzipDeterministic } from '../../../../electron/engine/export/gzip-file';
import { inflatedOrNull } from '../../../../electron/engine/export/pack-jobs';

// A pack job inflates the gzip it wrote (inflatedOrNull) and compares it with the file it built: no
// real gzip writer reaches its "does not inflate to the file built" branch, so the gzips here are made
// wrong by hand. Real zlib throughout: only its answers tell the branch whether a gzip is the file.

/** A file as a pack job builds one: 500 rows, some bytes of them not ASCII. */
const file = Buffer.from(
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset>\n${Array.from(
    { length: 500 },
    (_, i) => `<url><loc>https://example.com/é${i}</loc></url>\n`,
  ).join('')}</urlset>\n`,
);
const written = gzipDeterministic(file);

/** The gzip written with its byte at `at` (from the end when negative) flipped. */
function flipped(at: number): Buffer {
  const bytes = Buffer.from(written);
  bytes[at < 0 ? bytes.length + at : at]! ^= 0x01;
  return bytes;
}

describe("a pack job's read-back of the gzip it wrote", () => {
  it('gives back the file built from its gzip, in one member or two', () => {
    expect(inflatedOrNull(written, file.length)?.equals(file)).toBe(true);
    const twoMembers = Buffer.concat([gzipSync(file.subarray(0, 100)), gzipSync(file.subarray(100))]);
    expect(inflatedOrNull(twoMembers, file.length)?.equals(file)).toBe(true);
  });

  it('tells a damaged gzip as not the file: its header, its data, its checksum, its length, cut short, junk after it', () => {
    const damaged = {
      header: flipped(0),
      data: flipped(written.length >> 1),
      checksum: flipped(-8),
      length: flipped(-4),
      'cut short': written.subarray(0, written.length - 3),
      'junk after it': Buffer.concat([written, Buffer.from('junk')]),
      'not a gzip': file,
      empty: Buffer.alloc(0),
    };
    for (const [name, gzip] of Object.entries(damaged)) expect(inflatedOrNull(gzip, file.length), name).toBeNull();
  });

  it('stops a gzip that inflates past the file built a byte past its size: not the file, and not inflated whole', () => {
    expect(inflatedOrNull(gzipSync(Buffer.concat([file, Buffer.from('<!-- more -->')])), file.length)).toBeNull();
    // 64 MiB of zeros in a gzip of 64 KiB, against a file of 24 KB.
    expect(inflatedOrNull(gzipSync(Buffer.alloc(64 * 2 ** 20)), file.length)).toBeNull();
  });

  it('throws a fault that is not the gzip’s own rather than calling the file wrong', () => {
    // A file of the largest size a Buffer can hold: zlib cannot be asked for a byte past it.
    expect(() => inflatedOrNull(written, constants.MAX_LENGTH)).toThrow(
      expect.objectContaining({ code: 'ERR_OUT_OF_RANGE' }),
    );
  });
});

describe('a file written, read back from the disk', () => {
  it('is the bytes written and nothing more, read a piece at a time past a piece’s size too', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'holds-'));
    try {
      const path = join(folder, 'sitemap.xml.gz');
      const bytes = Buffer.from(Array.from({ length: 3 * 2 ** 20 + 7 }, (_, i) => i % 251));
      await writeFile(path, bytes);
      expect(fileHoldsSync(path, bytes)).toBe(true);
      const other = Buffer.from(bytes);
      other[2 ** 20 + 5]! ^= 1; // in its second piece
      expect(fileHoldsSync(path, other)).toBe(false);
      expect(fileHoldsSync(path, bytes.subarray(0, bytes.length - 1))).toBe(false);
      expect(fileHoldsSync(path, Buffer.concat([bytes, Buffer.from('x')]))).toBe(false);
      await writeFile(path, '');
      expect(fileHoldsSync(path, Buffer.alloc(0))).toBe(true);
      expect(() => fileHoldsSync(join(folder, 'gone.xml.gz'), bytes)).toThrow(/gone\.xml\.gz/);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });
});
