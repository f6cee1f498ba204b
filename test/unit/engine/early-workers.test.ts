import { once } from 'node:events';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import type { Worker } from 'node:worker_threads';
import { afterEach, expect, it } from 'vitest';
import { activeLocale, setActiveLocale } from '../../../shared/i18n/active-locale';
import { createWorkerPool } from '../../../electron/engine/worker-pool';
import { dropEarlyWorkers, startEarly, startWorker } from '../../../electron/engine/worker-script';

const NAME = 'echo-worker-never-built';
const ECHO = join(__dirname, '../../support/echo-worker.ts');

const echoPool = (size: number) =>
  createWorkerPool<{ value: unknown }, unknown, string>({
    name: NAME,
    source: ECHO,
    size,
    threw: (place, reply) => new Error(`${place}: ${reply.message}`),
    died: (place, how) => new Error(`${place}: the worker ${how}`),
  });

/** Whether a worker has exited (its threadId is -1 once it has). */
const exited = (worker: Worker): boolean => worker.threadId === -1;

const started: Worker[] = [];
afterEach(async () => {
  setActiveLocale('en');
  await dropEarlyWorkers();
  await Promise.all(started.splice(0).map((worker) => worker.terminate()));
});

it('hands out the workers started early first, oldest first, then starts new ones', async () => {
  const early = startEarly(NAME, ECHO, 2);
  expect(early).toHaveLength(2);
  const taken = [startWorker(NAME, ECHO), startWorker(NAME, ECHO), startWorker(NAME, ECHO)];
  started.push(...taken);
  expect(taken.slice(0, 2)).toEqual(early);
  expect(early).not.toContain(taken[2]);
});

it('starts early no more workers than can run at once, one a core', () => {
  const cores = availableParallelism();
  expect(startEarly(NAME, ECHO, cores + 3)).toHaveLength(cores);
});

it("runs a pool's jobs on the workers started early, and no others", async () => {
  const early = startEarly(NAME, ECHO, 2);
  const pool = echoPool(2);
  try {
    const jobs = Promise.all([pool.run({ value: 1 }, 'a'), pool.run({ value: 2 }, 'b')]);
    expect(pool.liveWorkers()).toBe(2);
    await expect(jobs).resolves.toEqual([1, 2]);
    // Taken by the pool: none left to start another with.
    const fresh = startWorker(NAME, ECHO);
    started.push(fresh);
    expect(early).not.toContain(fresh);
  } finally {
    await pool.close();
  }
  // The pool's close ended them: they were its workers.
  expect(early.every(exited)).toBe(true);
}, 20_000);

it('never hands out a worker that died before it was taken; a new one runs the job', async () => {
  const [early] = startEarly(NAME, ECHO, 1);
  early!.postMessage({ id: 0, value: 'die' });
  await once(early!, 'exit');
  const pool = echoPool(1);
  try {
    await expect(pool.run({ value: 'after' }, 'a')).resolves.toBe('after');
  } finally {
    await pool.close();
  }
}, 20_000);

it('does not hand out a worker started in another language: it is ended, and one in the language now is started', async () => {
  setActiveLocale('nl');
  const [dutch] = startEarly(NAME, ECHO, 1);
  setActiveLocale('en');
  expect(activeLocale()).toBe('en');
  const worker = startWorker(NAME, ECHO);
  started.push(worker);
  expect(worker).not.toBe(dutch);
  await once(dutch!, 'exit');
  expect(exited(worker)).toBe(false);
}, 20_000);

it('ends the workers started early that nothing took', async () => {
  const early = startEarly(NAME, ECHO, 2);
  started.push(startWorker(NAME, ECHO));
  await dropEarlyWorkers();
  expect(exited(early[0]!)).toBe(false);
  expect(exited(early[1]!)).toBe(true);
  // None left to hand out.
  const fresh = startWorker(NAME, ECHO);
  started.push(fresh);
  expect(early).not.toContain(fresh);
}, 20_000);
