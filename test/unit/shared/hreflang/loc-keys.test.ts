import { describe, expect, it } from 'vitest';
import { utf8Bytes } from '../../../../shared/columnar/utf8-text';
import { LocKeys } from '../../../../shared/hreflang/loc-keys';

/** The node each text gets, the text's index when it is new. */
function nodesOf(texts: readonly string[]): number[] {
  const keys = new LocKeys(2);
  return texts.map((text, index) => {
    keys.keyOfText(text);
    return keys.nodeOf(index);
  });
}

describe('LocKeys', () => {
  it('gives texts with one normalised form one node, and others their own', () => {
    expect(
      nodesOf([
        'https://example.com/a',
        'HTTPS://Example.COM:443/a',
        'https://example.com/a/',
        'https://example.com/caf%c3%a9',
        'https://example.com/caf%C3%A9',
        'https://example.com',
        'https://example.com/',
        '',
        '',
      ]),
    ).toEqual([0, 0, 2, 3, 3, 5, 5, 7, 7]);
  });

  it('keeps texts apart that differ only in lone surrogates (which UTF-8 cannot hold)', () => {
    expect(
      nodesOf(['https://e.com/\ud800', 'https://e.com/\udbff', 'https://e.com/\ufffd', 'https://e.com/\ud800']),
    ).toEqual([0, 1, 2, 0]);
  });

  it('finds a key from UTF-8 bytes as from text, and says when the bytes need normalising first', () => {
    const keys = new LocKeys(4);
    keys.keyOfText('https://example.com/strasse');
    expect(keys.nodeOf(0)).toBe(0);
    const bytes = utf8Bytes('..https://example.com/strasse');
    expect(keys.keyOfUtf8(bytes, 2, bytes.length - 2)).toBe(true);
    expect(keys.nodeOf(1)).toBe(0);
    expect(keys.isKeyOf(0)).toBe(true);
    expect(keys.isKeyOf(1)).toBe(false);
    const upper = utf8Bytes('HTTPS://EXAMPLE.COM/x');
    expect(keys.keyOfUtf8(upper, 0, upper.length)).toBe(false);
    // The truth probe: a loc's ü and an href's %C3%BC are one page (a cluster was split in two).
    const raw = utf8Bytes('https://example.com/straße');
    expect(keys.keyOfUtf8(raw, 0, raw.length)).toBe(false);
    keys.keyOfText('https://example.com/straße');
    keys.stage(2);
    keys.keyOfText('https://example.com/stra%c3%9fe');
    expect(keys.nodeOf(3)).toBe(2);
  });

  it('grows past the nodes it was made for, keeping every key', () => {
    const texts = Array.from({ length: 5_000 }, (_, i) => `https://example.com/${'x'.repeat(i % 90)}/${i}`);
    expect(nodesOf([...texts, ...texts])).toEqual([...texts.keys(), ...texts.keys()]);
  });

  it('keeps a key where its bytes lie, and finds it from a copy, a text and a staged duplicate', () => {
    const keys = new LocKeys(8);
    const column = utf8Bytes('https://example.com/ahttps://example.com/strassehttps://example.com/a');
    expect(keys.keyOfUtf8(column, 0, 21, true)).toBe(true);
    keys.stage(0);
    expect(keys.keyOfUtf8(column, 21, 27, true)).toBe(true);
    keys.stage(1);
    // The same loc again, staged in the same batch: it keeps the first row's node and no key of its own.
    expect(keys.keyOfUtf8(column, 48, 21, true)).toBe(true);
    keys.stage(2);
    keys.keyOfText('HTTPS://EXAMPLE.COM/a');
    expect(keys.nodeOf(9)).toBe(0);
    expect(keys.isKeyOf(2)).toBe(false);
    keys.keyOfText('https://example.com/strasse');
    expect(keys.isKeyOf(1)).toBe(true);
    expect(keys.nodeOf(9)).toBe(1);
    const copy = utf8Bytes('https://example.com/a');
    expect(keys.keyOfUtf8(copy, 0, copy.length)).toBe(true);
    expect(keys.nodeOf(9)).toBe(0);
    keys.keyOfText('https://example.com/b');
    expect(keys.nodeOf(3)).toBe(3);
  });
});
