import sax from 'sax';
import { describe, expect, it } from 'vitest';
import { RawCdataEnds } from '../../../../electron/engine/import/raw-cdata-ends';

/** The positions told, and the text and CDATA sax read, of `pieces` written one after another. */
function read(pieces: readonly string[]): { found: string[]; text: string } {
  const parser = sax.parser(true);
  let text = '';
  parser.ontext = (piece) => void (text += piece);
  parser.oncdata = (piece) => void (text += piece);
  const found: string[] = [];
  const writer = new RawCdataEnds(parser, ({ line, column }) => found.push(`${line}:${column}`));
  for (const piece of pieces) writer.write(piece);
  parser.close();
  return { found, text };
}

describe('RawCdataEnds', () => {
  const xml = '<a>x]]>y<![CDATA[z]]>w]]]>v\n\uD83D\uDE00]]></a>';

  it('tells each `]]>` of an element’s text by the line and column of its first `]`, and hands sax every character', () => {
    // The CDATA section's own end is not told; `]]]>` after it is text again, its `]]>` at 24; the
    // columns count UTF-16 code units, as sax's do everywhere.
    expect(read([xml])).toEqual({ found: ['1:5', '1:24', '2:3'], text: 'x]]>yzw]]]>v\n\uD83D\uDE00]]>' });
  });

  it('finds the same wherever the writes split the text, one character at a time too', () => {
    for (let cut = 0; cut <= xml.length; cut++) {
      expect(read([xml.slice(0, cut), xml.slice(cut)]).found).toEqual(['1:5', '1:24', '2:3']);
    }
    expect(read(xml.split('')).found).toEqual(['1:5', '1:24', '2:3']);
  });
});
