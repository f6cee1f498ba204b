import { describe, expect, it } from 'vitest';
import { InOrder } from '../../../electron/engine/in-order';

/** An InOrder whose takes are noted as `index:value`; `throwOn`: the value its take throws on, once. */
function noting(throwOn?: string): { order: InOrder<string>; taken: string[] } {
  const taken: string[] = [];
  let thrown = false;
  const order = new InOrder<string>((value, index) => {
    if (value === throwOn && !thrown) {
      thrown = true;
      throw new Error(`refused ${value}`);
    }
    taken.push(`${index}:${value}`);
  });
  return { order, taken };
}

describe('InOrder', () => {
  it('takes values that arrive in any order in the order of their numbers, each once those before it are taken', () => {
    const { order, taken } = noting();
    order.arrive(2, 'c');
    order.arrive(1, 'b');
    expect(taken).toEqual([]);
    order.arrive(0, 'a');
    expect(taken).toEqual(['0:a', '1:b', '2:c']);
    order.arrive(4, 'e');
    expect(taken).toEqual(['0:a', '1:b', '2:c']);
    order.arrive(3, 'd');
    expect(taken).toEqual(['0:a', '1:b', '2:c', '3:d', '4:e']);
  });

  it('takes no value twice: not one that arrives again while it waits, nor after it was taken', () => {
    const { order, taken } = noting();
    order.arrive(1, 'b');
    order.arrive(1, 'b again');
    order.arrive(0, 'a');
    order.arrive(0, 'a again');
    order.arrive(1, 'b once more');
    expect(taken).toEqual(['0:a', '1:b']);
  });

  it('keeps the value a take threw on as the next one, and takes it again at the next arrival', () => {
    const { order, taken } = noting('b');
    order.arrive(1, 'b');
    expect(() => order.arrive(0, 'a')).toThrow('refused b');
    expect(taken).toEqual(['0:a']);
    order.arrive(2, 'c');
    expect(taken).toEqual(['0:a', '1:b', '2:c']);
  });

  it('takes the value a take keeps throwing on again at each arrival, even of a number already taken', () => {
    const taken: string[] = [];
    const order = new InOrder<string>((value) => {
      if (value === 'b') throw new Error('refused b');
      taken.push(value);
    });
    order.arrive(0, 'a');
    expect(() => order.arrive(1, 'b')).toThrow('refused b');
    expect(() => order.arrive(0, 'a')).toThrow('refused b');
    expect(() => order.arrive(2, 'c')).toThrow('refused b');
    expect(taken).toEqual(['a']);
  });

  it('lets go of the values waiting once cleared: they are taken only if they arrive again', () => {
    const { order, taken } = noting();
    order.arrive(1, 'b');
    order.arrive(2, 'c');
    order.clear();
    order.arrive(0, 'a');
    expect(taken).toEqual(['0:a']);
    order.arrive(1, 'b');
    expect(taken).toEqual(['0:a', '1:b']);
  });
});
