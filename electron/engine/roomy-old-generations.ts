import { setFlagsFromString } from 'node:v8';

/**
 * The old generation, in MiB, that each isolate made after roomyOldGenerations may fill before V8's
 * first full collection, where V8's default lets it fill a few MiB. The memory behind buffers counts:
 * a pack worker's heap stays at 10-20 MB while it makes and takes slices' shared memory by the
 * hundred MB, and V8 marked it whole every 20 MB of those (14 full collections in an export of 1M
 * rows on 2 workers, their concurrent marking ~0.2 s of CPU on V8's helper threads); buffers let go
 * young are freed by scavenges, as before.
 */
export const FIRST_FULL_COLLECTION_MB = 256;

/**
 * Lets each worker started after this call grow its old generation to FIRST_FULL_COLLECTION_MB before
 * its first full collection (a process-wide V8 flag, read as each isolate is made: the calling
 * thread's is made already). For a command that exports a project whole (`export <project>`), whose
 * memory is the project's columns; the streaming commands keep their workers small instead.
 */
export function roomyOldGenerations(): void {
  setFlagsFromString(`--initial-old-space-size=${FIRST_FULL_COLLECTION_MB}`);
}
