import { describe, expect, it } from 'vitest';
import { coreSpeedsNote, fastest, floorOnFastestCore, mediansByCore, onEachCore } from '../../bench/core-speeds';
import { cpusAllowedNow } from '../../support/cpus-allowed';
import { BENCH_CORES, UNCOMPARED_WHY } from '../../support/one-core';

// Pinning is Linux's taskset on CPUs 0 and 1 (the figures below name them); where they are missing the
// pinned suite skips, its name saying why. On Linux a missing taskset fails one-core.test.ts.
const WHY_NOT_PINNED =
  process.platform !== 'linux'
    ? 'not Linux (no /proc, no taskset)'
    : (UNCOMPARED_WHY ?? (BENCH_CORES.join(',') === '0,1' ? null : `compared cores ${BENCH_CORES.join(',')}, not 0,1`));

if (WHY_NOT_PINNED !== null) console.warn(`core-speeds: the pinned tests skip: ${WHY_NOT_PINNED}`);

describe.skipIf(WHY_NOT_PINNED !== null)(
  `each compared core alone, and a floor on the fastest${WHY_NOT_PINNED === null ? '' : ` (skipped: ${WHY_NOT_PINNED})`}`,
  () => {
    it('runs the measure on each compared core alone, in turn, and gives the CPUs back after', async () => {
      const started = cpusAllowedNow();
      const seen: string[] = [];
      const speeds = await onEachCore(async () => (seen.push(cpusAllowedNow()), seen.length));
      expect(seen).toEqual(['0', '1']);
      expect(speeds).toEqual([
        { core: '0', seconds: 1 },
        { core: '1', seconds: 2 },
      ]);
      expect(cpusAllowedNow()).toBe(started);
    });

    it('measures the other core first when asked (alternate rounds), each figure still under its core', async () => {
      const seen: string[] = [];
      const speeds = await onEachCore(async () => (seen.push(cpusAllowedNow()), seen.length), 1);
      expect(seen).toEqual(['1', '0']);
      expect(speeds).toEqual([
        { core: '0', seconds: 2 },
        { core: '1', seconds: 1 },
      ]);
    });

    it('judges a floor on the fastest core, each core’s figure kept', async () => {
      // The first core "slower" than the second: the floor is the second's.
      const figures = [2.5, 1.5];
      let at = 0;
      const floor = await floorOnFastestCore(async () => figures[at++]!);
      expect(floor.perCore).toEqual([
        { core: '0', seconds: 2.5 },
        { core: '1', seconds: 1.5 },
      ]);
      expect(floor.seconds).toBe(1.5);
    });

    it('gives the CPUs back when the work throws, and throws the work’s error', async () => {
      const started = cpusAllowedNow();
      await expect(onEachCore(() => Promise.reject(new Error('the work failed')))).rejects.toThrow('the work failed');
      expect(cpusAllowedNow()).toBe(started);
    });
  },
);

describe("the cores' speeds a bench prints", () => {
  it('takes the fastest core’s figure as the floor, NaN for none', () => {
    expect(
      fastest([
        { core: '0', seconds: 2.5 },
        { core: '1', seconds: 1.5 },
      ]),
    ).toBe(1.5);
    expect(fastest([{ core: '3', seconds: 0.4 }])).toBe(0.4);
    expect(fastest([])).toBeNaN();
  });

  it('says what two unequal cores are worth in the first one’s, and when they are about equal', () => {
    expect(
      coreSpeedsNote([
        { core: '0', seconds: 0.72 },
        { core: '1', seconds: 0.52 },
      ]),
    ).toContain(
      "2 cores are worth 2.38 of core 0's (the 1-core runs'): 2.38× is the best 2-core speed-up at this moment (unequal)",
    );
    expect(
      coreSpeedsNote([
        { core: '0', seconds: 0.3 },
        { core: '1', seconds: 0.31 },
      ]),
    ).toContain('(about equal)');
    expect(coreSpeedsNote([{ core: '0', seconds: 0.3 }])).toMatch(/^the cores' speeds are not compared: /);
  });

  it('gives each core’s median over the rounds', () => {
    const rounds = [1.9, 1.7, 2.1].map((first, round) => [
      { core: '0', seconds: first },
      { core: '1', seconds: 1.4 + round / 10 },
    ]);
    expect(mediansByCore(rounds)).toBe('core 0 1.90 s, core 1 1.50 s');
  });
});
