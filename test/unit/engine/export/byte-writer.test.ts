import { describe, expect, it } from 'vitest';
import { ByteWriter, elementTags, markupOf } from '../../../../electron/engine/export/byte-writer';
import { fitsUtf8 } from '../../../../shared/columnar/utf8-text';
import { escapeAttribute, escapeXml } from '../../../../electron/engine/xml-text';

/** Strings with every kind of code unit the encoder treats apart: ASCII, the escapes, 2- and 3-byte, pairs, lone surrogates. */
function randomTexts(count: number): string[] {
  const pieces = [
    'a',
    'Z',
    '0',
    '/',
    '&',
    '<',
    '>',
    '"',
    "'",
    '\t',
    '\n',
    '\r',
    'é',
    'ß',
    '€',
    '中',
    '😀',
    '\ud800',
    '\udfff',
    '\u0000',
  ];
  let seed = 7;
  const next = (): number => (seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) / 2 ** 32;
  return Array.from({ length: count }, () =>
    Array.from({ length: Math.floor(next() * 12) }, () => pieces[Math.floor(next() * pieces.length)]).join(''),
  );
}

const written = (write: (out: ByteWriter) => void, size = 4096): Buffer => {
  const out = new ByteWriter(Buffer.alloc(size));
  write(out);
  expect(out.overflowed).toBe(false);
  return Buffer.from(out.bytes.subarray(0, out.offset));
};

describe('ByteWriter', () => {
  it('writes text, attributes and raw markup as the string escapers and Buffer.from do', () => {
    for (const text of randomTexts(2000)) {
      expect(written((out) => out.text(text))).toEqual(Buffer.from(escapeXml(text)));
      expect(written((out) => out.attribute(text))).toEqual(Buffer.from(escapeAttribute(text)));
      expect(written((out) => out.raw(text))).toEqual(Buffer.from(text));
    }
  });

  it('writes well-formed UTF-8 given as bytes as text and raw write its string, escapes and all', () => {
    const source = Buffer.alloc(64 * 1024);
    for (const text of randomTexts(2000).filter(fitsUtf8)) {
      // Somewhere inside a larger buffer, as a column's chunk holds it.
      const from = 3 + (text.length % 5);
      const to = from + source.write(text, from);
      expect(written((out) => out.textUtf8(source, from, to))).toEqual(written((out) => out.text(text)));
      expect(written((out) => out.rawUtf8(source, from, to))).toEqual(written((out) => out.raw(text)));
    }
  });

  it('reads UTF-8 from views at an offset in their memory, one writer reading several in turn', () => {
    const texts = randomTexts(600).filter(fitsUtf8);
    const memory = new ArrayBuffer(64 * 1024);
    // Two chunks at odd offsets of one memory, as a column's chunks may be.
    const chunks = [new Uint8Array(memory, 5, 30_000), new Uint8Array(memory, 30_011, 30_000)];
    const out = new ByteWriter(Buffer.alloc(256 * 1024));
    const expected = new ByteWriter(Buffer.alloc(256 * 1024));
    let at = 0;
    for (const [i, text] of texts.entries()) {
      const chunk = chunks[i % 2]!;
      const bytes = Buffer.from(text);
      chunk.set(bytes, at % 20_000);
      out.textUtf8(chunk, at % 20_000, (at % 20_000) + bytes.length);
      expected.text(text);
      at += bytes.length + 7;
    }
    expect(out.offset).toBe(expected.offset);
    expect(Buffer.from(out.bytes.subarray(0, out.offset))).toEqual(
      Buffer.from(expected.bytes.subarray(0, expected.offset)),
    );
  });

  it('copies UTF-8 bytes near the end of the buffer as text does: what fits, the rest counted', () => {
    const text = 'https://example.com/caf\u00e9/a&b/\ud83d\ude00/plain-ascii-run';
    const source = Buffer.from(text);
    for (let room = 0; room <= source.length + 12; room++) {
      const expected = Buffer.alloc(room + 8, 0x2e);
      const reference = new ByteWriter(expected.subarray(0, room));
      reference.text(text);
      const bytes = Buffer.alloc(room + 8, 0x2e);
      const out = new ByteWriter(bytes.subarray(0, room));
      out.textUtf8(source, 0, source.length);
      expect(out.offset).toBe(reference.offset);
      expect(bytes).toEqual(expected);
    }
  });

  it('copies markup of every length whole, next to text and near the end, its last word never over what follows', () => {
    const pieces = ['', 'a', '<b>', '</ab>', '<url>', '</url>\n', '<loc>é', '<lastmod>', '</changefreq>'];
    const whole = Buffer.from(pieces.map((piece) => `${piece}x&amp;`).join(''));
    for (let room = 0; room <= whole.length + 8; room++) {
      const bytes = Buffer.alloc(room + 8, 0x2e);
      const out = new ByteWriter(bytes.subarray(0, room));
      for (const piece of pieces) {
        out.markup(markupOf(piece));
        out.text('x&');
      }
      expect(out.offset).toBe(whole.length);
      expect(bytes.subarray(0, Math.min(room, whole.length))).toEqual(whole.subarray(0, room));
      expect(bytes.subarray(room).every((byte) => byte === 0x2e)).toBe(true);
    }
  });

  it('writes an element only when it has a value', () => {
    const loc = elementTags('loc');
    expect(written((out) => out.element(loc, 'https://example.com/?a=1&b=2')).toString()).toBe(
      '<loc>https://example.com/?a=1&amp;b=2</loc>',
    );
    expect(written((out) => out.element(loc, null))).toHaveLength(0);
  });

  it('counts every byte past the end without writing it, so the caller learns the exact size', () => {
    const bytes = Buffer.alloc(8, 0x2e);
    const out = new ByteWriter(bytes.subarray(0, 4));
    out.text('ab€&'); // 2 + 3 + 5 bytes
    expect(out.offset).toBe(10);
    expect(out.overflowed).toBe(true);
    expect(bytes.subarray(4).toString()).toBe('....'); // nothing beyond the writer's buffer
  });

  it('near the end of the buffer writes exactly the bytes that fit, whatever the room, and counts the rest', () => {
    const tags = elementTags('loc');
    const text = 'https://example.com/caf\u00e9/a&b/\ud83d\ude00/plain-ascii-run';
    const whole = written((out) => out.element(tags, text));
    for (let room = 0; room <= whole.length + 8; room++) {
      const bytes = Buffer.alloc(room + 8, 0x2e);
      const out = new ByteWriter(bytes.subarray(0, room));
      out.element(tags, text);
      expect(out.offset).toBe(whole.length);
      expect(bytes.subarray(0, Math.min(room, whole.length))).toEqual(whole.subarray(0, room));
      expect(bytes.subarray(room).every((byte) => byte === 0x2e)).toBe(true);
    }
  });
});
