import { describe, expect, it } from 'vitest';
import { DeclaredDecoder, declaredEncoding } from '../../../../electron/engine/import/declared-encoding';

const decodeInPieces = (decoder: DeclaredDecoder, bytes: Buffer, size: number): string => {
  let text = '';
  for (let at = 0; at < bytes.length; at += size) text += decoder.decode(bytes.subarray(at, at + size));
  return text + decoder.end();
};

describe('a declared encoding', () => {
  it('is the one TextDecoder knows by the name, unless UTF-8, UTF-16, unknown, or after a byte order mark', () => {
    expect(declaredEncoding(Buffer.from('<?xml version="1.0" encoding="ISO-8859-1"?><urlset/>'))).toBe('windows-1252');
    expect(declaredEncoding(Buffer.from("<?xml version='1.0' encoding='Shift_JIS'?>"))).toBe('shift_jis');
    expect(declaredEncoding(Buffer.from('<?xml version="1.0" encoding="utf8"?>'))).toBeNull();
    expect(declaredEncoding(Buffer.from('<?xml version="1.0" encoding="x-none"?>'))).toBeNull();
    expect(declaredEncoding(Buffer.from('\ufeff<?xml version="1.0" encoding="ISO-8859-1"?>'))).toBeNull();
  });

  it('reads the same in pieces of any size: ASCII as it is, then the declared encoding, or UTF-8 where the bytes are', () => {
    const latin1 = Buffer.from('<a>caf\u00e9 \u00e0</a>', 'latin1');
    const utf8 = Buffer.from('<a>caf\u00e9 \u00e0</a>', 'utf8');
    for (const size of [1, 2, 3, 5, 100]) {
      const inLatin1 = new DeclaredDecoder('windows-1252');
      expect(decodeInPieces(inLatin1, latin1, size)).toBe('<a>caf\u00e9 \u00e0</a>');
      expect(inLatin1.readIn).toBe(true);
      const inUtf8 = new DeclaredDecoder('windows-1252');
      expect(decodeInPieces(inUtf8, utf8, size)).toBe('<a>caf\u00e9 \u00e0</a>');
      expect(inUtf8.readIn).toBe(false);
    }
    const sjis = Buffer.concat([Buffer.from('<t>'), Buffer.from([0x93, 0xfa, 0x96, 0x7b]), Buffer.from('</t>')]);
    expect(decodeInPieces(new DeclaredDecoder('shift_jis'), sjis, 1)).toBe('<t>\u65e5\u672c</t>');
    // Its last byte past ASCII, too few to be UTF-8, is the declared encoding's.
    expect(decodeInPieces(new DeclaredDecoder('windows-1252'), Buffer.from([0x61, 0xe9]), 1)).toBe('a\u00e9');
  });

  it('turns from UTF-8 to the declared encoding at a later byte that is not UTF-8, in pieces of any size, and says where', () => {
    const bytes = Buffer.concat([Buffer.from('<a>caf\u00e9</a>', 'utf8'), Buffer.from('<b>\u00e0 la</b>', 'latin1')]);
    const turnAt = Buffer.from('<a>caf\u00e9</a><b>', 'utf8').length;
    for (const size of [1, 2, 3, 7, 11]) {
      const decoder = new DeclaredDecoder('windows-1252');
      let text = '';
      let turn: { at: number; offset: number } | null = null;
      const take = (piece: string): void => {
        const turned = decoder.takeTurn();
        if (turned) turn = { at: text.length + turned.index, offset: turned.offset };
        text += piece;
      };
      for (let at = 0; at < bytes.length; at += size) take(decoder.decode(bytes.subarray(at, at + size)));
      take(decoder.end());
      expect(text).toBe('<a>caf\u00e9</a><b>\u00e0 la</b>');
      expect(turn).toEqual({ at: '<a>caf\u00e9</a><b>'.length, offset: turnAt });
      expect(decoder.readIn).toBe(true);
    }
    // Judged on the bytes it first meets past ASCII: in one piece with the later byte, all are the declared encoding's.
    const whole = new DeclaredDecoder('windows-1252');
    expect(whole.decode(bytes) + whole.end()).toBe('<a>caf\u00c3\u00a9</a><b>\u00e0 la</b>');
    expect(whole.takeTurn()).toBeNull();
    // A character cut short at the file's end, after UTF-8: its bytes are the declared encoding's.
    const cut = new DeclaredDecoder('windows-1252');
    expect(cut.decode(Buffer.from([0xc3, 0xa9, 0x61, 0xc3])) + cut.end()).toBe('\u00e9a\u00c3');
  });
});
