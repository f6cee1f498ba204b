import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const REPO = join(__dirname, '../../..');
const CHILD = join(REPO, 'test/support/full-collections-child.ts');

/** The full collections a worker's heap took for the same garbage, in a process roomy or not. */
async function fullCollections(roomy: boolean): Promise<number> {
  const args = ['--import', 'tsx', CHILD, ...(roomy ? ['roomy'] : [])];
  const { stdout } = await promisify(execFile)(process.execPath, args, { cwd: REPO });
  return Number(stdout.trim());
}

describe('roomyOldGenerations', () => {
  // setFlagsFromString takes a flag V8 does not know without a word: this is what tells a renamed one.
  it('spares a worker started after it the full collections V8 runs for tens of MB of promoted garbage', async () => {
    expect(await fullCollections(false)).toBeGreaterThan(0);
    expect(await fullCollections(true)).toBe(0);
  }, 60_000);
});
