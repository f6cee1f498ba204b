import { Worker } from 'node:worker_threads';
import { describe, expect, it, vi } from 'vitest';
import { busyPool, POOL_KINDS, stopMidJob } from '../../support/busy-pools';
import { useTempDir } from '../../support/use-temp-dir';

const temp = useTempDir();

// Node aborts the whole process (node_zlib.cc "close before init") when a worker is terminated inside
// a zlib constructor, which every job of these pools makes: a stop asks each worker to end after the
// job it runs (end-worker.ts). Whenever the stop comes, terminate is then never called, so this fails
// every time a pool terminates a worker at work again, where the stress test
// (pools-stopped-mid-job.test.ts) catches it only when the terminate lands inside zlib.
describe('stopping a pool while its workers run jobs never terminates a worker', () => {
  for (const kind of POOL_KINDS) {
    it(`the ${kind} pool, by each of its stops`, async () => {
      const terminate = vi.spyOn(Worker.prototype, 'terminate');
      try {
        // Round 0 and 1: the pack pool is stopped by stop(), then by close() (busy-pools.ts).
        for (const round of [0, 1]) {
          const done = await stopMidJob(busyPool(kind, temp.path()), round, 0);
          expect(done).toBeGreaterThan(0);
        }
        expect(terminate).not.toHaveBeenCalled();
      } finally {
        terminate.mockRestore();
      }
    });
  }
});
