import { execFile } from 'node:child_process';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { useTempDir } from '../../../support/use-temp-dir';

const temp = useTempDir();
const REPO = join(__dirname, '../../../..');
const CHILD = join(REPO, 'test/support/lock-let-go-child.ts');

describe('a lock let go whose file could not be removed, at exit', () => {
  // Its retries are at heartbeats a minute apart: a process that ends before them (the command line)
  // left it naming a process that no longer runs, and another machine was refused for ten minutes.
  it('is removed as the process exits', async () => {
    const folder = temp.path();
    const run = await promisify(execFile)(process.execPath, ['--import', 'tsx', CHILD, folder], {
      cwd: REPO,
      timeout: 20_000,
    });
    expect(run).toEqual({ stdout: 'left\n', stderr: '' }); // its release could not remove it
    expect(await readdir(folder)).toEqual([]); // its exit did
  });
});
