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

/** Deterministic pseudo-random numbers in [0, 1) (mulberry32), for rows that must be alike from run to run. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
