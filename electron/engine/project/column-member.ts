import { CHANGEFREQ_CODEC } from '../../../shared/columnar/changefreq-codec';
import type { CodedSlice, TextCodec } from '../../../shared/columnar/coded-column';
import { LASTMOD_CODEC } from '../../../shared/columnar/lastmod-codec';
import { PRIORITY_CODEC } from '../../../shared/columnar/priority-codec';
import type { RowExtensions } from '../../../shared/columnar/row-extensions';
import type { SparsePack } from '../../../shared/columnar/sparse-pack';
import { appendSlice, sliceFault, type UrlColumnsSlice } from '../../../shared/columnar/transfer-slice';
import { UrlColumns } from '../../../shared/columnar/url-columns';
import { setBytes } from '../../../shared/columnar/typed-arrays';
import { columnValues } from './column-member-values';
import { RecordCut, type RecordSize } from './bounded-lines';
import { MAX_RECORD_BYTES } from './project-stream-format';
import { arrayIn, type SliceMemory } from './slice-memory';

/*
 * A member of rows as columns (project format version 5): a run of one table's rows as the typed
 * arrays of a UrlColumnsSlice, so reading it is inflating and copying, with no text parsed per row.
 * Inflated, it is MAGIC, the length of a JSON descriptor (uint32, little-endian), the descriptor
 * (`{"table":0,"from":20000,"rows":20000,"arrays":[["u8",n],…]}`), then each array's bytes
 * (little-endian) from a multiple of 8, in the order of `arraysOf`.
 */

/** The first bytes of a column member: a NUL first, so it never reads as a line of JSON. */
const MAGIC = Buffer.from('\0SSCOLUMNS\n');

type Kind = 'u8' | 'u16' | 'u32' | 'f64' | 'none';
type Arrays = (Uint8Array | Uint16Array | Uint32Array | Float64Array | null)[];

const ALIGN = 8;
const aligned = (at: number): number => Math.ceil(at / ALIGN) * ALIGN;

/**
 * Where each array of a column member starts, after its descriptor ends at `end`, and the member's
 * size: each from a multiple of 8. The one layout its writing, reading and sizing all follow.
 */
function layoutOf(end: number, byteLengths: readonly number[]): { places: number[]; size: number } {
  let size = aligned(end);
  const places = byteLengths.map((byteLength) => {
    const at = size;
    size = aligned(size + byteLength);
    return at;
  });
  return { places, size };
}

const kindOf = (array: Arrays[number]): Kind =>
  array === null
    ? 'none'
    : array instanceof Uint8Array
      ? 'u8'
      : array instanceof Uint16Array
        ? 'u16'
        : array instanceof Uint32Array
          ? 'u32'
          : 'f64';

const CODECS = [LASTMOD_CODEC, CHANGEFREQ_CODEC, PRIORITY_CODEC] as const;

/** A slice's arrays in the member's order. */
function arraysOf(slice: UrlColumnsSlice): Arrays {
  const pack = (p: SparsePack): Arrays => [p.rows, p.bytes, p.ends];
  const coded = (c: CodedSlice): Arrays => [c.codes, c.values, ...pack(c.texts)];
  return [
    slice.locs.bytes,
    slice.locs.ends,
    ...pack(slice.locs.strings),
    ...coded(slice.lastmods),
    ...coded(slice.changefreqs),
    ...coded(slice.priorities),
    ...pack(slice.extensions),
  ];
}

/** The kinds each place holds: a coded column's codes and values as its codec makes them. */
const EXPECTED: readonly Kind[] = (() => {
  const pack: Kind[] = ['u32', 'u8', 'u32'];
  const coded = (codec: TextCodec): Kind[] => [kindOf(codec.codes(0)), codec.valued ? 'f64' : 'none', ...pack];
  return ['u8', 'u32', ...pack, ...CODECS.flatMap(coded), ...pack];
})();

/**
 * Rows `from…` of table `table` as a column member's bytes (before deflate); null when they would
 * pass MAX_RECORD_BYTES (rows with large extensions), for the caller to write them as lines instead.
 */
