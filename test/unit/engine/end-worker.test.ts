import { once } from 'node:events';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { endWorker } from '../../../electron/engine/end-worker';
import { createWorkerPool, type WorkerPoolOptions } from '../../../electron/engine/worker-pool';
import { startWorker } from '../../../electron/engine/worker-script';

const ECHO = join(__dirname, '../../support/echo-worker.ts');

/** An echo worker and its exit code, once it exits. */
function echoWorker(): { worker: Worker; exited: Promise<number> } {
  const worker = startWorker('echo-worker-never-built', ECHO);
  return { worker, exited: once(worker, 'exit').then(([code]) => code as number) };
}

const echoPool = (crashOn: (place: string) => boolean = () => false) =>
  createWorkerPool<{ value: unknown }, unknown, string>({
    name: 'echo-worker-never-built',
    source: ECHO,
    size: 2,
    threw: (place, reply) => new Error(`${place}: ${reply.message}`),
    died: (place, how) => new Error(`${place}: the worker ${how}`),
    crashOn,
  } satisfies WorkerPoolOptions<string>);

// A worker terminated from outside inside a zlib constructor aborts the whole process (node_zlib.cc
// "close before init"): a worker is asked to stop and ends itself between its tasks.
describe('ending a worker by asking it', () => {
  afterEach(() => void vi.restoreAllMocks());

  it('reads the stop request and exits by itself (code 0), without being terminated', async () => {
    const terminate = vi.spyOn(Worker.prototype, 'terminate');
    const { worker, exited } = echoWorker();
    await endWorker(
      worker,
      exited.then(() => undefined),
    );
    expect(await exited).toBe(0);
    expect(terminate).not.toHaveBeenCalled();
  }, 20_000);

  it('terminates a worker stuck in a synchronous loop once the bound has passed', async () => {
    const { worker, exited } = echoWorker();
    worker.postMessage({ id: 0, value: 'stuck' });
    const terminate = vi.spyOn(worker, 'terminate');
    await endWorker(
      worker,
      exited.then(() => undefined),
      300,
    );
    expect(terminate).toHaveBeenCalledTimes(1);
    expect(await exited).toBe(1);
  }, 20_000);

  it("stops a pool's busy workers without terminating them; their jobs fail as cancelled before they exit", async () => {
    const terminate = vi.spyOn(Worker.prototype, 'terminate');
    const pool = echoPool();
    const settled: string[] = [];
    const jobs = [1, 2].map((n) =>
      pool.run({ value: 'hold' }, `job ${n}`).catch((error: Error) => void settled.push(error.message)),
    );
    // Both are posted, each to its worker, and never answered: under way when the pool stops, however
    // long the start took (an answer after 100 ms could come first on a busy runner).
    await new Promise((resolve) => setTimeout(resolve, 20));
    const stopped = pool.stop().then(() => settled.push('stopped'));
    await Promise.all([...jobs, stopped]);
    expect(settled).toEqual(['The job was cancelled', 'The job was cancelled', 'stopped']);
    expect(pool.liveWorkers()).toBe(0);
    expect(terminate).not.toHaveBeenCalled();
  }, 20_000);

  it('leaves a crashed worker to its own exit: a stop meanwhile fails its job as died, not cancelled', async () => {
    const pool = echoPool((place) => place === 'crashing');
    try {
      const crashing = pool.run({ value: 1 }, 'crashing');
      const other = pool.run({ value: 2 }, 'other');
      const stopped = pool.stop();
      const [crashed, cancelled] = await Promise.allSettled([crashing, other, stopped]);
      expect(crashed).toMatchObject({
        reason: { message: expect.stringMatching(/^crashing: the worker stopped \(exit code \d\)$/) },
      });
      expect(cancelled).toMatchObject({ reason: { message: 'The job was cancelled' } });
      expect(pool.liveWorkers()).toBe(0);
    } finally {
      await pool.close();
    }
  }, 20_000);
});
