import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { POOL_KINDS } from '../../../support/busy-pools';
import { useTempDir } from '../../../support/use-temp-dir';

const REPO = join(__dirname, '../../../..');
const CHILD = join(REPO, 'test/support/stop-pools-child.ts');

/**
 * Rounds per run. Before the workers ended themselves (6a9a6af), a run of 100 aborted 7 times in 34 on
 * two cores (pack 2 of 11, project 3 of 11, parse 2 of 12): this file failed about one time in two.
 * So it is a stress test; pools-closed-mid-job.test.ts is the check that fails every time a stop
 * terminates a worker at work.
 */
const ROUNDS = 100;

/** Runs stop-pools-child.ts to its end: how it ended and what it wrote. */
function stopPools(
  kind: string,
  folder: string,
): Promise<{ code: number | null; signal: string | null; out: string; err: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', CHILD, kind, String(ROUNDS), folder], { cwd: REPO });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => void (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => void (err += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code, signal) => resolve({ code, signal, out, err }));
  });
}

// Node aborts the whole process (node_zlib.cc "close before init") when a worker is terminated between
// making a zlib handle and initialising it; a CI pass lost a vitest fork so after a Ctrl-C. Each pool
// is stopped at random instants of real gzip or inflate work, in a process of its own.
describe(
  'stopping pools in the midst of their gzip and inflate jobs never aborts the process',
  { timeout: 120_000 },
  () => {
    const temp = useTempDir();

    for (const kind of POOL_KINDS) {
      it(`the ${kind} pool, ${ROUNDS} times`, async () => {
        const { code, signal, out, err } = await stopPools(kind, temp.path());
        expect(err).not.toContain('Assertion');
        expect({ code, signal }).toEqual({ code: 0, signal: null });
        // Every round ran jobs to their end before it was stopped.
        const [, rounds, done] = /^stopped (\d+) rounds, (\d+) jobs done\n$/.exec(out) ?? [];
        expect(Number(rounds)).toBe(ROUNDS);
        expect(Number(done)).toBeGreaterThanOrEqual(ROUNDS);
      });
    }
  },
);
