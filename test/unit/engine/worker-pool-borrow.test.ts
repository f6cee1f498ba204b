import { join } from 'node:path';
import { expect, it } from 'vitest';
import { createWorkerPool, type JobSeen } from '../../../electron/engine/worker-pool';

const ECHO = join(__dirname, '../../support/echo-worker.ts');

/** A pool of one worker of its own that may borrow `lent.threads` more. */
function lendingPool() {
  const lent = { threads: 0 };
  const seen: JobSeen<string>[] = [];
  const pool = createWorkerPool<{ value: unknown }, unknown, string>({
    name: 'echo-worker-never-built',
    source: ECHO,
    size: 1,
    threw: (place, reply) => new Error(`${place}: ${reply.message}`),
    died: (place, how) => new Error(`${place}: the worker ${how}`),
    borrowed: () => lent.threads,
    seen: (job) => void seen.push(job),
  });
  const three = (tag: string): Promise<unknown[]> =>
    Promise.all([1, 2, 3].map((value) => pool.run({ value }, `${tag} ${value}`)));
  /** The most of the jobs tagged `tag` that ran at once: a sweep over their posts (+1) and answers (−1), an answer first at a tie. */
  const mostAtOnce = (tag: string): number => {
    const jobs = seen.filter((job) => job.place.startsWith(tag));
    const events = jobs.flatMap((job) => [
      { at: job.posted, change: 1 },
      { at: job.answered, change: -1 },
    ]);
    events.sort((a, b) => a.at - b.at || a.change - b.change);
    let running = 0;
    let most = 0;
    for (const { change } of events) most = Math.max(most, (running += change));
    return most;
  };
  return { lent, pool, three, mostAtOnce };
}

// A streaming export's parse workers idle once its last file is parsed: their threads go to the pack
// workers, which would otherwise pack a big file's rows on half the threads.
it('runs workers beyond its own size while threads are lent, and only then', async () => {
  const { lent, pool, three } = lendingPool();
  try {
    expect(pool.size).toBe(1);
    const alone = three('alone');
    expect(pool.liveWorkers()).toBe(1);
    await expect(alone).resolves.toEqual([1, 2, 3]);
    lent.threads = 2;
    expect(pool.size).toBe(3);
    const lentTo = three('lent');
    expect(pool.liveWorkers()).toBe(3);
    await expect(lentTo).resolves.toEqual([1, 2, 3]);
  } finally {
    await pool.close();
  }
  expect(pool.liveWorkers()).toBe(0);
}, 20_000);

// A parse worker that has a file again takes its thread back: the worker started on the loan idles.
it('runs no more jobs at once than its own size once a loan is taken back, and starts no worker', async () => {
  const { lent, pool, three, mostAtOnce } = lendingPool();
  try {
    lent.threads = 1;
    await expect(three('lent')).resolves.toEqual([1, 2, 3]);
    expect(pool.liveWorkers()).toBe(2);
    expect(mostAtOnce('lent')).toBe(2);
    lent.threads = 0;
    expect(pool.size).toBe(1);
    const after = three('taken back');
    expect(pool.liveWorkers()).toBe(2);
    await expect(after).resolves.toEqual([1, 2, 3]);
    expect(mostAtOnce('taken back')).toBe(1);
    // Lent again, the idle worker takes jobs again.
    lent.threads = 1;
    await expect(three('again')).resolves.toEqual([1, 2, 3]);
    expect(pool.liveWorkers()).toBe(2);
    expect(mostAtOnce('again')).toBe(2);
    // Negative loans are none.
    lent.threads = -5;
    expect(pool.size).toBe(1);
  } finally {
    await pool.close();
  }
}, 20_000);

it('starts ahead only its own workers, whatever it may borrow', async () => {
  const { lent, pool } = lendingPool();
  try {
    lent.threads = 3;
    pool.startAll();
    expect(pool.liveWorkers()).toBe(1);
  } finally {
    await pool.close();
  }
}, 20_000);
