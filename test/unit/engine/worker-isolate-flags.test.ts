import type * as V8 from 'node:v8';
import type * as WorkerThreads from 'node:worker_threads';
import { describe, expect, it, vi } from 'vitest';
import { POOL_KINDS } from '../../support/busy-pools';
import { useTempDir } from '../../support/use-temp-dir';

const FLAG = '--no-concurrent-recompilation';

/** The V8 flags set so far, and for each worker made, whether FLAG was set before it. */
const seen = vi.hoisted(() => ({ flags: [] as string[], flagBeforeWorker: [] as boolean[] }));

vi.mock('node:v8', async (importOriginal) => {
  const real = await importOriginal<typeof V8>();
  const setFlagsFromString = (flag: string): void => {
    seen.flags.push(flag);
    real.setFlagsFromString(flag);
  };
  return { ...real, default: { ...real, setFlagsFromString }, setFlagsFromString };
});

vi.mock('node:worker_threads', async (importOriginal) => {
  const real = await importOriginal<typeof WorkerThreads>();
  class Worker extends real.Worker {
    constructor(...args: ConstructorParameters<typeof real.Worker>) {
      seen.flagBeforeWorker.push(seen.flags.includes('--no-concurrent-recompilation'));
      super(...args);
    }
  }
  return { ...real, default: { ...real, Worker }, Worker };
});

// A worker's isolate made with V8's optimising jobs on helper threads can abort the whole process as
// it ends (a job outliving it: worker-isolate-flags.ts); so every pool's workers are made without.
describe('every pool makes its workers with their code optimised on their own threads', () => {
  const temp = useTempDir();

  it.each(POOL_KINDS)('the %s pool', async (kind) => {
    // Each pool in modules loaded afresh, with no flag set yet: none gets it from the pool before.
    vi.resetModules();
    seen.flags.length = 0;
    const { busyPool, stopMidJob } = await import('../../support/busy-pools');
    const before = seen.flagBeforeWorker.length;
    const done = await stopMidJob(busyPool(kind, temp.path()), 0, 0);
    expect(done).toBeGreaterThan(0);
    const made = seen.flagBeforeWorker.slice(before);
    expect(made.length).toBeGreaterThan(0);
    expect(made.every(Boolean)).toBe(true);
    expect(seen.flags).toContain(FLAG);
  });
});
