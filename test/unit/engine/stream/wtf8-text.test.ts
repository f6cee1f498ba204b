import { describe, expect, it } from 'vitest';
import { readWtf8, writeWtf8 } from '../../../../electron/engine/stream/wtf8-text';

/** Texts with lone surrogates anywhere (first, last, two in a row, a low before a high), pairs and characters UTF-8 writes with ED. */
const TEXTS = [
  '',
  'https://example.com/plain',
  'https://example.com/café/€/😀',
  '\uD800',
  '\uDFFF',
  '\uD800https://example.com/x',
  'https://example.com/x\uDBFF',
  'https://example.com/\uD800\uD800x',
  'https://example.com/\uDC00\uD800x',
  'https://example.com/\uD83D\uDE00\uD83Dx\uDE00',
  'https://example.com/\uD7FF\uE000\uD55C', // ED 9F BF, EE 80 80, ED 95 9C: characters, not surrogates
  `https://example.com/${'é'.repeat(40)}\uDABC${'中'.repeat(40)}`,
];

describe('WTF-8', () => {
  it.each(TEXTS.map((text) => [JSON.stringify(text), text]))(
    'reads back %s exactly, in as many bytes as Buffer.byteLength counts',
    (_, text) => {
      const target = Buffer.alloc(Buffer.byteLength(text) + 6, 0xed);
      const written = writeWtf8(text, target, 3);
      expect(written).toBe(Buffer.byteLength(text));
      expect(readWtf8(target, 3, 3 + written)).toBe(text);
    },
  );

  it('writes well-formed text as UTF-8, and a lone surrogate as its three generalised UTF-8 bytes', () => {
    const target = Buffer.alloc(64);
    const text = 'https://example.com/café/😀';
    expect(target.subarray(0, writeWtf8(text, target, 0))).toEqual(Buffer.from(text));
    expect([...target.subarray(0, writeWtf8('a\uD800b\uDFFF', target, 0))]).toEqual([
      0x61, 0xed, 0xa0, 0x80, 0x62, 0xed, 0xbf, 0xbf,
    ]);
  });

  it('keeps apart texts that UTF-8 makes one (each lone surrogate becomes U+FFFD)', () => {
    const texts = ['https://example.com/\uD800x', 'https://example.com/\uDC00x', 'https://example.com/\uFFFDx'];
    expect(new Set(texts.map((text) => Buffer.from(text).toString())).size).toBe(1);
    const read = texts.map((text) => {
      const target = Buffer.alloc(Buffer.byteLength(text));
      return readWtf8(target, 0, writeWtf8(text, target, 0));
    });
    expect(read).toEqual(texts);
  });
});
