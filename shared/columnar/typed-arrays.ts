/**
 * Growing, opening and closing gaps in the typed arrays a column keeps. A column's arrays have room
 * beyond its row count (capacity), so appending a batch rarely copies.
 */

export type TypedArray = Uint8Array | Uint16Array | Uint32Array | Float64Array;

type TypedArrayOf<T extends TypedArray> = new (buffer: ArrayBufferLike) => T;

/**
 * An array of `capacity` holding the first `length` values of `array` (the array itself when it has
 * room), in the same kind of memory: an array in shared memory grows in shared memory (`shared`: put
 * it there anyway, where this thread has any), so the rows other threads read where they lie stay so.
 */
export function withRoom<T extends TypedArray>(array: T, length: number, capacity: number, shared = false): T {
  if (array.length >= capacity) return array;
  return copyOf(array, length, Math.max(capacity, Math.ceil(array.length * 1.5), 64), shared || isShared(array));
}

/** A new array of `capacity` holding the first `length` values of `array`; in shared memory when `shared` (where this thread has any). */
export function copyOf<T extends TypedArray>(array: T, length: number, capacity: number, shared = false): T {
  const bytes = capacity * array.BYTES_PER_ELEMENT;
  const memory = shared && SHARED_MEMORY ? new SharedArrayBuffer(bytes) : new ArrayBuffer(bytes);
  const copy = new (array.constructor as TypedArrayOf<T>)(memory);
  copy.set(array.subarray(0, length));
  return copy;
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

/**
 * Whether this thread can make shared memory for other threads to read: a page that is not
 * cross-origin isolated has no SharedArrayBuffer at all, or may not send one.
 */
export const SHARED_MEMORY =
  typeof SharedArrayBuffer === 'function' &&
  (globalThis as { crossOriginIsolated?: boolean }).crossOriginIsolated !== false;

/** Whether `array` lies in shared memory. */
export const isShared = (array: TypedArray): boolean =>
  typeof SharedArrayBuffer === 'function' && array.buffer instanceof SharedArrayBuffer;

/** What setBytes takes of Node's Buffer (typed here: a page's code has no Node types). */
interface NodeBytes {
  fill(value: NodeBytes, offset: number, end: number): unknown;
}

/** Node's Buffer where there is one (main and workers; not in a page), as setBytes uses it. */
const foundBuffer: unknown = Reflect.get(globalThis, 'Buffer');
const NodeBuffer = foundBuffer as
  { from(memory: ArrayBufferLike, byteOffset: number, length: number): NodeBytes } | undefined;

/**
 * Below this many bytes set is as quick: making the two Buffers costs some 250 ns a call, a rows' run
 * (sorted rows are copied a row at a time) is tens of bytes.
 */
const MEMCPY_FROM_BYTES = 1024;

/**
 * `target.set(source, at)`, at memcpy's speed where either lies in shared memory. There V8 copies
 * with relaxed atomics, a byte at a time unless both sides sit at the same offset from a word, as a
 * run of text copied to any place mostly does not: some 3.5 times as long as memcpy (83 MB: 21 ms
 * against 6, warm). Node's Buffer fill, given a buffer as long as the range it fills, is one memcpy.
 * Views of one buffer, which may overlap, are left to set; the two must not overlap otherwise (the
 * same shared memory reached through two SharedArrayBuffer objects, as postMessage gives them).
 */
export function setBytes(target: Uint8Array, source: Uint8Array, at: number): void {
  const plain = !NodeBuffer || source.length < MEMCPY_FROM_BYTES || !(isShared(target) || isShared(source));
  // set copies overlapping bytes right (memcpy may not), and takes any offset it can convert.
  if (plain || target.buffer === source.buffer || !Number.isInteger(at)) {
    target.set(source, at);
    return;
  }
  if (!(at >= 0 && at + source.length <= target.length)) throw new RangeError('offset is out of bounds');
  const into = NodeBuffer.from(target.buffer, target.byteOffset, target.length);
  into.fill(NodeBuffer.from(source.buffer, source.byteOffset, source.length), at, at + source.length);
}

/**
 * `target.set(source, at)` for arrays of one kind (a column's codes or numbers), at setBytes' speed
 * where either lies in shared memory: their bytes copied as they are. Arrays of two kinds are left to
 * set, which converts each value.
 */
export function setValues<T extends TypedArray>(target: T, source: T, at: number): void {
  if (target.constructor !== source.constructor || !Number.isInteger(at)) {
    target.set(source as never, at);
    return;
  }
  const width = target.BYTES_PER_ELEMENT;
  if (!(at >= 0 && at + source.length <= target.length)) throw new RangeError('offset is out of bounds');
  setBytes(bytesOfArray(target), bytesOfArray(source), at * width);
}

/** The bytes an array's values lie in. */
const bytesOfArray = (array: TypedArray): Uint8Array =>
  new Uint8Array(array.buffer, array.byteOffset, array.byteLength);
