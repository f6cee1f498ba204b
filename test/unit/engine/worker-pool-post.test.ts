import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { createWorkerPool, type WorkerPoolOptions } from '../../../electron/engine/worker-pool';

const ECHO = join(__dirname, '../../support/echo-worker.ts');
const failures: Pick<WorkerPoolOptions<string>, 'threw' | 'died'> = {
  threw: (place, reply) => new Error(`${place}: ${reply.message}`),
  died: (place, how) => new Error(`${place}: the worker ${how}`),
};

// A job waiting for a worker is posted from the handler of the worker that answered the job before:
// a throw there was uncaught, and the job never settled, its worker held (a pool of 1 ran nothing more).
describe('a pool posting its waiting jobs', () => {
  const uncaught: unknown[] = [];
  const onUncaught = (error: unknown): void => void uncaught.push(error);
  process.prependListener('uncaughtException', onUncaught);
  afterEach(() => void (uncaught.length = 0));
  afterAll(() => void process.removeListener('uncaughtException', onUncaught));

  it('fails a waiting job that cannot be posted, and runs the next one', async () => {
    const pool = createWorkerPool<{ value: unknown }, unknown, string>({
      name: 'echo-worker-never-built',
      source: ECHO,
      size: 1,
      ...failures,
    });
    try {
      const first = pool.run({ value: 1 }, 'first');
      const bad = pool.run({ value: () => 1 }, 'bad'); // waits: the one worker is busy; a function cannot be cloned
      const after = pool.run({ value: 3 }, 'after');
      await expect(first).resolves.toBe(1);
      await expect(bad).rejects.toThrow(/could not be cloned/);
      await expect(after).resolves.toBe(3);
      expect(uncaught).toEqual([]);
    } finally {
      await pool.close();
    }
  }, 20_000);
});
