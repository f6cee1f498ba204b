import { parentPort, type MessagePort } from 'node:worker_threads';
import { isStopRequest } from './worker-stop';

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
  port.on('message', (message: M) => (isStopRequest(message) ? process.exit(message.exitCode) : handle(message)));
  return port;
}
