/**
 * Deterministic pseudo-random integers for property tests and benches: `next(n)` is in 0…n-1, the
 * same sequence for the same seed, so a failing case can be run again (a 32-bit LCG, high bits).
 */
export function seededInts(seed: number): (below: number) => number {
  let state = seed >>> 0;
  return (below) => {
    state = (Math.imul(state, 1_103_515_245) + 12_345) >>> 0;
    return (state >>> 8) % below;
  };
}
