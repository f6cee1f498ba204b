import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { afterAll, describe, expect, it } from 'vitest';
import { benchCoresOf, onCore, onOneCore, oneCoreCommand, PINNED, whyUncompared } from '../../support/one-core';

/** The CPUs the calling thread may run on (Linux), as /proc lists them: "0", "0-1". */
const allowed = (status: string): string => /Cpus_allowed_list:\s*(\S+)/.exec(status)![1]!;

/** A worker thread that answers each message with the CPUs it may run on now. */
function affinityWorker(): { worker: Worker; cpus: () => Promise<string> } {
  const worker = new Worker(
    `const { parentPort } = require('node:worker_threads');
     parentPort.on('message', () => parentPort.postMessage(require('node:fs').readFileSync('/proc/thread-self/status', 'utf8')));`,
    { eval: true },
  );
  const cpus = (): Promise<string> =>
    new Promise((resolve) => {
      worker.once('message', (status: string) => resolve(allowed(status)));
      worker.postMessage('cpus?');
    });
  return { worker, cpus };
}

describe("onOneCore (the benches' one-core runs)", () => {
  const started = allowed(readFileSync('/proc/thread-self/status', 'utf8'));
  const before = affinityWorker();
  afterAll(() => before.worker.terminate());

  it('puts every thread of the process on one core, threads started meanwhile too, and gives the CPUs back after', async () => {
    expect(PINNED).toBe(true);
    const core = oneCoreCommand().at(-1)!;
    const inside = await onOneCore(async () => {
      const during = affinityWorker();
      try {
        return { main: availableParallelism(), before: await before.cpus(), during: await during.cpus() };
      } finally {
        await during.worker.terminate();
      }
    });
    expect(inside).toEqual({ main: 1, before: core, during: core });
    expect(await before.cpus()).toBe(started);
    expect(allowed(readFileSync('/proc/thread-self/status', 'utf8'))).toBe(started);
  });

  it('gives the CPUs back when the work throws', async () => {
    await expect(onOneCore(() => Promise.reject(new Error('the phase failed')))).rejects.toThrow('the phase failed');
    expect(await before.cpus()).toBe(started);
    expect(allowed(readFileSync('/proc/thread-self/status', 'utf8'))).toBe(started);
  });

  it('gives the CPUs back when the pinning itself fails, and throws its error, the work never run', async () => {
    let ran = false;
    await expect(onCore('99999', async () => (ran = true))).rejects.toThrow('taskset -a -p -c 99999 failed');
    expect(ran).toBe(false);
    expect(await before.cpus()).toBe(started);
    expect(allowed(readFileSync('/proc/thread-self/status', 'utf8'))).toBe(started);
  });
});

describe('the cores a bench compares, from the CPU list the process started on', () => {
  it('takes the first two CPUs of the list, ranges and lists alike', () => {
    expect(benchCoresOf('0-15')).toEqual(['0', '1']);
    expect(benchCoresOf('3,8-9')).toEqual(['3', '8']);
    expect(benchCoresOf('5-7')).toEqual(['5', '6']);
    expect(benchCoresOf('2')).toEqual(['2']);
    expect(benchCoresOf(null)).toEqual([]);
  });

  it('says why the cores are not compared: no taskset, or one CPU; null when they are', () => {
    expect(whyUncompared(null)).toBe('taskset is missing: the cores cannot be pinned one at a time');
    expect(whyUncompared('2')).toBe('this process may run on one CPU only (2)');
    expect(whyUncompared('0,1')).toBeNull();
    expect(whyUncompared('4-7')).toBeNull();
  });
});
