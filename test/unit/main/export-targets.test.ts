import { watch } from 'node:fs';
import { mkdir, readdir, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { recoverExportFolder } from '../../../electron/engine/export/recover-export-folder';
import { exportProject } from '../../../electron/engine/export/export-project';
import { createExportTargets, startExportTargets } from '../../../electron/main/export-targets';
import type { Problem } from '../../../shared/problems';
import { exportChildInput } from '../../support/export-child-input';
import { runExportChild } from '../../support/run-export-child';
import { useTempDir } from '../../support/use-temp-dir';

const temp = useTempDir();

describe('export folders at app start', () => {
  it('repairs a folder whose export was killed, and forgets it; finished exports are not remembered', async () => {
    const dir = temp.path();
    const listFile = join(dir, 'user-data', 'exports-in-progress.json');
    const out = join(dir, 'out');
    await mkdir(out);
    const before = createExportTargets(listFile, recoverExportFolder);
    await before.begin(join(dir, 'finished'));
    await before.end(join(dir, 'finished'));
    await before.begin(out);
    // The app's export, killed once it has begun staging in the folder (its lock comes first).
    await runExportChild({ folder: out, rows: 300, maxUrls: 1, label: 'new' }, undefined, (child) => {
      const watcher = watch(out, (_, name) => {
        if (!name?.startsWith('.sitemap-studio-staging-')) return;
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

describe('what the repair at start tells the window', () => {
  it('hands over, once, that an export killed mid-commit was finished or undone', async () => {
    const dir = temp.path();
    const listFile = join(dir, 'exports-in-progress.json');
    const out = join(dir, 'out');
    let notes: Problem[] = [];
    // A kill lands mid-commit at one of these points (the old set has 600 files, the new 500).
    for (const events of [250, 120, 400, 480, 60]) {
      await rm(out, { recursive: true, force: true });
      expect((await exportProject(exportChildInput(out, 600, 1, 'old'))).ok).toBe(true);
      await createExportTargets(listFile, recoverExportFolder).begin(out);
      await killAfterChanges(out, events);
      const { startupNotes } = await startExportTargets(listFile, recoverExportFolder);
      notes = startupNotes.take();
      expect(startupNotes.take()).toEqual([]);
      if (notes.length > 0) break;
    }
    expect(notes.map((note) => note.code)).toEqual([expect.stringMatching(/^export-interrupted-(finished|undone)$/)]);
    expect(notes[0]!.message).toContain(out);
  }, 120_000);

  it('says so, as an error naming the folder, when a folder cannot be repaired', async () => {
    const dir = temp.path();
    const listFile = join(dir, 'exports-in-progress.json');
    const out = join(dir, 'out');
    await createExportTargets(listFile, recoverExportFolder).begin(out);
    const failing = async (): Promise<Problem[]> => {
      throw new Error('EIO: i/o error, rename');
    };
    const { startupNotes } = await startExportTargets(listFile, failing);
    const [note, ...more] = startupNotes.take();
    expect(more).toEqual([]);
    expect(note).toMatchObject({ severity: 'error', code: 'export-repair-failed', place: { file: out } });
    expect(note!.message).toContain(`An export into ${out} was interrupted, and it could not be finished or undone`);
    expect(note!.message).toContain('EIO: i/o error, rename');
  });
});

/** Runs the export child into `folder` (500 rows, a file each) and SIGKILLs it after `events` changes there. */
async function killAfterChanges(folder: string, events: number): Promise<void> {
  let seen = 0;
  let watcher: ReturnType<typeof watch> | undefined;
  await runExportChild({ folder, rows: 500, maxUrls: 1, label: 'new' }, undefined, (child) => {
    watcher = watch(folder, () => {
      if ((seen += 1) === events) child.kill('SIGKILL');
    });
  });
  watcher?.close();
}
