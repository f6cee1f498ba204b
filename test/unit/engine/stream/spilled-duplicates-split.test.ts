import * as fs from 'node:fs';
import { join } from 'node:path';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  encodeRecord,
  findRepeatedSplit,
  HEADER,
  recordsOf,
  SpilledDuplicates,
  SPLIT_BYTES,
  type RecordAt,
  type SpilledLoc,
} from '../../../../electron/engine/stream/spilled-duplicates';
import type { DuplicateProblem } from '../../../../shared/validation/duplicate-locs';
import { useTempDir } from '../../../support/use-temp-dir';

// Files the split writes, counted by wrapping openSync (buffered-file opens each part with 'w').
vi.mock('node:fs', async (importOriginal) => {
  const real = await importOriginal<typeof fs>();
  return { ...real, openSync: vi.fn(real.openSync) };
});

const opened = (flag: string): string[] =>
  vi
    .mocked(fs.openSync)
    .mock.calls.filter(([, how]) => how === flag)
    .map(([path]) => String(path));

const temp = useTempDir();
let folder: string;
beforeEach(() => {
  folder = temp.path();
  vi.mocked(fs.openSync).mockClear();
});

const recordBytes = (records: readonly SpilledLoc[]): number =>
  records.reduce((sum, record) => sum + HEADER + Buffer.byteLength(record.loc), 0);

function split(records: readonly SpilledLoc[], splitBytes: number): { found: DuplicateProblem[]; keyed: number } {
  const found: DuplicateProblem[] = [];
  const options = { scratch: join(folder, 'part'), bitsUsed: 0, splitBytes, tableName: (t: number) => `t${t}` };
  const keyed = findRepeatedSplit(recordsOf(records), recordBytes(records), options, found);
  return { found, keyed };
}

describe('splitting a partition whose records the hash cannot part', () => {
  const copies: SpilledLoc[] = Array.from({ length: 400 }, (_, row) => ({
    kind: 0,
    table: row % 3,
    row,
    loc: 'https://example.com/everywhere',
  }));

  it('splits once, then keys the copies of one loc together, and leaves no scratch file', () => {
    const { found, keyed } = split(copies, 512);
    expect(found).toHaveLength(copies.length - 1);
    expect(keyed).toBe(recordBytes(copies));
    // One split into 16 parts; without the same-hash stop it went on for all 32 bits (8 rounds, 128 files).
    expect(opened('w')).toHaveLength(16);
    expect(fs.readdirSync(folder)).toEqual([]);
  });

  it('still splits records that differ, removing each part once it is read', () => {
    const distinct: SpilledLoc[] = Array.from({ length: 400 }, (_, row) => ({
      kind: 0,
      table: 0,
      row,
      loc: `https://example.com/p/${row % 200}`,
    }));
    const { found, keyed } = split(distinct, 512);
    expect(found).toHaveLength(200);
    expect(keyed).toBeLessThanOrEqual(512);
    expect(opened('w').length).toBeGreaterThan(16);
    expect(fs.readdirSync(folder)).toEqual([]);
  });
});

/** The duplicates a spill of `locs` (one table, a row each) finds, split above `splitBytes`; it leaves no file behind. */
function spilledProblems(locs: readonly string[], splitBytes: number): DuplicateProblem[] {
  const spilled = new SpilledDuplicates(folder, splitBytes);
  let found: DuplicateProblem[];
  try {
    locs.forEach((loc, row) => spilled.add(0, row, loc, 'page'));
    found = spilled.problems(() => 'pages').kept;
  } finally {
    spilled.dispose();
  }
  expect(fs.readdirSync(folder)).toEqual([]);
  return found;
}

describe('locs with a lone surrogate, spilled to partitions and split', () => {
  /** The same loc with each of 64 lone surrogates (UTF-8 would read every one back as U+FFFD), listed twice. */
  const locs = Array.from(
    { length: 128 },
    (_, row) => `https://example.com/${String.fromCharCode(0xd800 + (row % 64) * 31)}x`,
  );

  it.each([SPLIT_BYTES, 100])(
    'are read back exactly: only the second listing of each is a duplicate (split above %i bytes)',
    (splitBytes) => {
      expect(spilledProblems(locs, splitBytes).map((problem) => [problem.code, problem.row])).toEqual(
        locs.slice(64).map((_, k) => ['loc-duplicate', 64 + k]),
      );
    },
  );
});

describe("records larger than a partition's buffer (32 KiB), among small ones", () => {
  /** 20 locs, a third of them 40,000 or 100,000 bytes long, listed three times: rows 20 to 59 repeat rows 0 to 19. */
  const locs = Array.from({ length: 60 }, (_, row) => {
    const n = row % 20;
    const filler = n % 3 !== 0 ? '' : 'x'.repeat(n % 2 === 0 ? 40_000 : 100_000);
    return `https://example.com/${n}/${filler}`;
  });

  it.each([SPLIT_BYTES, 100])('are written and copied whole, in row order (split above %i bytes)', (splitBytes) => {
    const found = spilledProblems(locs, splitBytes);
    expect(found.map((problem) => [problem.code, problem.row])).toEqual(
      locs.slice(20).map((_, k) => ['loc-duplicate', 20 + k]),
    );
    // Each names the listing before it: the loc's first row.
    expect(found.map((problem) => problem.message.match(/row (\d+)/)?.[1])).toEqual(
      locs.slice(20).map((_, k) => String(((20 + k) % 20) + 1)),
    );
  });
});

describe('records whose hashes collide', () => {
  /** Records as spilled, every one with the same hash whatever its loc (a collision, forced). */
  const collided = (records: readonly SpilledLoc[]): RecordAt[] =>
    records.map((record) => {
      const size = HEADER + Buffer.byteLength(record.loc);
      const buffer = Buffer.alloc(size);
      encodeRecord(record, 0x9e3779b9, size, buffer, 0);
      return { buffer, at: 0, size };
    });

  it('are compared by their normalised loc and kind: only a true repeat is a duplicate', () => {
    const records: SpilledLoc[] = [
      { kind: 0, table: 0, row: 0, loc: 'https://example.com/a' },
      { kind: 0, table: 0, row: 1, loc: 'https://example.com/b' },
      { kind: 1, table: 0, row: 2, loc: 'https://example.com/a' },
      { kind: 0, table: 1, row: 0, loc: 'HTTPS://EXAMPLE.com:443/a' },
      { kind: 0, table: 1, row: 1, loc: 'https://example.com/c' },
    ];
    const found: DuplicateProblem[] = [];
    const options = {
      scratch: join(folder, 'part'),
      bitsUsed: 0,
      splitBytes: SPLIT_BYTES,
      tableName: (t: number) => `t${t}`,
    };
    const encoded = collided(records);
    findRepeatedSplit({ read: () => encoded }, recordBytes(records), options, found);
    expect(found.map((problem) => [problem.code, problem.table, problem.row])).toEqual([
      ['loc-duplicate-normalised', 1, 0],
    ]);
  });
});
