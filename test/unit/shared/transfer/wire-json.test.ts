import { describe, expect, it, vi } from 'vitest';
import { appendSlice, sliceToTransfer } from '../../../../shared/columnar/transfer-slice';
import { UrlColumns } from '../../../../shared/columnar/url-columns';
import { fromWireJson, toWireJson } from '../../../../shared/transfer/wire-json';
import { fullRow } from '../../../support/full-row';

const roundTrip = <T>(value: T): T => fromWireJson(toWireJson(value)) as T;

/** One of each kind, with the values at its edges. */
const EVERY_KIND = {
  int8: Int8Array.of(-128, -1, 0, 1, 127),
  uint8: Uint8Array.of(0, 1, 127, 128, 255),
  clamped: Uint8ClampedArray.of(0, 200, 255),
  int16: Int16Array.of(-32768, -1, 0, 32767),
  uint16: Uint16Array.of(0, 1, 65535),
  int32: Int32Array.of(-(2 ** 31), -1, 0, 2 ** 31 - 1),
  uint32: Uint32Array.of(0, 1, 2 ** 32 - 1),
  float32: Float32Array.of(-0, 1.5, Number.NaN, Number.POSITIVE_INFINITY, 3.4e38),
  float64: Float64Array.of(-0, Math.PI, Number.NaN, Number.NEGATIVE_INFINITY, Number.MIN_VALUE, Number.MAX_VALUE),
  bigInt64: BigInt64Array.of(-(2n ** 63n), -1n, 0n, 2n ** 63n - 1n),
  bigUint64: BigUint64Array.of(0n, 2n ** 64n - 1n),
  empty: new Uint32Array(0),
};

describe('wire JSON', () => {
  it('brings back every typed array kind, of the same kind, value for value', () => {
    const back = roundTrip(EVERY_KIND);
    for (const [name, array] of Object.entries(EVERY_KIND)) {
      const arrived = back[name as keyof typeof EVERY_KIND];
      expect(arrived.constructor, name).toBe(array.constructor);
      // Object.is per value: -0 and NaN must come back as themselves.
      expect(Array.from(arrived as ArrayLike<number | bigint>), name).toEqual(
        Array.from(array as ArrayLike<number | bigint>),
      );
      Array.from(array as ArrayLike<number | bigint>).forEach((value, i) =>
        expect(Object.is((arrived as ArrayLike<number | bigint>)[i], value), `${name}[${i}]`).toBe(true),
      );
    }
  });

  it('brings back an ArrayBuffer, and a view of part of a buffer as only that part', () => {
    const buffer = Uint8Array.of(1, 2, 3, 4, 5, 6, 7, 8).buffer;
    const back = roundTrip({ buffer, view: new Uint16Array(buffer, 2, 2) });
    expect(back.buffer).toBeInstanceOf(ArrayBuffer);
    expect(Array.from(new Uint8Array(back.buffer))).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(Array.from(back.view)).toEqual(Array.from(new Uint16Array(buffer, 2, 2)));
    expect(back.view.byteOffset).toBe(0);
  });

  it('carries a large buffer of every byte value, and plain values beside it as JSON does', () => {
    const bytes = new Uint8Array(300_001).map((_, i) => (i * 7919) % 256);
    const value = { bytes, name: 'ünïcode ✓', list: [1, null, 'two'], nested: { flag: true } };
    const back = roundTrip(value);
    expect(back.bytes).toEqual(bytes);
    expect({ ...back, bytes: null }).toEqual({ ...value, bytes: null });
  });

  it('carries a columnar slice of full rows, which rebuilds them field for field', () => {
    const rows = Array.from({ length: 50 }, (_, i) => fullRow(i));
    const slice = sliceToTransfer(UrlColumns.fromRows(rows), 0, rows.length);
    const far = new UrlColumns();
    appendSlice(far, roundTrip(slice));
    expect(far.toRows()).toEqual(rows);
  });

  it('writes and reads the same text where there is no Buffer and no base64 of the engine (a browser)', async () => {
    const bytes = new Uint8Array(100_003).map((_, i) => (i * 131) % 256);
    const value = { bytes, floats: Float64Array.of(-0, Math.E), buffer: Uint8Array.of(9, 8, 7).buffer };
    const inNode = toWireJson(value);
    vi.stubGlobal('Buffer', undefined);
    vi.resetModules();
    try {
      const bare = await import('../../../../shared/transfer/wire-json');
      expect(bare.toWireJson(value)).toBe(inNode);
      const back = bare.fromWireJson(inNode) as typeof value;
      expect(back.bytes).toEqual(bytes);
      expect(Array.from(back.floats)).toEqual([-0, Math.E]);
      expect(Array.from(new Uint8Array(back.buffer))).toEqual([9, 8, 7]);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('refuses what it could not bring back as it was', () => {
    expect(() => toWireJson({ __typedArray: 'Uint8Array', base64: '' })).toThrow('__typedArray');
    expect(() => toWireJson(new DataView(new ArrayBuffer(2)))).toThrow('DataView');
    expect(() => fromWireJson('{"__typedArray":"Uint32Array","base64":"AAA="}')).toThrow('2 bytes');
    expect(() => fromWireJson('{"__typedArray":"Nonsense","base64":""}')).toThrow('unknown binary kind');
  });
});
