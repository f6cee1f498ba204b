/**
 * Growing, opening and closing gaps in the typed arrays a column keeps. A column's arrays have room
 * beyond its row count (capacity), so appending a batch rarely copies.
 */

export type TypedArray = Uint8Array | Uint16Array | Uint32Array | Float64Array;

/** An array of `capacity` holding the first `length` values of `array` (the array itself when it has room). */
export function withRoom<T extends TypedArray>(array: T, length: number, capacity: number): T {
  if (array.length >= capacity) return array;
  const grown = new (array.constructor as new (size: number) => T)(
    Math.max(capacity, Math.ceil(array.length * 1.5), 64),
  );
  grown.set(array.subarray(0, length));
  return grown;
}

/** The first `length` values of `array` in an array of just that size (the array itself when it has no spare room). */
export function fitted<T extends TypedArray>(array: T, length: number): T {
  return array.length === length ? array : (array.slice(0, length) as T);
}

/** Moves values `at…length` up by `count` (the array has room for length + count). */
export function openGap(array: TypedArray, length: number, at: number, count: number): void {
  array.copyWithin(at + count, at, length);
}

/** Moves values `at+count…length` down onto `at`, dropping `count` values. */
export function closeGap(array: TypedArray, length: number, at: number, count: number): void {
  array.copyWithin(at, at + count, length);
}
