import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { createWorkerPool } from '../../../electron/engine/worker-pool';

const ECHO = join(__dirname, '../../support/echo-worker.ts');

const echoPool = (size: number) =>
  createWorkerPool<{ value: unknown }, unknown, string>({
    name: 'echo-worker-never-built',
    source: ECHO,
    size,
    threw: (place, reply) => new Error(`${place}: ${reply.message}`),
    died: (place, how) => new Error(`${place}: the worker ${how}`),
  });

// A CLI starts its pack workers while its project opens: they must be there before any job, run the
// jobs as workers started by jobs do, and not be started twice.
it('starts every worker at once, before any job, and no more than its size', async () => {
  const pool = echoPool(2);
  try {
    expect(pool.liveWorkers()).toBe(0);
    pool.startAll();
    expect(pool.liveWorkers()).toBe(2);
    pool.startAll();
    expect(pool.liveWorkers()).toBe(2);
    await expect(Promise.all([pool.run({ value: 1 }, 'a'), pool.run({ value: 2 }, 'b')])).resolves.toEqual([1, 2]);
    expect(pool.liveWorkers()).toBe(2);
  } finally {
    await pool.close();
  }
  expect(pool.liveWorkers()).toBe(0);
}, 20_000);

// --threads 1024 once started 1,024 isolates ahead of a one-URL export: ahead of jobs, a pool starts
// only what can run at once, and the rest of its size only as jobs wait for them.
it('starts ahead no more workers than cores, and the rest of its size as jobs wait for them', async () => {
  const cores = availableParallelism();
  const pool = echoPool(cores + 2);
  try {
    pool.startAll();
    expect(pool.liveWorkers()).toBe(cores);
    // Each job takes 100 ms: while the started workers hold theirs, the others wait for new ones.
    const values = Array.from({ length: cores + 2 }, (_, n) => n);
    const jobs = Promise.all(values.map((value) => pool.run({ value }, `job ${value}`)));
    expect(pool.liveWorkers()).toBe(cores + 2);
    await expect(jobs).resolves.toEqual(values);
  } finally {
    await pool.close();
  }
}, 20_000);

it('fails only the job of a worker started early that dies, and starts another in its place', async () => {
  const pool = echoPool(1);
  try {
    pool.startAll();
    await expect(pool.run({ value: 'die' }, 'first')).rejects.toThrow('first: the worker stopped (exit code 3)');
    pool.startAll();
    expect(pool.liveWorkers()).toBe(1);
    await expect(pool.run({ value: 'next' }, 'next')).resolves.toBe('next');
  } finally {
    await pool.close();
  }
}, 20_000);

// A job cancelled by close() whose caller posted the next one (checks begun ahead of an export do)
// started a worker that nothing closed: a CLI process that never exits.
it('closed, runs no job and starts no worker: a job given then rejects as cancelled', async () => {
  const pool = echoPool(1);
  const failure = (job: Promise<unknown>): Promise<unknown> =>
    job.then(
      () => null,
      (error: unknown) => error,
    );
  let next: Promise<unknown> | null = null;
  const first = failure(pool.run({ value: 1 }, 'first')).then((error) => {
    next = failure(pool.run({ value: 2 }, 'posted as the first was cancelled'));
    return error;
  });
  await pool.close();
  expect(await first).toMatchObject({ message: 'The job was cancelled' });
  expect(await next).toMatchObject({ message: 'The job was cancelled' });
  expect(await failure(pool.run({ value: 3 }, 'after'))).toMatchObject({ message: 'The job was cancelled' });
  pool.startAll();
  expect(pool.liveWorkers()).toBe(0);
}, 20_000);
