import { setFlagsFromString } from 'node:v8';

/**
 * Has V8 optimise hot code on the thread that runs it rather than on its helper threads, in the
 * isolates made after this call (each worker's is made as it starts; the flag is read then). On a
 * process's first export V8's helper threads took ~1 s of CPU (0.2 s on a warm pool), about half of
 * what the first export costs more than a warm one, and on N cores with N workers busy they have no
 * idle core to run on. The built CLI's `export <project>`, 1M rows, 2 cores under load (14-16),
 * alternating with and without: CPU of all threads, medians, 5.27 -> 4.84 s (3 pairs), and with the
 * flag on the command line 5.46 -> 5.08 s (4 pairs); every run with it below every run without.
 */
export function optimiseOnEachThread(): void {
  setFlagsFromString('--no-concurrent-recompilation');
}
