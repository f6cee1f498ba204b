import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { coreSpeedsNote, floorOnFastestCore, mediansByCore, onEachCore } from '../../bench/core-speeds';
import { BENCH_CORES } from '../../support/one-core';

/** The CPUs this thread may run on now, as /proc lists them: "0", "0-1". */
const allowedNow = (): string =>
  /Cpus_allowed_list:\s*(\S+)/.exec(readFileSync('/proc/thread-self/status', 'utf8'))![1]!;

describe("the cores' speeds a bench prints, and a floor on the fastest core", () => {
  it('runs the measure on each compared core alone, in turn, and gives the CPUs back after', async () => {
    const started = allowedNow();
    const seen: string[] = [];
    const speeds = await onEachCore(async () => (seen.push(allowedNow()), seen.length));
    expect(BENCH_CORES.length).toBeGreaterThan(0);
    expect(seen).toEqual(BENCH_CORES);
    expect(speeds).toEqual(BENCH_CORES.map((core, at) => ({ core, seconds: at + 1 })));
    expect(allowedNow()).toBe(started);
  });

  it('judges a floor on the fastest core, each core’s figure kept', async () => {
    // The first core "slower" than the second: the floor is the second's.
    const figures = [2.5, 1.5];
    let at = 0;
    const floor = await floorOnFastestCore(async () => figures[at++]!);
    expect(floor.byCore.map((one) => one.seconds)).toEqual(figures.slice(0, BENCH_CORES.length));
    expect(floor.seconds).toBe(Math.min(...figures.slice(0, BENCH_CORES.length)));
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
    expect(coreSpeedsNote([{ core: '0', seconds: 0.3 }])).toMatch(/could not be pinned/);
  });

  it('gives each core’s median over the rounds', () => {
    const rounds = [1.9, 1.7, 2.1].map((first, round) => [
      { core: '0', seconds: first },
      { core: '1', seconds: 1.4 + round / 10 },
    ]);
    expect(mediansByCore(rounds)).toBe('core 0 1.90 s, core 1 1.50 s');
  });
});
