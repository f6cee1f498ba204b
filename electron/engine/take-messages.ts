import { parentPort, type MessagePort } from 'node:worker_threads';
import { STOP_WORKER } from './worker-stop';

/**
 * A worker's reading of one message from its pool: the pool's stop request (a message of type
 * `stopType`, worker-stop.ts) ends the thread here, with its exit code; any other goes to `handle`.
 * Self-contained (no imports, no outer names), so that the gzip pool's inline worker runs this very
 * function from its source.
 */
export function stopOrHandle(stopType: string): <M>(message: M, handle: (message: M) => void) => void {
  return (message, handle) => {
    const stop = message as { type?: unknown; exitCode?: unknown } | null;
    if (typeof stop === 'object' && stop !== null && stop.type === stopType) process.exit(Number(stop.exitCode));
    else handle(message);
  };
}

const route = stopOrHandle(STOP_WORKER);

/**
 * A worker entry's messages from its pool, each handed to `handle`, but for the pool's stop request
 * (worker-stop.ts), on which the worker ends its own thread. A message is read only between two of the
 * thread's tasks, never inside one: Node aborts the whole process when a worker is terminated from
 * outside between making a zlib handle and initialising it (node_zlib.cc "close before init", on the
 * worker's cleanup; nodejs/node#13082), and every pack, project and parse job gzips or inflates.
 * Answers the port, for the entry's replies. `entry` names the entry when not run as a worker.
 */
export function takeMessages<M>(entry: string, handle: (message: M) => void): MessagePort {
  const port = parentPort;
  if (!port) throw new Error(`${entry} runs as a worker thread`);
  port.on('message', (message: M) => route(message, handle));
  return port;
}
