import { describe, expect, it } from 'vitest';
import { createPackPool } from '../../../../../electron/engine/export/pack-pool';
import { encodeColumnMember } from '../../../../../electron/engine/project/column-member';
import { createProjectPool } from '../../../../../electron/engine/project/project-pool';
import { gzipMember } from '../../../../../electron/engine/project/project-members';
import type { Unpacked } from '../../../../../electron/engine/project/project-work-messages';
import {
  appendSlice,
  sliceBuffers,
  sliceToTransfer,
  type UrlColumnsSlice,
} from '../../../../../shared/columnar/transfer-slice';
import { UrlColumns } from '../../../../../shared/columnar/url-columns';
import { compactRow } from '../../../../../shared/project-json';
import { fullRow } from '../../../../support/full-row';

// Rows with every field and extension, a lone surrogate in one loc (kept as a string, not UTF-8).
const rows = Array.from({ length: 300 }, (_, i) =>
  i === 7 ? { ...fullRow(i), loc: 'https://example.com/\uD800' } : fullRow(i),
);
const slice = sliceToTransfer(UrlColumns.fromRows(rows), 0, rows.length);

/** The same member as a column member (format 5) and as lines of records (format 4). */
const members = {
  columns: (): Uint8Array => gzipMember(encodeColumnMember(0, 0, slice)!),
  lines: (): Uint8Array =>
    gzipMember(Buffer.from(`${JSON.stringify({ table: 0, from: 0, rows: rows.map(compactRow) })}\n`)),
};

const sliceOf = (read: Unpacked): UrlColumnsSlice => {
  if (!('runs' in read) || !('slice' in read.runs[0]!))
    throw new Error(`not read into columns: ${JSON.stringify(read)}`);
  return read.runs[0].slice;
};

/** Every typed array of a slice. */
const arraysOf = (read: UrlColumnsSlice): ArrayBufferView[] => [
  read.locs.bytes,
  read.locs.ends,
  ...[
    read.locs.strings,
    read.extensions,
    ...[read.lastmods, read.changefreqs, read.priorities].map((c) => c.texts),
  ].flatMap((pack) => [pack.rows, pack.bytes, pack.ends]),
  ...[read.lastmods, read.changefreqs, read.priorities].flatMap((c) => (c.values ? [c.codes, c.values] : [c.codes])),
];

describe('a pack worker reads a project member as a project worker does, into shared memory', () => {
  it.each(Object.entries(members))(
    'reads a member of %s into the same rows, every array shared',
    async (_, member) => {
      const packPool = createPackPool(1);
      const projectPool = createProjectPool(1);
      try {
        const job = { columns: true, exported: false };
        const [packed, projected] = await Promise.all([
          packPool.unpack({ ...job, member: member() }, 2),
          projectPool.unpack({ ...job, member: member() }, 2),
        ]);
        const [onPack, onProject] = [sliceOf(packed), sliceOf(projected)];
        expect(arraysOf(onPack).every((array) => array.buffer instanceof SharedArrayBuffer)).toBe(true);
        // Nothing to hand over: every buffer of it is shared already.
        expect(sliceBuffers(onPack).filter((buffer) => !(buffer instanceof SharedArrayBuffer))).toEqual([]);
        expect(arraysOf(onProject).some((array) => array.buffer instanceof SharedArrayBuffer)).toBe(false);
        const [a, b] = [new UrlColumns(), new UrlColumns()];
        for (const [table, read] of [
          [a, onPack],
          [b, onProject],
        ] as const)
          appendSlice(table, read);
        expect(a.toRows()).toEqual(rows);
        expect(b.toRows()).toEqual(rows);
        expect({ ...packed, runs: [] }).toEqual({ ...projected, runs: [] });
      } finally {
        await Promise.all([packPool.close(), projectPool.close()]);
      }
    },
    60_000,
  );

  it('names the member it read when its worker dies', async () => {
    const pool = createPackPool(1, { crashReading: (member) => member === 4 });
    try {
      await expect(pool.unpack({ member: members.columns(), columns: true, exported: false }, 4)).rejects.toThrow(
        /^The pack worker stopped \(exit code \d+\) while reading gzip member 4 of the project file$/,
      );
    } finally {
      await pool.close();
    }
  }, 60_000);
});
