import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { once } from 'node:events';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { removeStaleTempFolders } from '../../../../electron/engine/startup';
import { useTempDir } from '../../../support/use-temp-dir';

const REPO = join(__dirname, '../../../..');
const CHILD = join(REPO, 'test/support/spill-child.ts');

describe('temp folders a killed process left', () => {
  const temp = useTempDir();

  it('stay while their process runs, and the next start removes them once it was killed', async () => {
    const parent = temp.path();
    const child = spawn(process.execPath, ['--import', 'tsx', CHILD], {
      cwd: REPO,
      env: { ...process.env, TMPDIR: parent },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const exited = once(child, 'exit');
    const [line] = (await once(child.stdout!, 'data')) as [Buffer];
    const folder = line.toString().trim();
    expect(folder.startsWith(join(parent, 'sitemap-studio-locs-'))).toBe(true);
    expect(readdirSync(folder).length).toBeGreaterThan(1); // rows spilled, beside the marker
    // Another process's start while the spilling one runs leaves its folder alone.
    expect(await removeStaleTempFolders(parent)).toEqual([]);
    expect(existsSync(folder)).toBe(true);
    child.kill('SIGKILL');
    await exited;
    expect(existsSync(folder)).toBe(true); // what SIGKILL leaves: the process could not remove it
    expect(await removeStaleTempFolders(parent)).toEqual([folder]);
    expect(existsSync(folder)).toBe(false);
  }, 60_000);
});
