import { describe, expect, it, vi } from 'vitest';
import {
  ColumnMemberFault,
  columnsOfMember,
  decodeColumnMember,
  encodeColumnMember,
  isColumnMember,
} from '../../../../electron/engine/project/column-member';
import { appendSlice, sliceToTransfer, type UrlColumnsSlice } from '../../../../shared/columnar/transfer-slice';
import { UrlColumns } from '../../../../shared/columnar/url-columns';
import { projectRow } from '../../../../shared/project-shape';
import { emptyRow, type UrlRow } from '../../../../shared/url-table';
import { fullRow, fullVideo } from '../../../support/full-row';

/** Rows with every field and extension, texts kept beside their codes, and a loc UTF-8 cannot hold. */
const rows = (): UrlRow[] => [
  ...Array.from({ length: 12 }, (_, i) => fullRow(i)),
  { ...emptyRow('https://example.com/lone-\uD800'), lastmod: '2026-1-5', changefreq: ' Daily ', priority: '.5' },
  { ...emptyRow('https://example.com/é?q=ü'), lastmod: '2026-01-05T10:00:00+01:00', priority: '0.50' },
  { ...emptyRow('https://example.com/raw'), extra: ['<x:y xmlns:x="urn:x">kept</x:y>'] },
  emptyRow('https://example.com/plain'),
];

const member = (): Buffer => encodeColumnMember(3, 40_000, sliceToTransfer(UrlColumns.fromRows(rows()), 0, 16))!;

