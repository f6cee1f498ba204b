import { spawnSync } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkElectronLaunch } from '../../../scripts/electron-binary';
import { useTempDir } from '../../support/use-temp-dir';

const ROOT = join(__dirname, '../../..');

describe('npm start where the Electron binary is missing', () => {
  const dir = useTempDir();

  it('says what happened and points at the web preview, with no stack trace', () => {
    const run = spawnSync('npx', ['tsx', 'scripts/start.ts'], {
      cwd: ROOT,
      env: { ...process.env, ELECTRON_OVERRIDE_DIST_PATH: dir.path() },
      encoding: 'utf8',
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('the Electron binary is not installed');
    expect(run.stderr).toContain('npm run preview:web');
    expect(run.stderr).not.toMatch(/\n\s+at /);
  });

  it('finds the binary where the electron package would, and then names no problem', async () => {
    await mkdir(dir.path(), { recursive: true });
    await writeFile(join(dir.path(), 'electron'), '');
    const found = checkElectronLaunch({ ELECTRON_OVERRIDE_DIST_PATH: dir.path() }, '22.12.0');
    expect(found).toEqual({ binary: join(dir.path(), 'electron'), problem: null, warning: null });
  });

  it('warns on a Node older than the electron package asks for, without stopping', () => {
    const check = checkElectronLaunch({ ELECTRON_OVERRIDE_DIST_PATH: dir.path() }, '20.19.0');
    expect(check.warning).toContain('older than the 22.12');
    expect(check.problem).toContain('npm run preview:web');
  });
});
