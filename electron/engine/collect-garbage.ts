import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

let collect: (() => void) | null = null;

/**
 * A full garbage collection of this thread's heap, now: V8's `gc`, exposed at run time (the flag is
 * process-wide and read as a context is made: the first call makes one to take it from). For a thread
 * that has let go of shared memory far bigger than its heap: V8 weighs its heap's objects, not the
 * memory behind their buffers, when it decides to collect, so a parse worker with a 10 MB heap held
 * the columns of file after file it had handed on (a 48 MB file's loc text each) until it did.
 */
export function collectGarbage(): void {
  if (collect === null) {
    setFlagsFromString('--expose-gc');
    collect = runInNewContext('gc') as () => void;
  }
  collect();
}
