import type { Worker } from 'node:worker_threads';
import { stopRequest } from './worker-stop';

/**
 * How long a worker asked to stop may take to exit before it is terminated anyway: one stuck in a
 * synchronous loop never reads the request. It counts from the request, and the jobs posted before
 * it run first: a 50 MB file written, flushed, read back and inflated on a slow disk took more than
 * 5 s, and a terminate inside its inflate could abort the whole process. A stuck worker is a fault of
 * ours; the wait for it is the price, not a crash.
 */
export const STOP_BOUND_MS = 30_000;

/**
 * Ends a worker by asking it (it exits between its tasks, take-messages.ts), resolving once it has
 * exited (`exited`, the pool's own promise of its 'exit'). Only a worker still running after
 * `boundMs` is terminated, as a last resort: a terminate can land inside a zlib constructor and abort
 * the whole process.
 */
export async function endWorker(worker: Worker, exited: Promise<void>, boundMs = STOP_BOUND_MS): Promise<void> {
  worker.postMessage(stopRequest());
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<true>((resolve) => (timer = setTimeout(resolve, boundMs, true)));
  const stuck = await Promise.race([exited, late]);
  clearTimeout(timer);
  if (stuck) await Promise.all([worker.terminate(), exited]);
}
