import { watch } from 'node:fs';
import { readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { exportProject } from '../../electron/engine/export/export-project';
import { createExportTargets } from '../../electron/main/export-targets';
import { recoverExportFolder } from '../../electron/engine/export/recover-export-folder';
import { exportChildInput } from '../support/export-child-input';
import { runExportChild } from '../support/run-export-child';
import { expect, screenshot, test } from './support/fixtures';
import { makeTempDir } from '../support/temp-dir';
import { escapeRegExp } from '../../shared/escape-regexp';

const dir = makeTempDir();
const out = join(dir, 'public');
const listFile = join(dir, 'user-data', 'exports-in-progress.json');
test.use({ exportsInProgressFile: listFile });

/** Whether a staging folder in `folder` holds a commit's journal: the export died with its commit begun. */
async function diedMidCommit(folder: string): Promise<boolean> {
  for (const name of await readdir(folder)) {
    if (!name.startsWith('.sitemap-studio-staging-')) continue;
    if (
      await stat(join(folder, name, 'commit.json')).then(
        () => true,
        () => false,
      )
    )
      return true;
  }
  return false;
}

// As the app would leave it: an export noted as under way, its process killed in the middle of its commit.
test.beforeAll(async () => {
  test.setTimeout(120_000);
  for (const events of [250, 120, 400, 480, 60]) {
    await rm(out, { recursive: true, force: true });
    expect((await exportProject(exportChildInput(out, 600, 1, 'old'))).ok).toBe(true);
    await createExportTargets(listFile, recoverExportFolder).begin(out);
    let seen = 0;
    let watcher: ReturnType<typeof watch> | undefined;
    await runExportChild({ folder: out, rows: 500, maxUrls: 1, label: 'new' }, undefined, (child) => {
      watcher = watch(out, () => void ((seen += 1) === events && child.kill('SIGKILL')));
    });
    watcher?.close();
    if (await diedMidCommit(out)) return;
  }
  throw new Error('No kill landed inside a commit.');
});

test('an export a crash interrupted is repaired at start, and the window says so', async ({ app }) => {
  const problems = app.getByRole('region', { name: 'Problems' });
  await expect(problems.getByRole('listitem').filter({ hasText: 'An interrupted export to' })).toContainText(
    new RegExp(`An interrupted export to ${escapeRegExp(out)} was (finished|undone)\\.`),
  );
  await screenshot(app, 'export-recovered-at-start');
  expect(await diedMidCommit(out)).toBe(false);
  expect((await readdir(out)).filter((name) => name.startsWith('.sitemap-studio-staging-'))).toEqual([]);
});