export function encodeColumnMember(table: number, from: number, slice: UrlColumnsSlice): Buffer | null {
  const arrays = arraysOf(slice);
  const descriptor = Buffer.from(
    JSON.stringify({
      table,
      from,
      rows: slice.rowCount,
      arrays: arrays.map((array) => [kindOf(array), array?.length ?? 0]),
    }),
  );
  const byteLengths = arrays.map((array) => array?.byteLength ?? 0);
  const { places, size } = layoutOf(MAGIC.length + 4 + descriptor.length, byteLengths);
  if (size > MAX_RECORD_BYTES) return null;
  const bytes = Buffer.alloc(size);
  MAGIC.copy(bytes, 0);
  bytes.writeUInt32LE(descriptor.length, MAGIC.length);
  descriptor.copy(bytes, MAGIC.length + 4);
  arrays.forEach((array, i) => {
    if (array) setBytes(bytes, new Uint8Array(array.buffer, array.byteOffset, array.byteLength), places[i]!);
  });
  return bytes;
}

/** Whether inflated member bytes are a column member (else they are lines of JSON). */
export const isColumnMember = (bytes: Uint8Array): boolean =>
  bytes.length >= MAGIC.length && Buffer.from(bytes.buffer, bytes.byteOffset, MAGIC.length).equals(MAGIC);

/** A column member that does not hold what it says: `message` says what is wrong. */
export class ColumnMemberFault extends Error {
  override readonly name = 'ColumnMemberFault';
}

const fault = (message: string): never => {
  throw new ColumnMemberFault(message);
};

const SIZES: Record<Kind, number> = { u8: 1, u16: 2, u32: 4, f64: 8, none: 0 };

/**
 * `length` items of `kind` from `bytes` at `at`, in `memory`: a view of them where `bytes` lie in
 * shared memory already (aligned, as a member's arrays are from its start), else a copy in a buffer of its own.
 */
function arrayAt(bytes: Uint8Array, kind: Kind, length: number, at: number, memory: SliceMemory): Arrays[number] {
  if (kind === 'none') return length === 0 ? null : fault('an absent array has a length');
  const Kind = KINDS[kind];
  const offset = bytes.byteOffset + at;
  if (memory === 'shared' && bytes.buffer instanceof SharedArrayBuffer && offset % Kind.BYTES_PER_ELEMENT === 0)
    return new Kind(bytes.buffer as unknown as ArrayBuffer, offset, length);
  const array = arrayIn(memory, Kind, length);
  new Uint8Array(array.buffer, array.byteOffset, array.byteLength).set(bytes.subarray(at, at + array.byteLength));
  return array;
}

const KINDS = { u8: Uint8Array, u16: Uint16Array, u32: Uint32Array, f64: Float64Array } as const;

/** The descriptor's fields, each checked for its type. */
function descriptorOf(bytes: Uint8Array): {
  table: number;
  from: number;
  rows: number;
  arrays: [Kind, number][];
  end: number;
} {
  const view = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (view.length < MAGIC.length + 4) fault('it ends before its descriptor');
  const length = view.readUInt32LE(MAGIC.length);
  if (MAGIC.length + 4 + length > view.length) fault('its descriptor runs past its end');
  let value: unknown;
  try {
    value = JSON.parse(view.toString('utf8', MAGIC.length + 4, MAGIC.length + 4 + length));
  } catch {
    fault('its descriptor is not JSON');
  }
  const { table, from, rows, arrays } = (value ?? {}) as Record<string, unknown>;
  const count = (n: unknown): n is number => Number.isSafeInteger(n) && (n as number) >= 0;
  if (!count(table) || !count(from) || !count(rows) || rows === 0) fault('its table, first row or row count is wrong');
  if (
    !Array.isArray(arrays) ||
    arrays.length !== EXPECTED.length ||
    arrays.some((pair, i) => !Array.isArray(pair) || pair[0] !== EXPECTED[i] || !count(pair[1]))
  )
    fault('its arrays are not those of a table’s columns');
  const end = MAGIC.length + 4 + length;
  return {
    table: table as number,
    from: from as number,
    rows: rows as number,
    arrays: arrays as [Kind, number][],
    end,
  };
}

/**
 * The table, row count and loc bytes a column member's descriptor gives, read from the member's first
 * inflated bytes; 'more' when they end before the descriptor does, null when they do not open a column
 * member or its descriptor is wrong (the member's reading names that).
 */
export function columnMemberHead(start: Uint8Array): { table: number; rows: number; locBytes: number } | 'more' | null {
  if (start.length < MAGIC.length) return 'more';
  if (!isColumnMember(start)) return null;
  if (start.length < MAGIC.length + 4) return 'more';
  const length = Buffer.from(start.buffer, start.byteOffset, start.byteLength).readUInt32LE(MAGIC.length);
  if (length > MAX_RECORD_BYTES) return null;
  if (start.length < MAGIC.length + 4 + length) return 'more';
  try {
    const { table, rows, arrays } = descriptorOf(start);
    return { table, rows, locBytes: arrays[0]![1] };
  } catch (error) {
    if (error instanceof ColumnMemberFault) return null;
    throw error;
  }
}

