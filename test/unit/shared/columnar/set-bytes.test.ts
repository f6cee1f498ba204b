import { afterEach, describe, expect, it, vi } from 'vitest';
import { setBytes, setValues } from '../../../../shared/columnar/typed-arrays';

/** `length` bytes counting up from `first` (mod 256), in shared memory or not. */
function bytesOf(length: number, first: number, shared: boolean): Uint8Array {
  const bytes = shared ? new Uint8Array(new SharedArrayBuffer(length)) : new Uint8Array(length);
  for (let i = 0; i < length; i++) bytes[i] = (first + i) % 256;
  return bytes;
}

/** What `target.set(source, at)` leaves in a copy of `target`. */
function setByV8(target: Uint8Array, source: Uint8Array, at: number): number[] {
  const expected = Uint8Array.from(target);
  expected.set(source, at);
  return [...expected];
}

describe('setBytes', () => {
  // Every side shared or not, at offsets a word apart and not (V8's own copy into shared memory is relaxed).
  for (const [targetShared, sourceShared] of [
    [true, false],
    [false, true],
    [true, true],
    [false, false],
  ] as const) {
    it(`copies as set does (target ${targetShared ? 'shared' : 'plain'}, source ${sourceShared ? 'shared' : 'plain'})`, () => {
      // Runs long enough for Buffer's memcpy (1 KiB and more) and short ones, which set copies.
      for (const at of [0, 1, 3, 8, 13]) {
        for (const [from, length] of [
          [0, 4000],
          [5, 1027],
          [3, 40],
          [7, 1],
        ] as const) {
          const target = bytesOf(6000, 200, targetShared);
          const source = bytesOf(6000, 0, sourceShared).subarray(from, from + length);
          const expected = setByV8(target, source, at);
          setBytes(target, source, at);
          expect([...target], `at ${at}, ${length} bytes from ${from}`).toEqual(expected);
        }
      }
    });
  }

  it('copies within one shared buffer whose ranges overlap as set does, either way', () => {
    for (const [from, to] of [
      [0, 5],
      [9, 2],
    ] as const) {
      const target = bytesOf(4000, 0, true);
      const expected = setByV8(target, target.subarray(from, from + 2000), to);
      setBytes(target, target.subarray(from, from + 2000), to);
      expect([...target], `from ${from} to ${to}`).toEqual(expected);
    }
  });

  it('writes into a view at its own offset, never before it or past its end', () => {
    const whole = bytesOf(8000, 0, true);
    const view = whole.subarray(1000, 5000);
    const written = bytesOf(3000, 77, false);
    setBytes(view, written, 1000);
    expect([...whole.subarray(0, 2000)]).toEqual([...bytesOf(2000, 0, false)]);
    expect([...whole.subarray(2000, 5000)]).toEqual([...written]);
    expect([...whole.subarray(5000)]).toEqual([...bytesOf(3000, 5000, false)]);
  });

  it('refuses a copy past the end or before the start, as set does, and changes nothing', () => {
    const target = bytesOf(4096, 0, true);
    const before = [...target];
    for (const length of [4, 2048]) {
      expect(() => setBytes(target, bytesOf(length, 0, false), 4097 - length)).toThrow(RangeError);
      expect(() => setBytes(target, bytesOf(length, 0, false), -1)).toThrow(RangeError);
      expect(() => target.set(bytesOf(length, 0, false), 4097 - length)).toThrow(RangeError);
    }
    expect([...target]).toEqual(before);
  });

  it('takes an empty source anywhere up to the end, as set does', () => {
    const target = bytesOf(8, 0, true);
    setBytes(target, new Uint8Array(0), 8);
    setBytes(target, new Uint8Array(0), 3);
    expect([...target]).toEqual([...bytesOf(8, 0, false)]);
  });
});

