import type { CodedSlice } from '../../../shared/columnar/coded-column';
import type { SparsePack } from '../../../shared/columnar/sparse-pack';
import type { UrlColumnsSlice } from '../../../shared/columnar/transfer-slice';

/**
 * Where a worker builds the slices it reads from a project file: in buffers of its own, handed over
 * to the main thread (transferred), or in shared memory, posted as they are. A pack worker reads
 * into shared memory: transferring a buffer detaches it, and a thread's first detached buffer drops
 * its optimised typed-array code (detach-early.ts), the serialising a pack worker does all day; a
 * copy of its own posted would be copied again on the main thread as the message arrives.
 */
export type SliceMemory = 'own' | 'shared';

type ArrayKind = Uint8ArrayConstructor | Uint16ArrayConstructor | Uint32ArrayConstructor | Float64ArrayConstructor;

/** A zeroed array of `length` items of `Kind`, in `memory`. */
export function arrayIn<K extends ArrayKind>(memory: SliceMemory, Kind: K, length: number): InstanceType<K> {
  if (memory === 'own') return new Kind(length) as InstanceType<K>;
  // (TypeScript's lib takes an ArrayBuffer only; every typed array takes a SharedArrayBuffer too.)
  return new Kind(new SharedArrayBuffer(length * Kind.BYTES_PER_ELEMENT) as unknown as ArrayBuffer) as InstanceType<K>;
}

/** `array` itself when it lies in shared memory, else a copy of it there. */
function shared<A extends Uint8Array | Uint16Array | Uint32Array | Float64Array>(array: A): A {
  if (array.buffer instanceof SharedArrayBuffer) return array;
  const copy = arrayIn('shared', array.constructor as ArrayKind, array.length) as A;
  copy.set(array as never);
  return copy;
}

const packShared = (pack: SparsePack): SparsePack => ({
  rows: shared(pack.rows),
  bytes: shared(pack.bytes),
  ends: shared(pack.ends),
});

const codedShared = (coded: CodedSlice): CodedSlice => ({
  codes: shared(coded.codes),
  values: coded.values && shared(coded.values),
  texts: packShared(coded.texts),
});

/** `slice` with every array in `memory`: in shared memory, those elsewhere copied there (a slice built in own memory is so already). */
export function inMemory(slice: UrlColumnsSlice, memory: SliceMemory): UrlColumnsSlice {
  if (memory === 'own') return slice;
  return {
    rowCount: slice.rowCount,
    locs: { bytes: shared(slice.locs.bytes), ends: shared(slice.locs.ends), strings: packShared(slice.locs.strings) },
    lastmods: codedShared(slice.lastmods),
    changefreqs: codedShared(slice.changefreqs),
    priorities: codedShared(slice.priorities),
    extensions: packShared(slice.extensions),
  };
}
