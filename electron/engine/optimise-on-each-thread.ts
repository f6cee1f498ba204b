import { setFlagsFromString } from 'node:v8';

/**
 * Tunes V8's optimising compiler for an export's workers, two process-wide flags.
 *
 * First, has V8 optimise hot code on the thread that runs it rather than on its helper threads, in
 * the isolates made after this call (each worker's is made as it starts; that flag is read then). On a
 * process's first export V8's helper threads took ~1 s of CPU (0.2 s on a warm pool), about half of
 * what the first export costs more than a warm one, and on N cores with N workers busy they have no
 * idle core to run on. makeWorker sets that one before every worker now, as a helper's job can
 * outlive its worker (optimiseOnWorkerThreads), so only the second is set here. The built CLI's `export <project>`, 1M rows, 2 cores under load (14-16),
 * alternating with and without: CPU of all threads, medians, 5.27 -> 4.84 s (3 pairs), and with the
 * flag on the command line 5.46 -> 5.08 s (4 pairs); every run with it below every run without.
 *
 * Second, has TurboFan inline half V8's default bytecode (920) into one optimised function, read at
 * each function optimised, on every thread, the calling one and workers already running too: each worker
 * optimises the same hot code again in its own isolate, and a deep inline both costs more to compile
 * and is thrown away whole when any function inlined in it meets a case it has not seen. The built
 * CLI's `export <project>`, 1M rows, 2 cores, medians of 12 interleaved runs: 2.23 -> 2.14 s wall,
 * 4.19 -> 3.98 s CPU (TurboFan ~120 ms less; 200, 350 and 600 no better than 450); on 1 core 3.76 ->
 * 3.84 s; a streaming export of 1M rows in 20 gzipped files the same (5.82 -> 5.81 s, 5 runs each).
 * That flag is part of the key V8's code cache is checked against, so each isolate made after it
 * compiles Node's own modules afresh (+30 ms of CPU a worker); set later, once the workers had
 * started, it gained less (2.18 s, 4.06 s CPU, in the same runs).
 */
export function optimiseOnEachThread(): void {
  setFlagsFromString('--max-inlined-bytecode-size-cumulative=450');
}
