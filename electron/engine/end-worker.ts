import type { Worker } from 'node:worker_threads';
import { stopRequest } from './worker-stop';

/**
 * How long a worker asked to stop may take to exit before it is terminated anyway: one stuck in a
 * synchronous loop never reads the request. A job it is inside (a file's gzip, a member or a chunk
 * parsed) ends well within it.
 */
export const STOP_BOUND_MS = 5000;

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
