import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const CHILD = join(__dirname, '../../../support/slow-reader-child.ts');

/**
 * Whether the plain pool dies in one exchange depends on timing: alone here it died in the first
 * six every run, but on a loaded machine 3 runs of 8 got through six. In 40 it died every run
 * (at most 7 got through), so both pools read 40 bodies.
 */
const REQUESTS = 40;

/** Runs the slow reader with one kind of pool; its exit code, what it printed and its errors. */
function slowReader(which: 'plain' | 'unpaused'): Promise<{ code: number | null; lines: string[]; err: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', CHILD, which, String(REQUESTS)], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => void (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => void (err += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, lines: out.split('\n').filter(Boolean), err }));
  });
}

describe('the engine’s HTTP pool', () => {
  it('reads every body whole when it is read slowly from a server that closes the connection (HTTP/1.0)', async () => {
    const { code, lines, err } = await slowReader('unpaused');
    expect(err).not.toMatch(/AssertionError/);
    expect(code).toBe(0);
    expect(lines).toEqual(Array(REQUESTS).fill(String(2 * 1024 * 1024)));
  }, 60_000);

  it('is needed: undici’s plain pool dies of its parser assertion in the same exchange (nodejs/undici#5360)', async () => {
    const { code, err } = await slowReader('plain');
    // When undici ships the fix in a version for our Node, this fails: the workaround can then go.
    expect(err).toMatch(/assert\(!this\.paused\)/);
    expect(code).not.toBe(0);
  }, 60_000);
});
