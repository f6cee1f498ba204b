import { describe, expect, it } from 'vitest';
import { joinInSlices } from '../../../../renderer/src/project/join-in-slices';

/** A clock that only moves when a piece is made. */
let clock = 0;

/** Pieces that each take `ms` of the test's clock to make, as encoding a few thousand rows does. */
function* slowPieces(count: number, ms: number): Generator<string> {
  for (let i = 0; i < count; i += 1) {
    clock += ms;
    yield `${i},`;
  }
}

describe('joinInSlices', () => {
  it('joins every piece, pausing once the budget is spent, and reports progress', async () => {
    let pauses = 0;
    const progress: number[] = [];
    const joined = await joinInSlices(slowPieces(10, 4), {
      budgetMs: 10,
      now: () => clock,
      pause: async () => void (pauses += 1),
      onProgress: (done) => progress.push(done),
    });
    expect(joined).toBe('0,1,2,3,4,5,6,7,8,9,');
    expect(progress).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    // Three pieces of 4 ms fill a 10 ms budget: a pause after pieces 3, 6 and 9.
    expect(pauses).toBe(3);
  });

  it('stops at a pause when cancelled, making no more pieces', async () => {
    let made = 0;
    function* counted(): Generator<string> {
      for (let i = 0; i < 100; i += 1) {
        made += 1;
        yield 'x';
      }
    }
    let stop = false;
    const result = await joinInSlices(counted(), {
      budgetMs: 0,
      pause: async () => void (stop = made >= 3),
      cancelled: () => stop,
    });
    expect(result).toBeNull();
    expect(made).toBe(3);
  });
});
