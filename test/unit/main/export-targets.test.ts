import { watch } from 'node:fs';
import { mkdir, readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { recoverExportFolder } from '../../../electron/engine/export/recover-export-folder';
import { createExportTargets } from '../../../electron/main/export-targets';
import { runExportChild } from '../../support/run-export-child';
import { useTempDir } from '../support/temp-dir';

describe('export folders at app start', () => {
  it('repairs a folder whose export was killed, and forgets it; finished exports are not remembered', async () => {
    const dir = await useTempDir();
    const listFile = join(dir, 'user-data', 'exports-in-progress.json');
    const out = join(dir, 'out');
    await mkdir(out);
    const before = createExportTargets(listFile, recoverExportFolder);
    await before.begin(join(dir, 'finished'));
    await before.end(join(dir, 'finished'));
    await before.begin(out);
    // The app's export, killed once it has begun staging in the folder.
    await runExportChild({ folder: out, rows: 300, maxUrls: 1, label: 'new' }, undefined, (child) => {
      const watcher = watch(out, () => {
        child.kill('SIGKILL');
        watcher.close();
      });
    });
    expect((await readdir(out)).some((name) => name.startsWith('.sitemap-studio-staging-'))).toBe(true);

    const afterRestart = createExportTargets(listFile, recoverExportFolder);
    await afterRestart.recoverInterrupted();
    expect((await readdir(out)).filter((name) => name.startsWith('.sitemap-studio-staging-'))).toEqual([]);
    expect(JSON.parse(await readFile(listFile, 'utf8'))).toEqual([]);
  });
});
