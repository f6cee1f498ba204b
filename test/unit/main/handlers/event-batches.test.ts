import { describe, expect, it } from 'vitest';
import { BATCH_WEIGHT, eventBatches } from '../../../../electron/main/handlers/event-batches';

describe('eventBatches', () => {
  it('sends a batch when it is full, and the rest on flush, counting what went', () => {
    const sent: number[][] = [];
    const batches = eventBatches<number>(3, (items) => sent.push(items));
    for (let i = 1; i <= 7; i++) batches.push(i);
    expect(sent).toEqual([
      [1, 2, 3],
      [4, 5, 6],
    ]);
    batches.flush();
    expect(sent.at(-1)).toEqual([7]);
    expect(batches.sent()).toBe(7);
  });

  it('sends a batch once it weighs enough, so large items never make one message too big to build', () => {
    const sent: string[][] = [];
    const large = 'x'.repeat(BATCH_WEIGHT / 4);
    const batches = eventBatches<string>(
      500,
      (items) => sent.push(items),
      (item) => item.length,
    );
    for (let i = 0; i < 10; i++) batches.push(large);
    expect(sent.map((items) => items.length)).toEqual([4, 4]);
    expect(Math.max(...sent.map((items) => items.join('').length))).toBeLessThanOrEqual(BATCH_WEIGHT);
  });
});
