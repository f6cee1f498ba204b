import { afterEach, describe, expect, it, vi } from 'vitest';
import { SpareArrays } from '../../../shared/spare-arrays';

describe('SpareArrays', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('lends a given-back array again, reset, and a new one when none of that length is spare', () => {
    const spares = new SpareArrays<Int32Array>(
      (length) => new Int32Array(length),
      (array) => array.fill(0),
    );
    const first = spares.take(8);
    first[3] = 7;
    spares.give(first);
    const again = spares.take(8);
    expect(again).toBe(first);
    expect([...again]).toEqual(new Array(8).fill(0));
    expect(spares.take(8)).not.toBe(first); // lent out, so not lent twice
    expect(spares.take(16)).toHaveLength(16);
  });

  it('keeps several arrays of one length, each lent to one user at a time', () => {
    const spares = new SpareArrays<Uint8Array>((length) => new Uint8Array(length));
    const [a, b] = [spares.take(4), spares.take(4)];
    spares.give(a);
    spares.give(b);
    spares.give(b); // given back twice by mistake: still lent only once
    const lent = [spares.take(4), spares.take(4), spares.take(4)];
    const isSpare = (array: Uint8Array | undefined): boolean => array === a || array === b;
    expect(lent.map(isSpare)).toEqual([true, true, false]); // a fresh one once both are lent
    expect(lent[0]).not.toBe(lent[1]);
  });

  it('lets its spares go once they have been idle for the time given', () => {
    vi.useFakeTimers(); // the idle time is a setTimeout: let it pass without waiting for it
    const spares = new SpareArrays<Uint8Array>((length) => new Uint8Array(length), undefined, 10);
    const array = spares.take(4);
    spares.give(array);
    vi.advanceTimersByTime(40);
    expect(spares.take(4)).not.toBe(array);
  });
});
