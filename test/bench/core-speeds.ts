// How fast each core the benches compare is on its own, this moment. The cores of a virtual machine
// need not be equal: one may share its physical core with a neighbour's work on the host (seen here:
// the same gzip took 0.72 s on core 0 and 0.52 s on core 1, run after run, with no steal time shown;
// minutes later the same on both, and later still core 1 the slower). So a core's speed is of the
// moment: the note is measured as the bench starts, and a floor on each core in each round.
// When core 0 is the slower, a 1-core run (on core 0) is slow, a floor measured on whichever core the
// scheduler picks wanders, and two cores are worth more than twice the one-core runs' core (less when
// core 0 is the faster): the figures say so.
import { gzipSync } from 'node:zlib';
import { BENCH_CORES, onCore, UNCOMPARED_WHY } from '../support/one-core';
import { fmt, median, seconds } from './measure';

/** One core's time for the same work, alone. */
export interface CoreSpeed {
  core: string;
  seconds: number;
}

/**
 * Sitemap-like text (13 MB) for the cores to gzip, the work the export's floor is made of: paths
 * and dates from a fixed pseudo-random sequence, so it compresses as a real sitemap does (a text of
 * counted paths compressed five times faster, too quickly to time).
 */
function sampleText(): Buffer {
  let seed = 29;
  const next = (below: number): number => {
    seed = (Math.imul(seed, 1_103_515_245) + 12_345) >>> 0;
    // From the high bits: a power-of-two LCG's low bits repeat with short periods.
    return Math.floor((seed / 2 ** 32) * below);
  };
  const word = (): string => next(0x7fff_ffff).toString(36);
  const lines = Array.from(
    { length: 100_000 },
    () =>
      `<url><loc>https://www.example.com/${word()}/${word()}-${word()}-${next(100_000)}</loc>` +
      `<lastmod>202${next(5)}-0${next(9) + 1}-1${next(10)}</lastmod><priority>0.${next(10)}</priority></url>\n`,
  );
  return Buffer.from(lines.join(''));
}

/**
 * `measure` run on each of the cores the benches compare, alone, in turn ([] where they cannot be
 * pinned), in BENCH_CORES' order. `first`: the core at that place in BENCH_CORES is measured first, so
 * rounds that alternate it do not always time the same core first (after the others' work).
 */
export async function onEachCore(measure: () => Promise<number>, first = 0): Promise<CoreSpeed[]> {
  const order = BENCH_CORES.map((_, at) => (at + first) % BENCH_CORES.length);
  const speeds: CoreSpeed[] = [];
  for (const at of order) speeds[at] = { core: BENCH_CORES[at]!, seconds: await onCore(BENCH_CORES[at]!, measure) };
  return speeds;
}

/** Each compared core's time for the same gzip, thrice (0.3 s here), the median of three such. */
export async function measureCoreSpeeds(): Promise<CoreSpeed[]> {
  const text = sampleText();
  return onEachCore(async () => median(await threeTimes(() => threeTimes(() => gzipSync(text)))));
}

async function threeTimes(work: () => unknown): Promise<number[]> {
  const times: number[] = [];
  for (let run = 0; run < 3; run++) times.push(await seconds(work));
  return times;
}

/** The fastest core's figure (the strictest floor), or NaN for none. */
export const fastest = (speeds: readonly CoreSpeed[]): number =>
  speeds.length === 0 ? NaN : Math.min(...speeds.map((one) => one.seconds));

/** "core 0 0.72 s, core 1 0.52 s" */
export const byCore = (speeds: readonly CoreSpeed[]): string =>
  speeds.map(({ core, seconds: time }) => `core ${core} ${fmt(time)} s`).join(', ');

/**
 * What a bench prints of the cores' speeds: each core's time for the same gzip, and what two of them
 * are worth in the one-core runs' core (the first): 1 + its time over the other's, 2 when equal.
 */
export function coreSpeedsNote(speeds: readonly CoreSpeed[]): string {
  if (speeds.length < 2) return `the cores' speeds are not compared: ${UNCOMPARED_WHY ?? 'fewer than two measured'}`;
  const [first, second] = speeds as [CoreSpeed, CoreSpeed];
  const worth = 1 + first.seconds / second.seconds;
  return (
    `cores alone, the same gzip of 13 MB of sitemap text, thrice: ${byCore(speeds)}; ` +
    `2 cores are worth ${fmt(worth)} of core ${first.core}'s (the 1-core runs'): ${fmt(worth)}× is ` +
    `the best 2-core speed-up at this moment (${Math.abs(worth - 2) > 0.1 ? 'unequal' : 'about equal'})`
  );
}

/**
 * A floor measured on each compared core alone, the fastest judged: the strictest, and steady from
 * round to round where an unpinned one lands on a slow core or a fast one by chance. Unpinned where
 * the cores cannot be pinned. `round`: which core goes first turns with it (onEachCore).
 */
export async function floorOnFastestCore(
  measure: () => Promise<number>,
  round = 0,
): Promise<{ seconds: number; perCore: CoreSpeed[] }> {
  const perCore = await onEachCore(measure, round);
  return { seconds: perCore.length > 0 ? fastest(perCore) : await measure(), perCore };
}

/** Each core's median over rounds of floors measured on each core (floorOnFastestCore's byCore), "core 0 1.90 s, core 1 1.40 s". */
export function mediansByCore(rounds: readonly (readonly CoreSpeed[])[]): string {
  const cores = rounds[0]?.map((one) => one.core) ?? [];
  return byCore(
    cores.map((core) => ({
      core,
      seconds: median(rounds.map((round) => round.find((one) => one.core === core)!.seconds)),
    })),
  );
}
