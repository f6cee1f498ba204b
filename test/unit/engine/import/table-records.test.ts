import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { tableTextFault } from '../../../../electron/engine/import/record-parser';
import { MAX_RECORD_CHARS } from '../../../../electron/engine/import/table-record';
import { RecordTooLongError, tableRecords } from '../../../../electron/engine/import/table-records';
import { TableLineEnds } from '../../../../electron/engine/import/table-line-ends';
import { TableTextPieces } from '../../../../electron/engine/import/table-text-pieces';
import type { TableTextFault } from '../../../../shared/problem-catalogue';
import { tableText } from '../../../../shared/table-text';
import { tableTextDelimiter } from '../../../../shared/table-text-format';
import { emptyRow } from '../../../../shared/url-table';
import { allStrings, randomStrings } from '../../../support/random-strings';

type Found = [line: number, cells: string[], faults: readonly TableTextFault[]];

/** The text in pieces of the given sizes, in turn. */
async function* piecesOf(text: string, sizes: readonly number[]): AsyncGenerator<string> {
  for (let at = 0, turn = 0; at < text.length; turn++) {
    const size = sizes[turn % sizes.length]!;
    yield text.slice(at, at + size);
    at += size;
  }
}

async function streamed(text: string, sizes: readonly number[], parseChars: number): Promise<Found[]> {
  const found: Found[] = [];
  for await (const records of tableRecords(piecesOf(text, sizes), new TableTextPieces('csv'), { parseChars })) {
    for (const { line, cells, faults } of records) found.push([line, cells, [...faults]]);
  }
  return withoutTrailingBlank(found);
}

/**
 * What parsing the whole text at once finds, its line ends outside quoted cells made LF first (as
 * tableRecords reads them): each record's line counted from the line breaks before it, CR LF, CR or LF.
 */
function whole(text: string): Found[] {
  const delimiter = tableTextDelimiter('csv', /^[^\r\n]*/.exec(text)![0]);
  const lineEnds = new TableLineEnds(delimiter);
  const normalized = lineEnds.normalize(text) + lineEnds.end();
  const { data, errors } = Papa.parse<string[]>(normalized, { delimiter, newline: '\n' });
  let line = 1;
  const found = data.map((cells, row): Found => {
    const record: Found = [line, cells, errors.filter((error) => error.row === row).map(tableTextFault)];
    for (const cell of cells) line += cell.match(/\r\n|\r|\n/g)?.length ?? 0;
    line += 1;
    return record;
  });
  return withoutTrailingBlank(found);
}

/** A text ending in a line break has an empty last record when parsed whole; a streamed parse may leave it out. */
function withoutTrailingBlank(found: Found[]): Found[] {
  const last = found.at(-1);
  return last && last[1].length === 1 && last[1][0] === '' && last[2].length === 0 ? found.slice(0, -1) : found;
}

/** A table of tricky cells (quotes, delimiters, line breaks inside quotes), written as the app writes it. */
function trickyTable(): string {
  const values = randomStrings(2400, 12);
  const rows = [];
  for (let i = 0; i + 4 <= values.length; i += 4) {
    rows.push({
      ...emptyRow(values[i]!),
      lastmod: values[i + 1]!,
      changefreq: values[i + 2]!,
      priority: values[i + 3]!,
    });
  }
  return tableText(rows, 'csv');
}

