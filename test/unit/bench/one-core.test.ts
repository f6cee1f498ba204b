import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cpusAllowedIn, cpusAllowedNow } from '../../support/cpus-allowed';
import { onCore, onOneCore, oneCoreCommand, PINNED } from '../../support/one-core';

/** A worker thread that answers each message with the CPUs it may run on now. */
function affinityWorker(): { worker: Worker; cpus: () => Promise<string> } {
  const worker = new Worker(
    `const { parentPort } = require('node:worker_threads');
     parentPort.on('message', () => parentPort.postMessage(require('node:fs').readFileSync('/proc/thread-self/status', 'utf8')));`,
    { eval: true },
  );
  const cpus = (): Promise<string> =>
    new Promise((resolve) => {
      worker.once('message', (status: string) => resolve(cpusAllowedIn(status)));
      worker.postMessage('cpus?');
    });
  return { worker, cpus };
}

// Linux's /proc and taskset; on Linux a missing taskset fails the first test (PINNED), it does not skip.
const OFF_LINUX = process.platform !== 'linux';

describe.skipIf(OFF_LINUX)(`onOneCore (the benches' one-core runs)${OFF_LINUX ? ' (skipped: not Linux)' : ''}`, () => {
  let started = '';
  let before: ReturnType<typeof affinityWorker>;
  beforeAll(() => {
    started = cpusAllowedNow();
    before = affinityWorker();
  });
  afterAll(() => before?.worker.terminate());

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
    expect(cpusAllowedNow()).toBe(started);
  });

  it('gives the CPUs back when the work throws', async () => {
    await expect(onOneCore(() => Promise.reject(new Error('the phase failed')))).rejects.toThrow('the phase failed');
    expect(await before.cpus()).toBe(started);
    expect(cpusAllowedNow()).toBe(started);
  });

  it('throws the pinning’s own error when taskset refuses the core, the work never run', async () => {
    let ran = false;
    await expect(onCore('99999', async () => (ran = true))).rejects.toThrow('taskset -a -p -c 99999 failed');
    expect(ran).toBe(false);
  });

  it('gives the CPUs back when the pinning fails after some threads moved', async () => {
    // A taskset that moves every thread to the first core and then fails, as one can part-way through
    // a process's threads; the give-back goes to the real one.
    const shim = mkdtempSync(join(tmpdir(), 'taskset-'));
    const real = spawnSync('sh', ['-c', 'command -v taskset'], { encoding: 'utf8' }).stdout.trim();
    writeFileSync(
      join(shim, 'taskset'),
      `#!/bin/sh\nif [ "$4" = 99999 ]; then ${real} -a -p -c ${oneCoreCommand().at(-1)} "$5" >/dev/null; echo partly >&2; exit 1; fi\nexec ${real} "$@"\n`,
      { mode: 0o755 },
    );
    const path = process.env['PATH'];
    process.env['PATH'] = `${shim}:${path}`;
    try {
      await expect(onCore('99999', async () => undefined)).rejects.toThrow('taskset -a -p -c 99999 failed: partly');
    } finally {
      process.env['PATH'] = path;
      rmSync(shim, { recursive: true });
    }
    expect(await before.cpus()).toBe(started);
    expect(cpusAllowedNow()).toBe(started);
  });
});
