/**
 * One pass that rebuilds a column's rows from its old ones: inserting rows at scattered places,
 * deleting them, or putting them in a new order. Row `i` of the result is row `src[i]` of before,
 * or a new, empty row where `src[i]` is -1; every old row is taken at most once, and the rows no one
 * takes go. A column applies a remap in O(rows) whatever its shape, where one gap at a time would
 * cost O(rows) for every run of rows.
 */
export interface RowRemap {
  src: Int32Array;
  /** Where each old row went, or -1 when it went. */
  newIndexOf: Int32Array;
}

/** The remap for `src` over a column of `oldCount` rows; throws when `src` takes a row twice or one that is not there. */
export function rowRemap(src: Int32Array, oldCount: number): RowRemap {
  const newIndexOf = new Int32Array(oldCount).fill(-1);
  src.forEach((from, to) => {
    if (from < -1 || from >= oldCount || !Number.isInteger(from))
      throw new RangeError(`Row ${from} is outside 0…${oldCount - 1}.`);
    if (from === -1) return;
    if (newIndexOf[from] !== -1) throw new RangeError(`Row ${from} is taken twice.`);
    newIndexOf[from] = to;
  });
  return { src, newIndexOf };
}

/** The remap that inserts new rows so they stand at `at` (ascending positions in the result). */
export function insertionRemap(oldCount: number, at: readonly number[]): RowRemap {
  const src = new Int32Array(oldCount + at.length);
  let next = 0;
  let read = 0;
  for (let write = 0; write < src.length; write++) {
    if (next < at.length && at[next] === write) {
      src[write] = -1;
      next += 1;
    } else src[write] = read++;
  }
  if (next !== at.length) throw new RangeError(`Insert positions ${at.join(', ')} do not fit ${src.length} rows.`);
  return rowRemap(src, oldCount);
}

/** The remap that deletes the rows at `at` (ascending positions before the delete). */
export function deletionRemap(oldCount: number, at: readonly number[]): RowRemap {
  const src = new Int32Array(oldCount - at.length);
  let skip = 0;
  let write = 0;
  for (let read = 0; read < oldCount; read++) {
    if (skip < at.length && at[skip] === read) skip += 1;
    else src[write++] = read;
  }
  if (skip !== at.length)
    throw new RangeError(`Delete positions ${at.join(', ')} are not ascending rows of ${oldCount}.`);
  return rowRemap(src, oldCount);
}

/** `values` (the first `oldCount` of them) gathered by the remap into a new array; new rows get `blank`. */
export function remapArray<T extends Uint8Array | Uint16Array | Uint32Array | Float64Array>(
  values: T,
  remap: RowRemap,
  blank: number,
): T {
  const { src } = remap;
  const out = new (values.constructor as new (size: number) => T)(Math.max(src.length, 64));
  for (let i = 0; i < src.length; i++) {
    const from = src[i]!;
    out[i] = from === -1 ? blank : values[from]!;
  }
  return out;
}
