import { afterEach, describe, expect, it, vi } from 'vitest';
import { packSparse } from '../../../../shared/columnar/sparse-pack';
import { SparseRows } from '../../../../shared/columnar/sparse-rows';

type Value = { text: string; n: number };

const TEXTS = ['plain', 'café ☕', '𝄞 clef', 'lone \uD800 high', '"quoted" \\ back', ''];

/** Rows [from, to) with a value on every third row, some of them not ASCII. */
function valuesBetween(from: number, to: number): SparseRows<Value> {
  const values = new SparseRows<Value>();
  for (let row = from; row < to; row++)
    if (row % 3 === 0) values.set(row, { text: row % 7 === 0 ? TEXTS[row % TEXTS.length]! : `row ${row}`, n: row });
  return values;
}

/** The same values twice: decoded in one, adopted packed in the other as runs of `run` rows (as a parse worker's slices come). */
function bothWays(rows: number, run: number): { decoded: SparseRows<Value>; packed: SparseRows<Value> } {
  const decoded = valuesBetween(0, rows);
  const packed = new SparseRows<Value>();
  for (let first = 0; first < rows; first += run)
    packed.adoptPacked(first, packSparse(decoded, first, Math.min(rows, first + run)));
  return { decoded, packed };
}

const plain = (pack: ReturnType<typeof packSparse>) => ({
  rows: [...pack.rows],
  ends: [...pack.ends],
  bytes: Buffer.from(pack.bytes).toString('hex'),
});

afterEach(() => vi.restoreAllMocks());

describe('SparseRows kept packed (adoptPacked)', () => {
  it('packs any range of rows to the very bytes the decoded values pack to, across and inside runs, without decoding one', () => {
    const { decoded, packed } = bothWays(1_000, 128);
    const parse = vi.spyOn(JSON, 'parse');
    for (const [start, end] of [
      [0, 1_000],
      [0, 128],
      [100, 300],
      [129, 130],
      [127, 129],
      [500, 500],
      [990, 2_000],
    ] as const)
      expect(plain(packSparse(packed, start, end)), `${start}…${end}`).toEqual(plain(packSparse(decoded, start, end)));
    expect(packed.size).toBe(decoded.size);
    expect(parse).not.toHaveBeenCalled();
  });

  it("measures each row's value as the UTF-8 bytes of its JSON, without decoding it", () => {
    const { decoded, packed } = bothWays(400, 50);
    const parse = vi.spyOn(JSON, 'parse');
    const utf8 = (value: Value): number => Buffer.byteLength(JSON.stringify(value));
    for (let row = 0; row < 410; row++)
      expect(
        packed.valueBytes(row, () => -1),
        `row ${row}`,
      ).toBe(decoded.valueBytes(row, utf8));
    // Asked out of order too.
    for (const row of [399, 3, 201, 0, 150])
      expect(packed.valueBytes(row, () => -1)).toBe(decoded.valueBytes(row, utf8));
    expect(parse).not.toHaveBeenCalled();
  });

  it('reads and changes as decoded values once anything reads a value', () => {
    const { decoded, packed } = bothWays(300, 64);
    expect(packed.get(21)).toEqual(decoded.get(21));
    expect([...packed.entries()].sort(([a], [b]) => a - b)).toEqual([...decoded.entries()].sort(([a], [b]) => a - b));
    packed.insertRows(10, 2);
    decoded.insertRows(10, 2);
    packed.set(5, { text: 'new', n: -1 });
    decoded.set(5, { text: 'new', n: -1 });
    expect(plain(packSparse(packed, 0, 400))).toEqual(plain(packSparse(decoded, 0, 400)));
  });

  it('decodes at once a pack adopted among rows it has, and hands on packed only rows past every decoded one', () => {
    const values = valuesBetween(0, 90);
    // Before its last value: decoded into place now.
    values.adoptPacked(60, packSparse(valuesBetween(200, 230), 200, 230));
    expect(values.get(60)).toEqual({ text: 'row 60', n: 60 });
    expect(values.get(61)).toEqual({ text: 'row 201', n: 201 });
    // Past it: kept packed; a range that begins among the decoded rows is packed from them (decoded).
    values.adoptPacked(100, packSparse(valuesBetween(300, 330), 300, 330));
    expect(values.packedBetween(100, 130)).not.toBeNull();
    expect(values.packedBetween(50, 130)).toBeNull();
    expect(packSparse(values, 50, 130).rows.length).toBe(packSparse(values, 50, 100).rows.length + 10);
    expect(values.get(103)).toEqual({ text: 'row 303', n: 303 });
  });

  it('hands on copies: a pack handed over (its buffers transferred) leaves the values it came from as they were', () => {
    const { decoded, packed } = bothWays(200, 64);
    const pack = packSparse(packed, 0, 200);
    structuredClone(pack, { transfer: [pack.rows.buffer, pack.bytes.buffer, pack.ends.buffer] as ArrayBuffer[] });
    expect(pack.bytes.byteLength).toBe(0);
    expect(plain(packSparse(packed, 0, 200))).toEqual(plain(packSparse(decoded, 0, 200)));
    expect(packed.get(42)).toEqual(decoded.get(42));
  });

  it('tells which rows have a value without decoding; copied from, it gives its values decoded', () => {
    const { decoded, packed } = bothWays(200, 64);
    const parse = vi.spyOn(JSON, 'parse');
    for (let row = 0; row < 210; row++) expect(packed.has(row), `row ${row}`).toBe(decoded.get(row) !== undefined);
    // Rows inserted and deleted past every value move nothing: still packed.
    packed.insertRows(500, 3);
    packed.deleteRows(300, 2);
    expect(parse).not.toHaveBeenCalled();
    const copy = new SparseRows<Value>();
    copy.copyRows(packed, 60, 130, 0);
    const expected = new SparseRows<Value>();
    expected.copyRows(decoded, 60, 130, 0);
    expect([...copy.entries()].sort(([a], [b]) => a - b)).toEqual([...expected.entries()].sort(([a], [b]) => a - b));
  });
});
