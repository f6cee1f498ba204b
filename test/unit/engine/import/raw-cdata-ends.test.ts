import sax from 'sax';
import { describe, expect, it } from 'vitest';
import { RawCdataEnds } from '../../../../electron/engine/import/raw-cdata-ends';

/** The positions told, and the text and CDATA sax read, of `pieces` written one after another. */
function read(pieces: readonly string[]): { found: number[]; text: string } {
  const parser = sax.parser(true);
  let text = '';
  parser.ontext = (piece) => void (text += piece);
  parser.oncdata = (piece) => void (text += piece);
  const found: number[] = [];
  const writer = new RawCdataEnds(parser, (at) => found.push(at));
  for (const piece of pieces) writer.write(piece);
  parser.close();
  return { found, text };
}

describe('RawCdataEnds', () => {
  const xml = '<a>x]]>y<![CDATA[z]]>w]]]>v</a>';

  it('tells each `]]>` of an element’s text by the position of its first `]`, and hands sax every character', () => {
    // The CDATA section's own end is not told; `]]]>` after it is text again, its `]]>` at 23.
    expect(read([xml])).toEqual({ found: [4, 23], text: 'x]]>yzw]]]>v' });
  });

  it('finds the same wherever the writes split the text, one character at a time too', () => {
    for (let cut = 0; cut <= xml.length; cut++) {
      expect(read([xml.slice(0, cut), xml.slice(cut)]).found).toEqual([4, 23]);
    }
    expect(read([...xml]).found).toEqual([4, 23]);
  });
});
