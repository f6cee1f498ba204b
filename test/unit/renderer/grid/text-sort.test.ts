import { describe, expect, it } from 'vitest';
import { sortByText } from '../../../../renderer/src/grid/text-sort';

/** What a plain comparator sort gives: code unit order, ties in index order. */
function reference(keys: readonly string[]): number[] {
  return Array.from(keys.keys()).sort((a, b) => (keys[a] === keys[b] ? a - b : keys[a]! < keys[b]! ? -1 : 1));
}

describe('radix sort of text', () => {
  it('matches a comparator sort on URLs with shared prefixes, duplicates, prefixes of each other and non-Latin text', () => {
    let seed = 7;
    const next = (n: number): number => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % n;
    };
    const words = ['a', 'ab', 'abc', 'blue', 'blü', '日本', '😀', 'Z', ''];
    const keys = Array.from({ length: 5000 }, () => {
      const parts = Array.from({ length: 1 + next(4) }, () => words[next(words.length)]);
      return `https://example.com/${parts.join('/')}${next(3) === 0 ? '' : next(50)}`;
    });
    const indices = Int32Array.from(keys.keys());
    sortByText(keys, indices);
    expect(Array.from(indices)).toEqual(reference(keys));
  });

  it('matches a comparator sort where keys share long stretches, repeat in large groups and end inside one another', () => {
    let seed = 11;
    const next = (n: number): number => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % n;
    };
    // Stretches longer than the sixteen characters read at a time, so groups are read again further on.
    const stems = ['catalogue/category-of-long-names/', 'catalogue/category-of-long-namesakes/', 'c', ''];
    const tails = ['', 'a', 'ab', 'abcdefghijklmnopqrstuvwxyz', 'é', 'ÿ', 'Ā', '日本', '\u0000', 'Z'];
    const keys = Array.from({ length: 20000 }, () => {
      const tail = Array.from({ length: next(4) }, () => tails[next(tails.length)]).join('');
      return `https://shop.example.com/${stems[next(stems.length)]}${tail}`;
    });
    const indices = Int32Array.from(keys.keys());
    sortByText(keys, indices);
    expect(Array.from(indices)).toEqual(reference(keys));
  });

  it('sorts a subset in place and keeps ties in the order given', () => {
    const keys = ['b', 'a', 'b', 'a', 'c'];
    const indices = Int32Array.from([0, 2, 3, 4]);
    sortByText(keys, indices);
    expect(Array.from(indices)).toEqual([3, 0, 2, 4]);
  });
});
