import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { encodeColumnMember } from '../../../../electron/engine/project/column-member';
import { beginsAsColumnMember, columnMemberLocs } from '../../../../electron/engine/project/column-member-start';
import { gzipMember, MEMBER_HEADER_BYTES } from '../../../../electron/engine/project/project-members';
import { sliceToTransfer } from '../../../../shared/columnar/transfer-slice';
import { UrlColumns } from '../../../../shared/columnar/url-columns';
import { emptyRow } from '../../../../shared/url-table';

const rows = Array.from({ length: 5_000 }, (_, i) => emptyRow(`https://example.com/p/${i}?v=${(i * 7919) % 104_729}`));
const columnMember = gzipMember(encodeColumnMember(0, 0, sliceToTransfer(UrlColumns.fromRows(rows), 0, rows.length))!);
const linesMember = gzipMember(Buffer.from(rows.map((row) => `${JSON.stringify(row)}\n`).join('')));

/** `member` with the byte `at` bytes after its header flipped (negative: from its end). */
function flipped(member: Buffer, at: number): Buffer {
  const bytes = Buffer.from(member);
  const i = at < 0 ? bytes.length + at : MEMBER_HEADER_BYTES + at;
  bytes[i] = bytes[i]! ^ 0xff;
  return bytes;
}

describe('whether a member that does not inflate begins as a column member', () => {
  it('tells a column member by the start of its data, whatever is damaged after it, its CRC too', () => {
    for (const damaged of [flipped(columnMember, 600), flipped(columnMember, 5_000), flipped(columnMember, -6)]) {
      expect(() => gunzipSync(damaged)).toThrow();
      expect(beginsAsColumnMember(damaged)).toBe(true);
    }
    expect(beginsAsColumnMember(columnMember)).toBe(true);
  });

  it('says no for lines of JSON, damaged or not, and where the damage comes before anything inflates', () => {
    expect(beginsAsColumnMember(flipped(linesMember, 600))).toBe(false);
    expect(beginsAsColumnMember(flipped(linesMember, -6))).toBe(false);
    expect(beginsAsColumnMember(linesMember)).toBe(false);
    // The block's code tables themselves: nothing tells what the member held.
    const tables = flipped(columnMember, 3);
    expect(() => gunzipSync(tables)).toThrow();
    expect(beginsAsColumnMember(tables)).toBe(false);
    expect(beginsAsColumnMember(columnMember.subarray(0, MEMBER_HEADER_BYTES))).toBe(false);
  });
});

describe('the table, rows and loc bytes a column member tells from its start', () => {
  it('are those of the slice it holds, for a member of its table and rows', () => {
    const slice = sliceToTransfer(UrlColumns.fromRows(rows), 0, rows.length);
    expect(columnMemberLocs(gzipMember(encodeColumnMember(7, 40_000, slice)!))).toEqual({
      table: 7,
      rows: rows.length,
      locBytes: slice.locs.bytes.length,
    });
    // Damage past the descriptor does not change what its start tells.
    expect(columnMemberLocs(flipped(columnMember, 5_000))).toMatchObject({ table: 0, rows: rows.length });
  });

  it('are none for lines of JSON, or where the start is damaged or too short to tell', () => {
    expect(columnMemberLocs(linesMember)).toBeNull();
    expect(columnMemberLocs(flipped(columnMember, 3))).toBeNull();
    expect(columnMemberLocs(columnMember.subarray(0, MEMBER_HEADER_BYTES + 20))).toBeNull();
  });
});