describe('setBytes, the copy it makes', () => {
  afterEach(() => vi.restoreAllMocks());

  /** Which copy a setBytes call made: Buffer fill's memcpy, or V8's set. */
  function copiedBy(target: Uint8Array, source: Uint8Array, at: number): { fill: number; set: number } {
    const fill = vi.spyOn(Buffer.prototype, 'fill');
    const set = vi.spyOn(Uint8Array.prototype, 'set');
    setBytes(target, source, at);
    const counts = { fill: fill.mock.calls.length, set: set.mock.calls.length };
    vi.restoreAllMocks();
    return counts;
  }

  it('is one memcpy (Buffer fill) for 1 KiB or more into or out of shared memory', () => {
    expect(copiedBy(bytesOf(4096, 0, true), bytesOf(1024, 0, false), 3)).toEqual({ fill: 1, set: 0 });
    expect(copiedBy(bytesOf(4096, 0, false), bytesOf(3000, 0, true), 5)).toEqual({ fill: 1, set: 0 });
  });

  it('is set for less than 1 KiB, between plain buffers, within one buffer, and at an offset that is not a whole number', () => {
    expect(copiedBy(bytesOf(4096, 0, true), bytesOf(1023, 0, false), 3)).toEqual({ fill: 0, set: 1 });
    expect(copiedBy(bytesOf(4096, 0, false), bytesOf(3000, 0, false), 5)).toEqual({ fill: 0, set: 1 });
    const shared = bytesOf(8192, 0, true);
    expect(copiedBy(shared, shared.subarray(0, 2048), 4096)).toEqual({ fill: 0, set: 1 });
    expect(copiedBy(bytesOf(4096, 0, true), bytesOf(2048, 0, false), 2.5)).toEqual({ fill: 0, set: 1 });
  });
});

describe('setValues', () => {
  type Values = Float64Array | Uint16Array;

  /** `length` values counting up from `first`, numbers among them NaN, -0 and infinities; in shared memory or not. */
  function valuesOf(kind: 'numbers' | 'codes', length: number, first: number, shared: boolean): Values {
    const numbers = kind === 'numbers';
    const bytes = length * (numbers ? 8 : 2);
    const memory = shared ? new SharedArrayBuffer(bytes) : new ArrayBuffer(bytes);
    const values = numbers ? new Float64Array(memory) : new Uint16Array(memory);
    const odd = [NaN, -0, Infinity, -Infinity];
    for (let i = 0; i < length; i++) values[i] = numbers && i % 7 === 0 ? odd[(i / 7) % 4]! : first + i;
    // A NaN of a payload of its own every 11th number, written as bits: a copy by value would lose it.
    if (numbers)
      for (let i = 5; i < length; i += 11) new DataView(memory).setBigUint64(i * 8, 0x7ff4_0000_dead_beefn, true);
    return values;
  }

  const bitsOf = (array: Values): number[] => [...new Uint8Array(array.buffer, array.byteOffset, array.byteLength)];

  it('copies codes and numbers as set does, into and out of shared memory, the bits of a NaN and a -0 too', () => {
    for (const kind of ['numbers', 'codes'] as const) {
      for (const [targetShared, sourceShared] of [
        [true, true],
        [true, false],
        [false, false],
      ] as const) {
        for (const at of [0, 3, 700]) {
          const target = valuesOf(kind, 2000, 9000, targetShared);
          const source = valuesOf(kind, 1500, 1, sourceShared).subarray(200, 1300);
          const expected = valuesOf(kind, 2000, 9000, false);
          expected.set(source, at);
          setValues(target, source, at);
          expect(bitsOf(target), `${kind} at ${at}`).toEqual(bitsOf(expected));
          expect(bitsOf(target.subarray(at, at + source.length))).toEqual(bitsOf(source));
        }
      }
    }
  });

  it('is one memcpy for an array in shared memory, and converts each value, as set, between arrays of two kinds', () => {
    const fill = vi.spyOn(Buffer.prototype, 'fill');
    setValues(valuesOf('numbers', 1000, 0, true), valuesOf('numbers', 500, 0, false), 10);
    expect(fill).toHaveBeenCalledTimes(1);
    vi.restoreAllMocks();
    const wide = new Uint16Array(new SharedArrayBuffer(2000));
    setValues<Uint8Array | Uint16Array>(wide, Uint8Array.from([1, 2, 255]), 4);
    expect([...wide.subarray(3, 8)]).toEqual([0, 1, 2, 255, 0]);
  });

  it('refuses values past the end or before the start, and changes nothing', () => {
    const target = valuesOf('numbers', 1000, 5, true);
    const before = bitsOf(target);
    expect(() => setValues(target, valuesOf('numbers', 600, 0, false), 401)).toThrow(RangeError);
    expect(() => setValues(target, valuesOf('numbers', 600, 0, false), -1)).toThrow(RangeError);
    expect(bitsOf(target)).toEqual(before);
  });
});