const cut = (): never => {
  throw new RecordCut();
};

/**
 * How long a column member's record is, told from its first bytes (its descriptor's arrays), where a
 * file read as one stream holds it among lines: one re-compressed whole, its members' framing gone.
 * 'line' when the bytes do not open one. Throws ColumnMemberFault for a descriptor that is wrong, or
 * a record longer than any a project file holds.
 */
export const columnRecordSize: RecordSize = (head, ended) => {
  const first = head(MAGIC.length);
  // A NUL opens no line of JSON: at the stream's end, fewer bytes than the mark are a record cut short.
  if (first === null) return !ended ? 'more' : head(1)?.[0] === 0 ? cut() : 'line';
  if (!first.equals(MAGIC)) return 'line';
  const start = head(MAGIC.length + 4);
  if (start === null) return ended ? cut() : 'more';
  const length = start.readUInt32LE(MAGIC.length);
  if (MAGIC.length + 4 + length > MAX_RECORD_BYTES) fault('its descriptor runs past its end');
  const withDescriptor = head(MAGIC.length + 4 + length);
  if (withDescriptor === null) return ended ? cut() : 'more';
  const { arrays, end } = descriptorOf(withDescriptor);
  const { size } = layoutOf(
    end,
    arrays.map(([kind, count]) => count * SIZES[kind]),
  );
  return size > MAX_RECORD_BYTES ? fault('it is longer than a record may be') : size;
};

/** A column member read: its table, first row and slice, and the slice's extensions as parsed when checked. */
export interface DecodedMember {
  table: number;
  from: number;
  slice: UrlColumnsSlice;
  /** The entries of `slice.extensions`, in its order. */
  extensions: RowExtensions[];
}

/**
 * A column member's rows: table, first row and the slice, every array in bounds and every offset,
 * row and code count checked (sliceFault), and every value one the columns give back as saved
 * (columnValues), so appending it is safe; extensions with members left out come filled, as a
 * version-4 line of the same text opens. Its arrays are made in `memory` (slice-memory.ts): in shared
 * memory, views of `bytes` where they lie there already. Throws ColumnMemberFault.
 */
export function decodeColumnMember(bytes: Uint8Array, memory: SliceMemory = 'own'): DecodedMember {
  const { table, from, rows, arrays: kinds, end } = descriptorOf(bytes);
  const byteLengths = kinds.map(([kind, length]) => length * SIZES[kind]);
  const { places, size } = layoutOf(end, byteLengths);
  const arrays = kinds.map(([kind, length], i) => {
    if (places[i]! + byteLengths[i]! > bytes.length) fault('an array runs past its end');
    return arrayAt(bytes, kind, length, places[i]!, memory);
  });
  if (size !== aligned(bytes.length)) fault('it holds bytes past its arrays');
  const take = <T>(): T => arrays.shift() as T;
  const pack = (): SparsePack => ({ rows: take(), bytes: take(), ends: take() });
  const coded = (): CodedSlice => ({ codes: take(), values: take(), texts: pack() });
  const slice: UrlColumnsSlice = {
    rowCount: rows,
    locs: { bytes: take(), ends: take(), strings: pack() },
    lastmods: coded(),
    changefreqs: coded(),
    priorities: coded(),
    extensions: pack(),
  };
  const wrong = sliceFault(slice);
  if (wrong) fault(wrong);
  const values = columnValues(slice, from);
  if ('fault' in values) return fault(values.fault);
  // Entries with members left out travel filled, as a version-4 file of the same text opens.
  if (values.filledPack) slice.extensions = values.filledPack;
  return { table, from, slice, extensions: values.extensions };
}

const NO_ENTRIES: SparsePack = { rows: new Uint32Array(0), bytes: new Uint8Array(0), ends: new Uint32Array(0) };

/** A decoded member's rows as columns, its extensions those decodeColumnMember parsed (appendSlice would parse them again). */
export function columnsOfMember({ slice, extensions }: DecodedMember): UrlColumns {
  const table = new UrlColumns();
  appendSlice(table, { ...slice, extensions: NO_ENTRIES });
  slice.extensions.rows.forEach((row, i) => table.extensions.set(row, extensions[i]));
  return table;
}
