import type { CodedSlice } from '../columnar/coded-column';
import type { SparsePack } from '../columnar/sparse-pack';
import type { StringSlice } from '../columnar/string-column';
import type { UrlColumnsSlice } from '../columnar/transfer-slice';
import { count, foundOf, object, orNull, ShapeError, type Shape } from '../json-shape';

type TypedArrayKind = Uint8ArrayConstructor | Uint16ArrayConstructor | Uint32ArrayConstructor | Float64ArrayConstructor;

/**
 * A typed array of one of these kinds. JSON has no typed arrays, so what is expected is worded as an
 * object: a plain list in its place reads "expected an object, found a list".
 */
function typedArray<A extends ArrayBufferView>(...kinds: TypedArrayKind[]): Shape<A> {
  return {
    expected: { is: 'object' },
    read(value) {
      if (!kinds.some((kind) => value instanceof kind)) throw new ShapeError({ is: 'object' }, foundOf(value));
      return value as A;
    },
  };
}

const sparsePack = object<SparsePack>({
  rows: typedArray(Uint32Array),
  bytes: typedArray(Uint8Array),
  ends: typedArray(Uint32Array),
});

const codedSlice = object<CodedSlice>({
  codes: typedArray(Uint8Array, Uint16Array),
  values: orNull(typedArray(Float64Array)),
  texts: sparsePack,
});

/**
 * A slice of a table's rows as it arrives from elsewhere: each column of the right typed arrays.
 * Whether they hold together (offsets, row counts) is sliceFault's to say, on the shape read here.
 */
export const transferSliceShape = object<UrlColumnsSlice>({
  rowCount: count,
  // A slice from elsewhere has no place in this process's columns (StringSlice.place).
  locs: object<Omit<StringSlice, 'place'>>({
    bytes: typedArray(Uint8Array),
    ends: typedArray(Uint32Array),
    strings: sparsePack,
  }),
  lastmods: codedSlice,
  changefreqs: codedSlice,
  priorities: codedSlice,
  extensions: sparsePack,
});