describe('column members (project format 5)', () => {
  it('gives back every row and field of a slice, with its table and first row', () => {
    const bytes = member();
    expect(isColumnMember(bytes)).toBe(true);
    expect(bytes.length % 8).toBe(0);
    const { table, from, slice } = decodeColumnMember(bytes);
    expect([table, from, slice.rowCount]).toEqual([3, 40_000, 16]);
    const read = new UrlColumns();
    appendSlice(read, slice);
    expect(read.toRows()).toEqual(rows());
  });

  it('is told from a member of JSON lines', () => {
    expect(isColumnMember(Buffer.from('{"table":0,"from":0,"rows":[]}\n'))).toBe(false);
    expect(isColumnMember(Buffer.alloc(0))).toBe(false);
  });

  it('refuses one cut short, one with bytes past its arrays, and one whose descriptor is not JSON', () => {
    const bytes = member();
    expect(() => decodeColumnMember(bytes.subarray(0, bytes.length - 16))).toThrow(ColumnMemberFault);
    expect(() => decodeColumnMember(bytes.subarray(0, 14))).toThrow(/descriptor/);
    expect(() => decodeColumnMember(Buffer.concat([bytes, Buffer.alloc(8)]))).toThrow(/past its arrays/);
    const garbled = Buffer.from(bytes);
    garbled[16] = 0x7b; // a '{' inside the descriptor's text
    expect(() => decodeColumnMember(garbled)).toThrow(ColumnMemberFault);
  });

  it('refuses arrays that are not a table’s columns, and offsets out of order', () => {
    const bytes = member();
    const descriptorLength = bytes.readUInt32LE(11);
    const descriptor = bytes.toString('utf8', 15, 15 + descriptorLength);
    const withDescriptor = (text: string): Buffer => {
      expect(text.length).toBe(descriptorLength);
      const changed = Buffer.from(bytes);
      changed.write(text, 15);
      return changed;
    };
    // The lastmod codes said to be bytes: the arrays are not those of a table's columns.
    expect(() => decodeColumnMember(withDescriptor(descriptor.replace('["u16"', '["u8" ')))).toThrow(
      /arrays are not those of a table/,
    );
    // The first loc said to end past the second: its offsets go backwards.
    const { slice } = decodeColumnMember(bytes);
    const ends = slice.locs.ends;
    const swapped = sliceToTransfer(UrlColumns.fromRows(rows()), 0, 16);
    swapped.locs.ends = Uint32Array.from(ends, (end, i) => (i === 0 ? ends[1]! + 1 : end));
    expect(() => decodeColumnMember(encodeColumnMember(0, 0, swapped)!)).toThrow(/locs's offsets go backwards/);
  });
});

describe('column members whose values no saved table holds', () => {
  const slice = (): UrlColumnsSlice => sliceToTransfer(UrlColumns.fromRows(rows()), 0, 16);
  // The slice as rows 40,001… of its table: a fault names the table's row (row 2 of the slice is row 40,003).
  const decoded = (changed: UrlColumnsSlice) => () => decodeColumnMember(encodeColumnMember(0, 40_000, changed)!);
  /** The slice with row 2's extensions (a row with every extension) as `json`. */
  function withExtensions(json: string): UrlColumnsSlice {
    const changed = slice();
    const { rows: at, bytes, ends } = changed.extensions;
    const i = at.indexOf(2);
    const before = Buffer.from(bytes.subarray(0, i === 0 ? 0 : ends[i - 1]));
    const after = Buffer.from(bytes.subarray(ends[i]));
    const entry = Buffer.from(json);
    changed.extensions = {
      rows: at,
      bytes: new Uint8Array(Buffer.concat([before, entry, after])),
      ends: Uint32Array.from(ends, (end, j) => (j < i ? end : end - (ends[i]! - before.length) + entry.length)),
    };
    return changed;
  }

  it('opens a member with every extension and kept text as it was saved', () => {
    expect(decoded(slice())).not.toThrow();
    const { images, videos, alternates, news, extra } = fullRow(7);
    expect(decoded(withExtensions(JSON.stringify({ images, videos, alternates, news, extra })))).not.toThrow();
  });

  it('refuses extensions that are not a row’s, or not JSON, naming the row', () => {
    expect(decoded(withExtensions('{}'))).toThrow(/extensions of row 40,003: images: expected a list, found nothing/);
    expect(decoded(withExtensions('{"images":5}'))).toThrow(
      /extensions of row 40,003: images: expected a list, found the number 5/,
    );
    expect(decoded(withExtensions('{"images":[{"loc":'))).toThrow(/extensions of row 40,003: not JSON/);
    const { images, alternates, news, extra } = fullRow(2);
    const badVideo = { ...fullVideo(2), title: 5 };
    expect(decoded(withExtensions(JSON.stringify({ images, videos: [badVideo], alternates, news, extra })))).toThrow(
      /extensions of row 40,003: videos\[0\]\.title/,
    );
    expect(decoded(withExtensions('[]'))).toThrow(ColumnMemberFault);
  });

  it('opens extensions with members left out as a version-4 row of the same JSON opens, on both readers', () => {
    const json =
      '{"images":[{"loc":"https://example.com/i.jpg"}],"videos":[{}],"alternates":[{}],"news":{},"extra":[]}';
    const { slice: read } = decodeColumnMember(encodeColumnMember(0, 0, withExtensions(json))!);
    const { images, videos, alternates, news, extra } = projectRow.read({ ...emptyRow(''), ...JSON.parse(json) });
    expect(images[0]).toMatchObject({ caption: null, extra: [] });
    expect(videos[0]).toMatchObject({ title: null, tag: [], price: [] });
    const expected = rows().map((row, i) => (i === 2 ? { ...row, images, videos, alternates, news, extra } : row));
    const appended = new UrlColumns();
    appendSlice(appended, read); // as the main thread appends a worker's slice: the JSON parsed again
    expect(appended.toRows()).toEqual(expected);
    expect(columnsOfMember(decodeColumnMember(encodeColumnMember(0, 0, withExtensions(json))!)).toRows()).toEqual(
      expected,
    );
  });

  it('refuses changefreq and priority codes their codecs never give', () => {
    const changefreq = slice();
    changefreq.changefreqs.codes[4] = 9;
    expect(decoded(changefreq)).toThrow(/changefreq of row 40,005 has code 9/);
    const priority = slice();
    priority.priorities.codes[5] = 0x3fff; // thousandths past 9.999
    expect(decoded(priority)).toThrow(/priority of row 40,006 has code 16383/);
    const truncated = slice();
    truncated.priorities.codes[6] = 500; // 0.5 said to have no decimals: would read back as 0
    expect(decoded(truncated)).toThrow(/priority of row 40,007/);
  });

  it('refuses lastmod shapes and instants that do not fit', () => {
    const shape = slice();
    shape.lastmods.codes[1] = 0x0f; // the other form with zone bits
    expect(decoded(shape)).toThrow(/lastmod of row 40,002 has shape 15/);
    const instant = slice();
    instant.lastmods.codes[1] = 1 | (2048 << 4); // a date
    instant.lastmods.values![1] = 1_700_000_000_123; // not a midnight
    expect(decoded(instant)).toThrow(/lastmod of row 40,002/);
    const year10000 = slice();
    const plain = 15; // emptyRow('…/plain'): no lastmod, and no text kept for it
    year10000.lastmods.codes[plain] = 1 | (2048 << 4); // a date
    year10000.lastmods.values![plain] = Date.UTC(10_000, 0, 1); // would read back as "10000-01-01"
    expect(decoded(year10000)).toThrow(/^lastmod of row 40,016 has shape 32769 and instant 253402300800000/);
    const nan = slice();
    nan.lastmods.codes[1] = 3 | (2048 << 4);
    nan.lastmods.values![1] = NaN;
    expect(decoded(nan)).toThrow(/lastmod of row 40,002/);
  });

  it('refuses text bytes that are not UTF-8, naming the row (an export would copy a loc’s bytes as they are)', () => {
    const loc = slice();
    loc.locs.bytes[loc.locs.ends[4]! - 1] = 0xff; // the last byte of row 4's loc
    expect(decoded(loc)).toThrow(/^loc of row 40,005 is not UTF-8$/);
    const cut = slice();
    cut.locs.bytes[cut.locs.ends[8]! - 1] = 0xc3; // the first byte of a 2-byte character, its second byte missing
    expect(decoded(cut)).toThrow(/^loc of row 40,009 is not UTF-8$/);
    const split = slice(); // an "é" cut between rows 4 and 5: the bytes joined are UTF-8, neither row is
    split.locs.bytes.set([0xc3, 0xa9], split.locs.ends[4]! - 2);
    split.locs.ends[4]! -= 1;
    expect(decoded(split)).toThrow(/^loc of row 40,005 is not UTF-8$/);
    const extensions = slice();
    const { rows: at, bytes, ends } = extensions.extensions;
    bytes[ends[at.indexOf(3)]! - 2] = 0xfe;
    expect(decoded(extensions)).toThrow(/^extensions of row 40,004 is not UTF-8$/);
  });

  it('refuses kept texts that are not JSON text', () => {
    const kept = slice();
    const texts = kept.priorities.texts;
    expect(texts.rows.length).toBeGreaterThan(0);
    kept.priorities.texts = {
      rows: texts.rows.subarray(0, 1),
      bytes: new Uint8Array(Buffer.from('5')),
      ends: Uint32Array.of(1),
    };
    expect(decoded(kept)).toThrow(/priority text of row 40,0\d\d: expected text, found the number 5/);
  });

  it('refuses an original text kept for a field that is absent, naming the row', () => {
    const plain = 15; // emptyRow('…/plain'): no lastmod, changefreq or priority
    for (const [column, name] of [
      ['lastmods', 'lastmod'],
      ['changefreqs', 'changefreq'],
      ['priorities', 'priority'],
    ] as const) {
      const kept = slice();
      const texts = kept[column].texts;
      const at = texts.rows.findIndex((row) => row > plain);
      const i = at === -1 ? texts.rows.length : at;
      const entry = Buffer.from('"2026-1-5"');
      const cut = i === 0 ? 0 : texts.ends[i - 1]!;
      kept[column].texts = {
        rows: Uint32Array.from([...texts.rows.subarray(0, i), plain, ...texts.rows.subarray(i)]),
        bytes: new Uint8Array(Buffer.concat([texts.bytes.subarray(0, cut), entry, texts.bytes.subarray(cut)])),
        ends: Uint32Array.from([
          ...texts.ends.subarray(0, i),
          cut + entry.length,
          ...[...texts.ends.subarray(i)].map((end) => end + entry.length),
        ]),
      };
      expect(decoded(kept), name).toThrow(
        new RegExp(`^${name} text of row 40,016 is kept for a ${name} that is absent$`),
      );
    }
  });
});

describe('a column member’s extensions', () => {
  it('are parsed once on open, as rows too, and give back every row as appendSlice does', () => {
    const slice = sliceToTransfer(UrlColumns.fromRows(rows()), 0, 16);
    const bytes = encodeColumnMember(0, 0, slice)!;
    expect(slice.extensions.rows.length).toBeGreaterThan(10);
    const parse = vi.spyOn(JSON, 'parse');
    try {
      const table = columnsOfMember(decodeColumnMember(bytes));
      const extensionsParsed = parse.mock.results.filter(
        ({ value }) => typeof value === 'object' && value !== null && 'images' in value,
      );
      expect(extensionsParsed).toHaveLength(slice.extensions.rows.length);
      expect(table.toRows()).toEqual(rows());
    } finally {
      parse.mockRestore();
    }
  });
});
