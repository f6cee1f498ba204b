import type { PhaseResult } from './import';
import { median, rangeOf } from './measure';

/**
 * One phase as its runs' medians: the wall, the CPU of all threads and the peak RSS each the middle of
 * its own runs (a run slowed by the machine's load moves none of them far). Rows and workers are every
 * run's alike.
 */
export function medianPhase(runs: readonly PhaseResult[]): PhaseResult {
  const first = runs[0];
  if (!first) throw new Error('a phase with no runs');
  const of = (pick: (run: PhaseResult) => number): number => median(runs.map(pick));
  return {
    ...first,
    ms: of((run) => run.ms),
    cpuMs: of((run) => run.cpuMs),
    peakRssBytes: of((run) => run.peakRssBytes),
  };
}

/** How far a phase's runs spread, in seconds, wall and CPU ("wall 4.41–4.70, CPU 8.52–8.81"); empty for one run. */
export function spreadOf(runs: readonly PhaseResult[]): string {
  if (runs.length < 2) return '';
  const seconds = (pick: (run: PhaseResult) => number): string => rangeOf(runs.map((run) => pick(run) / 1000));
  return `wall ${seconds((run) => run.ms)}, CPU ${seconds((run) => run.cpuMs)}`;
}
