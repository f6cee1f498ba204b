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

/** `array` itself when it lies in `memory`'s kind of buffer, else a copy of it there. */
function placed<A extends Uint8Array | Uint16Array | Uint32Array | Float64Array>(array: A, memory: SliceMemory): A {
  const shared = array.buffer instanceof SharedArrayBuffer;
  if (shared === (memory === 'shared')) return array;
  const copy = arrayIn(memory, array.constructor as ArrayKind, array.length) as A;
  copy.set(array as never);
  return copy;
}

const packIn = (pack: SparsePack, memory: SliceMemory): SparsePack => ({
  rows: placed(pack.rows, memory),
  bytes: placed(pack.bytes, memory),
  ends: placed(pack.ends, memory),
});

const codedIn = (coded: CodedSlice, memory: SliceMemory): CodedSlice => ({
  codes: placed(coded.codes, memory),
  values: coded.values && placed(coded.values, memory),
  texts: packIn(coded.texts, memory),
});

/** `slice` with every array in `memory` (those elsewhere copied there): the slice itself when all are. */
export function inMemory(slice: UrlColumnsSlice, memory: SliceMemory): UrlColumnsSlice {
  if (memory === 'own') return slice;
  return {
    rowCount: slice.rowCount,
    locs: {
      bytes: placed(slice.locs.bytes, memory),
      ends: placed(slice.locs.ends, memory),
      strings: packIn(slice.locs.strings, memory),
    },
    lastmods: codedIn(slice.lastmods, memory),
    changefreqs: codedIn(slice.changefreqs, memory),
    priorities: codedIn(slice.priorities, memory),
    extensions: packIn(slice.extensions, memory),
  };
}
