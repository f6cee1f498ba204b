import { describe, expect, it } from 'vitest';
import { seededInts } from '../../../support/seeded-random';
import { sortByBytes, type ByteKeys } from '../../../../renderer/src/table/text-sort';

/** Keys laid out over several small chunks, as a text column's rows lie over its chunks. */
function keysOf(texts: readonly Uint8Array[]): ByteKeys {
  const chunks: Uint8Array[] = [];
  const where = new Int32Array(3 * texts.length);
  let current = new Uint8Array(0);
  let used = 0;
  texts.forEach((text, p) => {
    if (used + text.length > current.length) {
      current = new Uint8Array(Math.max(2 ** 16, text.length));
      chunks.push(current);
      used = 0;
    }
    current.set(text, used);
    where.set([chunks.length - 1, used, text.length], 3 * p);
    used += text.length;
  });
  return { chunks, where };
}

/** What a plain comparator sort gives: unsigned bytes, a prefix first, ties in position order. */
function reference(texts: readonly Uint8Array[]): number[] {
  const compare = (x: Uint8Array, y: Uint8Array): number => {
    for (let i = 0; i < Math.min(x.length, y.length); i += 1) if (x[i] !== y[i]) return x[i]! - y[i]!;
    return x.length - y.length;
  };
  return Array.from(texts.keys()).sort((a, b) => compare(texts[a]!, texts[b]!) || a - b);
}

const utf8 = (text: string): Uint8Array => new TextEncoder().encode(text);

describe('radix sort of byte keys', () => {
  it('matches a comparator sort on URLs with shared prefixes, duplicates, prefixes of each other and non-Latin text', () => {
    const next = seededInts(7);
    const words = ['a', 'ab', 'abc', 'blue', 'blü', '日本', '😀', '\uFFFD', 'Z', ''];
    const texts = Array.from({ length: 5000 }, () => {
      const parts = Array.from({ length: 1 + next(4) }, () => words[next(words.length)]);
      return utf8(`https://example.com/${parts.join('/')}${next(3) === 0 ? '' : next(50)}`);
    });
    expect(Array.from(sortByBytes(keysOf(texts)))).toEqual(reference(texts));
  });

  it('matches a comparator sort where keys share long stretches, repeat in large groups and end inside one another', () => {
    const next = seededInts(11);
    // Stretches longer than the thirty-two bytes read at a time, so groups are read again further on.
    const stems = [
      'catalogue/category-of-long-names/with-more-words-than-one-read/',
      'catalogue/category-of-long-names/',
      'c',
      '',
    ];
    const tails = ['', 'a', 'ab', 'abcdefghijklmnopqrstuvwxyz0123456789', 'é', 'ÿ', 'Ā', '日本', '\u0000', 'Z', '𝄞'];
    const texts = Array.from({ length: 20000 }, () => {
      const tail = Array.from({ length: next(4) }, () => tails[next(tails.length)]).join('');
      return utf8(`https://shop.example.com/${stems[next(stems.length)]}${tail}`);
    });
    expect(Array.from(sortByBytes(keysOf(texts)))).toEqual(reference(texts));
  });

  it('orders every byte value, 254 and 255 (never in UTF-8) included, in large and small groups', () => {
    const next = seededInts(3);
    const alphabet = [0x00, 0x01, 0x2f, 0x7f, 0x80, 0xc3, 0xef, 0xf4, 0xfd, 0xfe, 0xff];
    const texts = Array.from({ length: 6000 }, () => {
      const prefix = next(2) === 0 ? 'x'.repeat(40) : '';
      const tail = Array.from({ length: next(6) }, () => alphabet[next(alphabet.length)]!);
      return Uint8Array.from([...utf8(prefix), ...tail]);
    });
    expect(Array.from(sortByBytes(keysOf(texts)))).toEqual(reference(texts));
    const few = texts.slice(0, 20);
    expect(Array.from(sortByBytes(keysOf(few)))).toEqual(reference(few));
  });

  it('keeps equal keys in position order, and handles none, one and all-empty keys', () => {
    const texts = ['b', 'a', 'b', 'a', 'c', '', ''].map(utf8);
    expect(Array.from(sortByBytes(keysOf(texts)))).toEqual([5, 6, 1, 3, 0, 2, 4]);
    const many = Array.from({ length: 300 }, (_, i) => utf8(`https://x/${'y'.repeat(50)}${i % 3}`));
    expect(Array.from(sortByBytes(keysOf(many)))).toEqual(reference(many));
    expect(Array.from(sortByBytes(keysOf([])))).toEqual([]);
    expect(Array.from(sortByBytes(keysOf([utf8('a')])))).toEqual([0]);
    expect(Array.from(sortByBytes(keysOf(Array.from({ length: 50 }, () => utf8('')))))).toEqual(
      Array.from({ length: 50 }, (_, i) => i),
    );
  });
});
