import { describe, expect, it } from 'vitest';
import { StringColumn } from '../../../../shared/columnar/string-column';
import { textKeys } from '../../../../renderer/src/table/text-keys';
import type { ByteKeys } from '../../../../renderer/src/table/text-sort';

function column(texts: readonly string[]): StringColumn {
  const strings = new StringColumn();
  strings.insertRows(0, texts.length);
  texts.forEach((text, row) => strings.set(row, text));
  return strings;
}

const bytesOf = (keys: ByteKeys, p: number): number[] =>
  Array.from(
    keys.chunks[keys.where[3 * p]!]!.subarray(keys.where[3 * p + 1]!, keys.where[3 * p + 1]! + keys.where[3 * p + 2]!),
  );

describe("a text column's sort keys", () => {
  it("are the asked rows' UTF-8 bytes, by position, where the column keeps them", () => {
    const texts = ['https://x/a', '', 'https://x/日本', 'https://x/😀', 'edited'];
    const strings = column(texts);
    strings.set(4, 'https://x/é');
    const keys = textKeys(strings, Int32Array.from([4, 2, 1, 3]));
    expect([0, 1, 2, 3].map((p) => bytesOf(keys, p))).toEqual(
      ['https://x/é', 'https://x/日本', '', 'https://x/😀'].map((text) => Array.from(new TextEncoder().encode(text))),
    );
  });

  it('encode text with a lone surrogate by code points, the surrogate as its own', () => {
    const strings = column(['a\uD800b', '\uDFFF\uD83D\uDE00', 'x']);
    const keys = textKeys(strings, Int32Array.from([2, 0, 1]));
    expect(bytesOf(keys, 0)).toEqual([0x78]);
    expect(bytesOf(keys, 1)).toEqual([0x61, 0xed, 0xa0, 0x80, 0x62]);
    expect(bytesOf(keys, 2)).toEqual([0xed, 0xbf, 0xbf, 0xf0, 0x9f, 0x98, 0x80]);
  });
});
