import { describe, expect, it } from 'vitest';
import { utf8Hash } from '../../../../electron/engine/checks/utf8-hash';

const hashOf = (text: string, before = ''): number => {
  const bytes = Buffer.from(before + text);
  const start = Buffer.byteLength(before);
  return utf8Hash(bytes, start, bytes.length);
};

describe('utf8Hash', () => {
  it('reads only its range: the same text hashes alike wherever it lies', () => {
    for (const text of ['', 'a', 'https://example.com/café', 'https://example.com/🎉/x'])
      expect(hashOf(text, 'https://other.org/')).toBe(hashOf(text));
  });

  it('tells apart texts that differ in any byte of a whole block or of the tail, and in length', () => {
    const texts = [
      '',
      'a',
      'ab',
      'abc',
      'abcd',
      'abcde',
      'abcdef',
      'abcdefg',
      'abcdefgh',
      'bbcdefgh',
      'abcdefgi',
      'a\u0000',
    ];
    expect(new Set(texts.map((text) => hashOf(text))).size).toBe(texts.length);
  });
});
