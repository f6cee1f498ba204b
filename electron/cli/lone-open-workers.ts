import { projectWorkers } from '../engine/startup';

/**
 * The project workers `export <project>` opens a project file on, of `threads`: one per four, at
 * least one. The open is bound by the main thread, which appends each member's rows as they arrive;
 * one worker inflates and decodes members about as fast (1M shop rows: ~0.24 s of CPU there, ~0.2 s
 * of appending here), while the pack workers check the rows opened on the same cores. Each worker more
 * costs its start-up and its own warm-up of the decoding (built CLI, 1M rows, 2 cores: the project
 * workers' CPU 0.28-0.37 s on two, 0.23-0.29 s on one, 3 runs each under load; the open alone, in
 * process, medians of 5: 538 ms wall on two, 445 ms on one).
 */
export const loneOpenWorkers = (threads: number): number => Math.max(1, Math.floor(threads / 4));

/**
 * The project workers `export <project>` opens on when told `threads`: loneOpenWorkers of no more
 * threads than the machine runs at once (`cores`), since more workers than that only wait for a core.
 * The early start (early-workers.ts) and the open both take it, so the workers started early are the
 * ones the open takes.
 */
export const openWorkersFor = (threads: number, cores: number = projectWorkers()): number =>
  loneOpenWorkers(Math.min(threads, cores));
