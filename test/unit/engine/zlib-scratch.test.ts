import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { gzipDeterministic } from '../../../electron/engine/export/gzip-file';
import { ScratchBuffer } from '../../../electron/engine/scratch-buffer';

/** 1.3 MB of sitemap text: more than one of gzipSync's own chunks of 1 MiB would take, were it not compressing. */
const file = Buffer.from(
  Array.from({ length: 20_000 }, (_, i) => `<url><loc>https://example.com/p/${i}</loc></url>\n`).join(''),
);

/** Bytes that do not compress: their gzip is larger than they are. */
const noise = Buffer.from(Array.from({ length: 300_000 }, (_, i) => (i * 2654435761) >>> 24));

describe('a scratch buffer', () => {
  it('is the same buffer while it is large enough, and grows with a quarter to spare when not', () => {
    const scratch = new ScratchBuffer();
    const first = scratch.atLeast(1000);
    expect(first.length).toBe(1250);
    expect(scratch.atLeast(1250) === first).toBe(true);
    const grown = scratch.atLeast(1251);
    expect(grown === first).toBe(false);
    expect(grown.length).toBe(Math.ceil(1251 * 1.25));
  });

  it('carries over as many bytes as asked when it grows, and none when not asked', () => {
    const scratch = new ScratchBuffer();
    scratch.atLeast(10).write('0123456789');
    const grown = scratch.atLeast(100, 4);
    expect(grown.length).toBe(125);
    expect(grown.toString('latin1', 0, 4)).toBe('0123');
    grown.fill(0x78);
    grown.write('abcdef');
    const again = scratch.atLeast(1000);
    again.fill(0x2e, 0, 6);
    expect(again.toString('latin1', 0, 6)).toBe('......');
    // Large enough already: the same buffer, its bytes as they are.
    again.write('kept');
    expect(scratch.atLeast(500, 4).toString('latin1', 0, 4)).toBe('kept');
  });
});

describe('gzip into scratch memory', () => {
  it('writes the bytes gzipDeterministic writes into a buffer of its own, for text and for bytes that do not compress', () => {
    for (const bytes of [file, noise, Buffer.alloc(0)]) {
      const own = Buffer.from(gzipDeterministic(bytes, 9, 'own'));
      const scratch = gzipDeterministic(bytes, 9, 'scratch');
      expect(scratch.equals(own)).toBe(true);
      expect(scratch[9]).toBe(0xff);
      // The OS byte aside, what gzipSync writes.
      const plain = gzipSync(bytes, { level: 9 });
      plain[9] = 0xff;
      expect(scratch.equals(plain)).toBe(true);
    }
  });

  it("reuses this thread's one buffer: a second gzip overwrites the first", () => {
    const first = gzipDeterministic(file, 6, 'scratch');
    const kept = Buffer.from(first);
    const second = gzipDeterministic(noise, 6, 'scratch');
    expect(second.buffer === first.buffer).toBe(true);
    expect(first.equals(kept)).toBe(false);
    const own = gzipDeterministic(file, 6, 'own');
    expect(own.buffer === second.buffer).toBe(false);
  });
});
