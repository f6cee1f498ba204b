import { describe, expect, it } from 'vitest';
import { FifoQueue } from '../../../electron/engine/fifo-queue';

describe('FifoQueue', () => {
  it('gives items back in the order they came, across the compactions, and tells its length and first', () => {
    const queue = new FifoQueue<number>();
    expect(queue.shift()).toBeUndefined();
    const taken: number[] = [];
    let next = 0;
    // Pushes and shifts interleaved, past many compactions of the places taken.
    for (let round = 0; round < 50; round++) {
      for (let i = 0; i < 3000; i++) queue.push(next++);
      for (let i = 0; i < 2500; i++) taken.push(queue.shift()!);
      expect(queue.length).toBe(next - taken.length);
      expect(queue.first).toBe(taken.length);
    }
    while (queue.length > 0) taken.push(queue.shift()!);
    expect(taken).toEqual(Array.from({ length: next }, (_, i) => i));
    expect(queue.first).toBeUndefined();
    queue.push(7);
    queue.clear();
    expect([queue.length, queue.first, queue.shift()]).toEqual([0, undefined, undefined]);
  });
});
