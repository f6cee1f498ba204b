import { unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import type { SpillPart } from '../../../../electron/engine/checks/check-messages';
import { partitionRecords } from '../../../../electron/engine/checks/partition-records';
import {
  decodeRecord,
  encodeRecord,
  HEADER,
  type RecordSource,
  type SpilledLoc,
} from '../../../../electron/engine/stream/spilled-duplicates';
import { useTempDir } from '../../../support/use-temp-dir';

const temp = useTempDir();
let folder: string;
beforeEach(() => (folder = temp.path()));

/** A spill file of `before` records of other partitions, then `records` (the part), then one more; returns the part. */
function spillFile(name: string, records: readonly SpilledLoc[]): SpillPart {
  const other: SpilledLoc = { kind: 0, table: 9, row: 9, loc: 'https://example.com/other' };
  const encoded = [other, ...records, other].map((record) => {
    const bytes = Buffer.alloc(HEADER + Buffer.byteLength(record.loc));
    encodeRecord(record, 7, bytes.length, bytes, 0);
    return bytes;
  });
  const path = join(folder, name);
  writeFileSync(path, Buffer.concat(encoded));
  const start = encoded[0]!.length;
  return { path, start, end: start + encoded.slice(1, -1).reduce((sum, bytes) => sum + bytes.length, 0) };
}

/** Each record decoded as it comes (a record is valid until the next is asked for). */
function read(source: RecordSource): SpilledLoc[] {
  const records: SpilledLoc[] = [];
  for (const { buffer, at, size } of source.read()) records.push(decodeRecord(buffer, at, size));
  return records;
}

const first: SpilledLoc[] = [
  { kind: 0, table: 0, row: 1, loc: 'https://example.com/a' },
  { kind: 2, table: 0, row: 4, loc: 'https://example.com/é' },
];
const second: SpilledLoc[] = [{ kind: 0, table: 1, row: 0, loc: `https://example.com/${'x'.repeat(3000)}` }];

describe('partitionRecords', () => {
  it('gives each part’s records in order, the same read at once or a part at a time', () => {
    const parts = [spillFile('s0', first), spillFile('s1', []), spillFile('s2', second)];
    expect(read(partitionRecords(parts, Number.MAX_SAFE_INTEGER))).toEqual([...first, ...second]);
    expect(read(partitionRecords(parts, 10))).toEqual([...first, ...second]);
  });

  it('reads a partition within the bound once: it can be read again with its files gone', () => {
    const parts = [spillFile('s0', first), spillFile('s1', second)];
    const records = partitionRecords(parts, 4000);
    for (const { path } of parts) unlinkSync(path);
    expect(read(records)).toEqual([...first, ...second]);
    expect(read(records)).toEqual([...first, ...second]);
  });

  it('reads a larger partition from its files each time it is read', () => {
    const parts = [spillFile('s0', first), spillFile('s1', second)];
    const records = partitionRecords(parts, 3000);
    expect(read(records)).toEqual([...first, ...second]);
    unlinkSync(parts[1]!.path);
    expect(() => read(records)).toThrow(/ENOENT/);
  });

  it('fails on a part past its file’s end', () => {
    const part = spillFile('s0', first);
    expect(() => read(partitionRecords([{ ...part, end: part.end + 100 }], 10))).toThrow(/ends before byte/);
    expect(() => partitionRecords([{ ...part, end: part.end + 100 }], 4000)).toThrow(/ends before byte/);
  });
});
