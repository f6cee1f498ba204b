import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { exportProject } from '../../../electron/engine/export/export-project';
import { recoverExportFolder } from '../../../electron/engine/export/recover-export-folder';
import { createExportTargets, startExportTargets } from '../../../electron/main/export-targets';
import { leftUnfinished } from '../../../shared/export-left-unfinished';
import type { ExportOutcome, ExportRequest } from '../../../shared/export-types';
import { exportChildInput } from '../../support/export-child-input';
import { labelsIn } from '../../support/labelled-set';
import { noneHeld } from '../../support/scanner-holds';
import { useTempDir } from '../../support/use-temp-dir';

/** A file held open by a scanner while `on` (test/support/scanner-holds.ts): the first commit to meet it is left stuck. */
const faults = vi.hoisted(() => ({ on: false, stuck: null as string | null, journalOfOthers: false }));

vi.mock('node:fs/promises', async (importOriginal) => {
  const { scannerHolds } = await import('../../support/scanner-holds');
  return scannerHolds(await importOriginal(), faults);
});

const temp = useTempDir();
afterEach(() => Object.assign(faults, noneHeld()));

const listed = async (listFile: string): Promise<unknown> => JSON.parse(await readFile(listFile, 'utf8'));

/** The news project, exporting into the same folder under its own index and file names. */
function newsExport(out: string): ExportRequest {
  const news = exportChildInput(out, 10, 50, 'news');
  news.projectId = 'project:/home/me/news.sitemapstudio';
  news.settings = { ...news.settings, indexName: 'news_index.xml', fileNamePattern: 'news-{n}.xml.gz' };
  news.settings.writeRobotsTxt = false;
  return news;
}

/** The hold is gone and the app starts again: it finishes the stuck commit, then forgets the folder. */
async function nextStartFinishes(listFile: string, out: string): Promise<void> {
  faults.on = false;
  const { startupNotes } = await startExportTargets(listFile, recoverExportFolder);
  expect(startupNotes.take().map((note) => note.code)).toEqual(['export-interrupted-finished']);
  expect(await labelsIn(out)).toEqual({ old: 0, first: 120, second: 0, missing: [] });
  expect(await listed(listFile)).toEqual([]);
}

describe("the app's list of folders to repair at its next start", () => {
  it("keeps a folder another project's export left a stuck commit in, and its next start repairs it", async () => {
    const out = temp.path();
    const listFile = join(temp.path(), 'exports-in-progress.json');
    const targets = createExportTargets(listFile, recoverExportFolder);
    // As the app's export handler runs each export (handlers/export-jobs.ts).
    const appExport = async (request: ExportRequest): Promise<ExportOutcome> => {
      await targets.begin(out);
      const outcome = await exportProject(request);
      if (outcome.ok || !leftUnfinished(outcome.problems)) await targets.end(out);
      return outcome;
    };
    expect((await appExport(exportChildInput(out, 120, 50, 'old'))).ok).toBe(true);
    expect(await listed(listFile)).toEqual([]);
    faults.on = true;
    const first = await appExport(exportChildInput(out, 120, 50, 'first'));
    expect(first.ok ? [] : first.problems.map((problem) => problem.code)).toEqual(['export-commit-interrupted']);

    // The news export ends well while the file is still held: its repair of project 1's commit is stuck.
    const news = await appExport(newsExport(out));
    expect(news.ok ? news.report.notes.map((note) => note.code) : []).toContain('export-interrupted-stuck');
    expect(await listed(listFile)).toEqual([out]);
    await nextStartFinishes(listFile, out);
  });

  it('keeps a folder whose repair at start was stuck, for the start after it', async () => {
    const out = temp.path();
    const listFile = join(temp.path(), 'exports-in-progress.json');
    expect((await exportProject(exportChildInput(out, 120, 50, 'old'))).ok).toBe(true);
    faults.on = true;
    await createExportTargets(listFile, recoverExportFolder).begin(out);
    expect((await exportProject(exportChildInput(out, 120, 50, 'first'))).ok).toBe(false);

    // The next start, the file still held: the repair is stuck, and the folder stays listed.
    const held = await startExportTargets(listFile, recoverExportFolder);
    expect(held.startupNotes.take().map((note) => note.code)).toEqual(['export-interrupted-stuck']);
    expect(await listed(listFile)).toEqual([out]);
    await nextStartFinishes(listFile, out);
  });
});
