import { join } from 'node:path';
import { expect, it, vi } from 'vitest';
import type * as workerScript from '../../../electron/engine/worker-script';

// Every worker but the first fails to start, as a worker whose script or memory is gone would.
let starts = 0;
vi.mock('../../../electron/engine/worker-script', async (actual) => {
  const real = await actual<typeof workerScript>();
  return {
    ...real,
    startWorker: (name: string, source: string) => {
      if (starts++ > 0) throw new Error('the worker could not be started (test)');
      return real.startWorker(name, source);
    },
  };
});

const { createWorkerPool } = await import('../../../electron/engine/worker-pool');

const echoPool = (size: number) =>
  createWorkerPool<{ value: unknown }, unknown, string>({
    name: 'echo-worker-never-built',
    source: join(__dirname, '../../support/echo-worker.ts'),
    size,
    threw: (place, reply) => new Error(`${place}: ${reply.message}`),
    died: (place, how) => new Error(`${place}: the worker ${how}`),
  });

// The worker started in a dead one's place is started from the dead one's exit handler: a throw there
// was uncaught, and the job waiting for it never settled.
it("fails the job waiting for a worker that cannot be started in a dead one's place, naming why", async () => {
  const uncaught: unknown[] = [];
  const onUncaught = (error: unknown): void => void uncaught.push(error);
  process.prependListener('uncaughtException', onUncaught);
  const pool = echoPool(1);
  try {
    const first = pool.run({ value: 'die' }, 'first');
    const second = pool.run({ value: 2 }, 'second'); // waits: the one worker holds the first
    await expect(first).rejects.toThrow('first: the worker stopped (exit code 3)');
    await expect(second).rejects.toThrow('the worker could not be started (test)');
    expect(uncaught).toEqual([]);
  } finally {
    process.removeListener('uncaughtException', onUncaught);
    await pool.close();
  }
}, 20_000);

// Workers started before any job (a CLI's, while its project opens): one that cannot be started is
// no error then; the jobs run on the workers that did start.
it('starts what workers it can before any job, and runs every job on them', async () => {
  starts = 0;
  const pool = echoPool(2);
  try {
    pool.startAll();
    expect(pool.liveWorkers()).toBe(1);
    await expect(Promise.all([pool.run({ value: 1 }, 'a'), pool.run({ value: 2 }, 'b')])).resolves.toEqual([1, 2]);
  } finally {
    await pool.close();
  }
}, 20_000);
