// A worker that answers each job with its value after 100 ms, so that a second job waits in its pool.
import { parentPort } from 'node:worker_threads';

parentPort!.on('message', (job: { id: number; value: unknown }) => {
  setTimeout(() => parentPort!.postMessage({ id: job.id, type: 'echo', result: job.value }), 100);
});
