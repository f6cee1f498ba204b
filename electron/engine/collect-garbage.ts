import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

/**
 * Shared memory let go of at once that is worth a collection of its own (collectAfterLettingGo): the
 * loc text of a file of 50,000 URLs of ~300 bytes. A shop's file (~8 MB) is left to V8.
 */
const COLLECTED_FROM_BYTES = 16 * 1024 * 1024;

let collect: (() => void) | null = null;

/**
 * A full garbage collection of this thread's heap, now: V8's `gc`, exposed at run time (the flag is
 * process-wide and read as a context is made: the first call makes one to take it from). For a thread
 * that has let go of shared memory far bigger than its heap: V8 weighs its heap's objects, not the
 * memory behind their buffers, when it decides to collect, so a thread with a 10-50 MB heap kept the
 * columns of file after file it had let go (a 48 MB file's loc text each) until it did.
 */
export function collectGarbage(): void {
  if (collect === null) {
    setFlagsFromString('--expose-gc');
    collect = runInNewContext('gc') as () => void;
  }
  collect();
}

/**
 * Collects once the caller's references are gone (setImmediate: after it returns) when it has just let
 * go of `bytes` of buffers, COLLECTED_FROM_BYTES or more; otherwise leaves it to V8.
 */
export function collectAfterLettingGo(bytes: number): void {
  if (bytes >= COLLECTED_FROM_BYTES) setImmediate(collectGarbage);
}
