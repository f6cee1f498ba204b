import { describe, expect, it } from 'vitest';
import { parseTsv, serializeHtml, serializeTsv } from '../../../../renderer/src/grid/tsv';

describe('TSV for the clipboard', () => {
  it('reads Excel: CRLF lines, a trailing line break, quoted cells with tabs, newlines and quotes', () => {
    const text = 'a\t"b\tc"\r\n"line 1\r\nline 2"\t"say ""hi"""\r\n';
    expect(parseTsv(text)).toEqual([
      ['a', 'b\tc'],
      ['line 1\r\nline 2', 'say "hi"'],
    ]);
  });

  it('reads Google Sheets: LF lines, no trailing break', () => {
    expect(parseTsv('x\ty\n1\t2')).toEqual([
      ['x', 'y'],
      ['1', '2'],
    ]);
  });

  it('reads one plain value, and an empty clipboard as one empty cell', () => {
    expect(parseTsv('https://example.com/?a=1&b=2')).toEqual([['https://example.com/?a=1&b=2']]);
    expect(parseTsv('')).toEqual([['']]);
  });

  it('writes quotes only where a spreadsheet needs them, and reads back what it wrote', () => {
    const cells = [
      ['plain', 'tab\there'],
      ['new\nline', 'quote "q"'],
      ['', '0.5'],
    ];
    const text = serializeTsv(cells);
    expect(text.split('\n')[0]).toBe('plain\t"tab\there"');
    expect(parseTsv(text)).toEqual(cells);
  });

  it('writes an HTML table with escaped text', () => {
    expect(serializeHtml([['<a>&', '"x"']])).toBe(
      '<table><tr><td>&lt;a&gt;&amp;</td><td>&quot;x&quot;</td></tr></table>',
    );
  });
});
