// A worker that answers each job with its value after 100 ms, so that a second job waits in its pool;
// a job whose value is 'die' makes it exit (code 3) holding that job, one whose value is 'hold' is
// never answered (the worker still reads its messages: a job surely under way when its pool stops),
// and one whose value is 'stuck' spins for ever, never reading its messages again (a pool's stop
// request among them).
import { takeMessages } from '../../electron/engine/take-messages';

const port = takeMessages('echo-worker', (job: { id: number; value: unknown }) => {
  if (job.value === 'die') process.exit(3);
  if (job.value === 'stuck') for (;;);
  if (job.value === 'hold') return;
  setTimeout(() => port.postMessage({ id: job.id, type: 'echo', result: job.value }), 100);
});