describe('CSV records parsed as the text arrives', () => {
  it('finds the records, lines and faults of the whole-text parse, however the text is cut', async () => {
    const text =
      trickyTable() +
      'https://example.com/a,"bad"quote,x\r\n' +
      '"https://example.com/b","spans\r\nthree\r\nlines",x\r\n' +
      'https://example.com/c,"never closed\r\nand on';
    const expected = whole(text);
    expect(expected.length).toBeGreaterThan(500);
    expect(
      expected.some(([, , faults]) => faults.some((fault) => 'quote' in fault && fault.quote === 'unterminated')),
    ).toBe(true);
    expect(
      expected.some(([, , faults]) => faults.some((fault) => 'quote' in fault && fault.quote === 'malformed')),
    ).toBe(true);
    for (const [sizes, parseChars] of [
      [[1], 1],
      [[3, 7, 1], 5],
      [[64], 100],
      [[1000, 17], 300],
      [[text.length], 1],
    ] as const) {
      expect(await streamed(text, sizes, parseChars), `pieces of ${sizes.join(',')}`).toEqual(expected);
    }
  });

  // The sweep's probe: one line break for the whole file glued the rows after a lone CR into one cell, unsaid.
  it("ends a record at CR LF, LF or CR alone outside quotes, however they mix, and keeps a quoted cell's own", async () => {
    const text =
      'loc,note\rhttps://example.com/1,a\nhttps://example.com/2,"x\ry"\rhttps://example.com/3,b\r\n/4,"p\r\nq"\r';
    const expected: Found[] = [
      [1, ['loc', 'note'], []],
      [2, ['https://example.com/1', 'a'], []],
      [3, ['https://example.com/2', 'x\ry'], []],
      [5, ['https://example.com/3', 'b'], []],
      [6, ['/4', 'p\r\nq'], []],
    ];
    for (let cut = 1; cut < text.length; cut++) {
      expect(await streamed(text, [cut, text.length], 1), `cut at ${cut}`).toEqual(expected);
    }
  });

  // A parse whose text holds neither a quote nor a CR has no cell with a line break; one with a CR may.
  it('counts the lines of texts with no quote, and of CR line ends left as written after a stray quote', async () => {
    const plain = ['loc,lastmod', 'https://example.com/1,2025', '', 'https://example.com/2', 'https://example.com/3,x'];
    const stray = ['loc,note', 'https://example.com/1,a"b', 'https://example.com/2,c', 'https://example.com/3,d'];
    for (const text of [plain.join('\n'), `${stray.join('\r\n')}\r\n`]) {
      const expected = whole(text);
      expect(expected.length).toBeGreaterThanOrEqual(4);
      for (let cut = 1; cut < text.length; cut++) {
        expect(await streamed(text, [cut, text.length], 1), `cut at ${cut}`).toEqual(expected);
      }
    }
  });

  // A quote inside an unquoted cell is text to papaparse, which says nothing of it: counted as opening a
  // cell, it left the CR LF line ends after it as written, a CR ending each last cell, the lines run ahead.
  it('opens a quoted cell only where a cell begins, as papaparse reads quotes, whatever the delimiter', async () => {
    const rows = (delimiter: string): string[] => [
      ['loc', 'note'].join(delimiter),
      ['https://example.com/1', '5" screen'].join(delimiter),
      ['https://example.com/2', 'x "y" z'].join(delimiter),
      ['https://example.com/3', '"quoted\r\nbreak"'].join(delimiter),
      ['https://example.com/4', 'd'].join(delimiter),
    ];
    for (const [delimiter, head] of [
      [',', ''],
      [';', ''],
      ['|', 'sep=|\r\n'],
    ] as const) {
      const text = `${head}${rows(delimiter).join('\r\n')}\r\n`;
      const start = head === '' ? 1 : 2;
      const expected: Found[] = [
        [start, ['loc', 'note'], []],
        [start + 1, ['https://example.com/1', '5" screen'], []],
        [start + 2, ['https://example.com/2', 'x "y" z'], []],
        [start + 3, ['https://example.com/3', 'quoted\r\nbreak'], []],
        [start + 5, ['https://example.com/4', 'd'], []],
      ];
      for (let cut = 1; cut < text.length; cut++) {
        expect(await streamed(text, [cut, text.length], 1), `${delimiter}: cut at ${cut}`).toEqual(expected);
      }
    }
  });

  // papaparse ends a quoted cell only at a quote the delimiter or a line end follows (white space between
  // allowed); any other is its text (InvalidQuotes), and a quote after it does not open a cell.
  it('keeps a quoted cell open past a quote that does not end it, as papaparse does', async () => {
    const text = 'loc,n\r"a"b"c,",x\r/2,y\r"/3" ,"z"\t\r\n"/4""",w\r';
    const read = (found: Found[]): [number, string[]][] => found.map(([line, cells]) => [line, cells]);
    const expected: [number, string[]][] = [
      [1, ['loc', 'n']],
      [2, ['a"b"c,', 'x']],
      [3, ['/2', 'y']],
      [4, ['/3', 'z']],
      [5, ['/4"', 'w']],
    ];
    for (let cut = 1; cut < text.length; cut++) {
      expect(read(await streamed(text, [cut, text.length], 1)), `cut at ${cut}`).toEqual(expected);
    }
  });

  it('reads a table whose sep= line names a delimiter papaparse refuses as papaparse does, with a comma', async () => {
    const text = 'sep="\r\nloc,n\r\na,"b\r\n",x\r\nrest,1\r\n';
    expect(await streamed(text, [5, 3], 1)).toEqual([
      [2, ['loc', 'n'], []],
      [3, ['a', 'b\r\n', 'x'], []],
      [5, ['rest', '1'], []],
    ]);
  });

  it('stops at a first line longer than any record, with no line end, whatever quotes it holds', async () => {
    for (const [head, kind] of [
      ['a,"', 'unclosed'],
      ['a,', 'header'],
    ] as const) {
      const text = head + 'x'.repeat(MAX_RECORD_CHARS + 10);
      await expect(streamed(text, [1024 * 1024], 64 * 1024)).rejects.toBeInstanceOf(RecordTooLongError);
      await expect(streamed(text, [1024 * 1024], 64 * 1024)).rejects.toMatchObject({ line: 1, kind });
    }
  });

  // A record too long to be a row ends where papaparse ends it: a quoted cell after its first
  // MAX_RECORD_CHARS characters holds its line breaks, and a stray quote before them opens none.
  it('leaves out a record too long to be a row up to where papaparse ends it, and reads on from there', async () => {
    // Longer than the limit by half: a record read in pieces is found too long before it ends.
    const long = 'x'.repeat(MAX_RECORD_CHARS * 1.5);
    const tail = '/2,y\r\n/3,"q\r\nr"\r\n/4,z\r\n';
    const texts = {
      'a quoted cell with line breaks after the limit': `loc,n\r\n/1${long},"a\r\nb\rc\nd"" e",f\r\n${tail}`,
      'a stray quote before the limit': `loc,n\r\n/1,5" ${long}\r${tail}`,
      'a quoted cell before the limit': `loc,n\r\n"/1\r\n",x\r\n${long}\r\n${tail}`,
      'a quoted cell after it closed by a quote in a later cell': `loc,n\r\n/1${long},"a\r\n${tail}`,
      'a quoted cell after it never closed': `loc,n\r\n/1${long},"a\r\n/2,y\r\n/3,z\r\n`,
      'a quoted cell left open by white space after its quote at the end': `loc,n\r\n/1,"${long}\r\n"  `,
    };
    for (const [name, text] of Object.entries(texts)) {
      const truth = whole(text).map(([line, cells, faults]): Found => {
        const tooLong = cells.length - 1 + cells.reduce((sum, cell) => sum + cell.length, 0) > MAX_RECORD_CHARS;
        // Of its faults, only a quoted cell left open is said.
        const open = faults.filter((fault) => 'quote' in fault && fault.quote === 'unterminated');
        return tooLong ? [line, [], open] : [line, cells, faults];
      });
      expect(truth.length, name).toBeGreaterThan(1);
      for (const sizes of [[text.length], [1024 * 1024], [1024 * 1024 - 1, 1, 2, 3]]) {
        expect(await streamed(text, sizes, 64 * 1024), `${name}, pieces of ${sizes.join(', ')}`).toEqual(truth);
      }
    }
  });

  it('stops at a header past the limit whose first line ended in a quoted cell, without reading on', async () => {
    let read = 0;
    async function* endless(): AsyncGenerator<string> {
      yield '"lo\r\nc",';
      // Far past the limit: a skip would read it all, to end it as a record too long.
      for (read = 0; read < 4 * MAX_RECORD_CHARS; read += 1024 * 1024) yield 'x'.repeat(1024 * 1024);
    }
    const reading = (async () => {
      for await (const records of tableRecords(endless(), new TableTextPieces('csv'))) expect(records).toEqual([]);
    })();
    await expect(reading).rejects.toMatchObject({ name: 'RecordTooLongError', line: 1, kind: 'header' });
    expect(read).toBeLessThan(2 * MAX_RECORD_CHARS);
  });

  // The line ends are made LF where papaparse, reading the text as written, is outside a quoted cell:
  // proved for every short text of a cell's text, quotes, the delimiter, white space and CR LF, cut
  // anywhere (in pieces of one or two characters, so each piece boundary falls everywhere).
  it('reads quotes as papaparse does, for every text of up to 6 such characters, ended or not, whole or cut', () => {
    /** papaparse's records, as Papa.Parser (what tableRecords uses) reads the text whole. */
    const records = (text: string, delimiter: string, newline: '\n' | '\r\n'): string =>
      JSON.stringify(new Papa.Parser({ delimiter, newline }).parse(text, 0, false).data);
    for (const delimiter of [',', '\t']) {
      let differs = 0;
      const texts = new Set(allStrings(['a', '"', delimiter, ' ', '\r\n'], 6));
      for (const written of texts) {
        for (const text of [written, `${written}\r\n`]) {
          const truth = records(text, delimiter, '\r\n');
          for (const size of [text.length, 1, 2]) {
            const lineEnds = new TableLineEnds(delimiter);
            let normalized = '';
            for (let at = 0; at < text.length; at += size) normalized += lineEnds.normalize(text.slice(at, at + size));
            normalized += lineEnds.end();
            if (records(normalized, delimiter, '\n') !== truth) differs++;
          }
        }
      }
      expect(texts.size).toBe((5 ** 7 - 1) / 4); // every text of 0 to 6 of 5 symbols, each once
      expect(differs, `delimiter ${JSON.stringify(delimiter)}`).toBe(0);
    }
  });

  it('counts lines across a quoted line break cut between two pieces, with LF, CRLF or CR line ends', async () => {
    for (const end of ['\n', '\r\n', '\r']) {
      const text = [
        'loc,lastmod',
        'https://example.com/1,"a',
        'b"',
        '/relative,"x',
        '',
        'y"',
        'https://example.com/3',
      ].join(end);
      const expected = whole(text);
      expect(expected.map(([line]) => line)).toEqual([1, 2, 4, 7]);
      for (let cut = 1; cut < text.length; cut++) {
        expect(await streamed(text, [cut, text.length], 1), `cut at ${cut}`).toEqual(expected);
      }
    }
  });
});
