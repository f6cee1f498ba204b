import { describe, expect, it } from 'vitest';
import {
  ColumnMemberFault,
  decodeColumnMember,
  encodeColumnMember,
  isColumnMember,
} from '../../../../electron/engine/project/column-member';
import { appendSlice, sliceToTransfer } from '../../../../shared/columnar/transfer-slice';
import { UrlColumns } from '../../../../shared/columnar/url-columns';
import { emptyRow, type UrlRow } from '../../../../shared/url-table';
import { fullRow } from '../../../support/full-row';

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
