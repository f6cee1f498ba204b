import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { gzipHolds } from '../../../electron/engine/export/pack-jobs';
import { gzipDeterministic } from '../../../electron/engine/export/gzip-file';
import { inflatesTo } from '../../../electron/engine/inflates-to';

// Real zlib throughout: the gzips are made wrong by hand, as no real gzip writer makes them so.

/** 1.3 MB of sitemap text, some of it not ASCII: many of the pieces below. */
const file = Buffer.from(
  Array.from({ length: 20_000 }, (_, i) => `<url><loc>https://example.com/é/${i}</loc></url>\n`).join(''),
);
const written = gzipDeterministic(file);

/** `bytes` with the byte at `at` (from the end when negative) flipped. */
function flipped(bytes: Buffer, at: number): Buffer {
  const copy = Buffer.from(bytes);
  copy[at < 0 ? copy.length + at : at]! ^= 0x01;
  return copy;
}

/** Pieces of zlib's smallest chunk, of 64 KiB, and larger than the file. */
const PIECES = [64, 65_536, file.length * 2];

describe('a gzip compared with the file it should hold, a piece at a time as it inflates', () => {
  it('holds the file, in one member or two, whatever the piece', () => {
    const twoMembers = Buffer.concat([gzipSync(file.subarray(0, 100_001)), gzipSync(file.subarray(100_001))]);
    for (const size of PIECES) {
      expect(inflatesTo(written, file, Buffer.alloc(size)), `${size}`).toBe(true);
      expect(inflatesTo(twoMembers, file, Buffer.alloc(size)), `two members, ${size}`).toBe(true);
    }
    expect(inflatesTo(gzipSync(Buffer.alloc(0)), Buffer.alloc(0), Buffer.alloc(64))).toBe(true);
  });

  it('holds a file whose length is a whole number of pieces, where the last piece is filled to its end', () => {
    // A piece filled exactly leaves no room, so only the next call can tell the gzip has ended.
    const cases: [length: number, piece: number][] = [
      [64, 64],
      [640, 64],
      [65_536, 65_536],
      [131_072, 65_536],
      [1, 1],
    ];
    for (const [length, size] of cases) {
      const exact = file.subarray(0, length);
      const gzip = gzipDeterministic(exact);
      expect(inflatesTo(gzip, exact, Buffer.alloc(size)), `${length} in ${size}`).toBe(true);
      expect(inflatesTo(gzip, exact.subarray(0, length - 1), Buffer.alloc(size)), `${length} in ${size}, shorter`).toBe(
        false,
      );
      expect(inflatesTo(gzip, flipped(exact, -1), Buffer.alloc(size)), `${length} in ${size}, last byte`).toBe(false);
    }
  });

  it('does not hold a file a byte different, early or late, shorter or longer', () => {
    for (const size of PIECES) {
      for (const at of [0, 70_000, file.length - 1])
        expect(inflatesTo(written, flipped(file, at), Buffer.alloc(size)), `byte ${at}, ${size}`).toBe(false);
      expect(inflatesTo(written, file.subarray(0, file.length - 1), Buffer.alloc(size)), `shorter, ${size}`).toBe(
        false,
      );
      expect(inflatesTo(written, Buffer.concat([file, Buffer.from('\n')]), Buffer.alloc(size)), `longer, ${size}`).toBe(
        false,
      );
    }
  });

  it('tells a damaged gzip as not the file: its header, its data, its checksum, its length, cut short, junk after it', () => {
    const damaged = {
      header: flipped(written, 0),
      data: flipped(written, written.length >> 1),
      checksum: flipped(written, -8),
      length: flipped(written, -4),
      'cut short': written.subarray(0, written.length - 3),
      'cut in half': written.subarray(0, written.length >> 1),
      'junk after it': Buffer.concat([written, Buffer.from('junk')]),
      'not a gzip': file,
      empty: Buffer.alloc(0),
    };
    for (const [name, gzip] of Object.entries(damaged)) {
      expect(inflatesTo(gzip, file, Buffer.alloc(65_536)), name).toBe(false);
      expect(gzipHolds(gzip, file), name).toBe(false);
    }
  });

  it('does not hold the file when the gzip inflates past it, a bomb included: 64 MiB of zeros against 1.3 MB', () => {
    const bomb = gzipSync(Buffer.alloc(64 * 2 ** 20));
    expect(inflatesTo(bomb, Buffer.alloc(file.length), Buffer.alloc(65_536))).toBe(false);
    expect(gzipHolds(bomb, Buffer.alloc(file.length))).toBe(false);
  });

  it('leaves a process alive and quiet after a damaged gzip: zlib’s fault is an answer, not an error event', async () => {
    const heard: unknown[] = [];
    const listener = (error: unknown): void => void heard.push(error);
    process.on('uncaughtException', listener);
    try {
      expect(inflatesTo(flipped(written, written.length >> 1), file, Buffer.alloc(64))).toBe(false);
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(heard).toEqual([]);
    } finally {
      process.off('uncaughtException', listener);
    }
  });

  it('is what a pack job reads its gzip back with', () => {
    expect(gzipHolds(written, file)).toBe(true);
    expect(gzipHolds(written, flipped(file, 1_000_000))).toBe(false);
  });
});
