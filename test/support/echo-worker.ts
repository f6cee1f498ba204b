// A worker that answers each job with its value after 100 ms, so that a second job waits in its pool;
// a job whose value is 'die' makes it exit (code 3) holding that job.
import { parentPort } from 'node:worker_threads';

parentPort!.on('message', (job: { id: number; value: unknown }) => {
  if (job.value === 'die') process.exit(3);
  setTimeout(() => parentPort!.postMessage({ id: job.id, type: 'echo', result: job.value }), 100);
});
