import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useExportStore } from '../../../../renderer/src/export/export-store';
import { i18n } from '../../../../renderer/src/i18n';
import { useNoticesStore } from '../../../../renderer/src/services/notices-store';
import { repairedFirst } from '../../../../shared/export-left-unfinished';
import { emptyRow } from '../../../../shared/url-table';
import { labelsIn } from '../../../support/labelled-set';
import { addTable } from '../../../support/renderer/project-tables';
import { startStoresOnMain } from '../../../support/renderer/stores-on-main';
import { until } from '../../../support/renderer/until';
import { noneHeld } from '../../../support/scanner-holds';
import { stuckThenFreed } from '../../../support/stuck-then-freed';
import { useTempDir } from '../../../support/use-temp-dir';

/** Disk faults, each off until the test switches it on (test/support/scanner-holds.ts). */
const faults = await vi.hoisted(async () => (await import('../../../support/scanner-holds')).noneHeld());

vi.mock('node:fs/promises', async (importOriginal) => {
  const { scannerHolds } = await import('../../../support/scanner-holds');
  return scannerHolds(await importOriginal(), faults);
});

const temp = useTempDir();
const BASE = 'https://example.com/';

afterEach(() => {
  useExportStore().close();
  Object.assign(faults, noneHeld());
  i18n.global.locale.value = 'en';
});

/** The app, on main's own handlers, with a project of its own to export into `out` under other names. */
async function appExportInto(out: string): Promise<ReturnType<typeof useExportStore>> {
  startStoresOnMain();
  addTable('pages', [emptyRow(`${BASE}news/1`), emptyRow(`${BASE}news/2`)]);
  const exporter = useExportStore();
  exporter.update({ baseUrl: BASE, outputFolder: out, indexName: 'news_index.xml' });
  exporter.update({ fileNamePattern: 'news-{n}.xml.gz' });
  exporter.open();
  await until(() => !exporter.previewPending);
  return exporter;
}

describe("the app's export, cancelled after its repair finished an earlier interrupted export in the folder", () => {
  for (const [locale, words] of [
    [
      'en',
      'Export cancelled: it wrote nothing to {folder}; what it did first about an earlier interrupted export there is listed in the export dialog.',
    ],
    [
      'nl',
      'Export geannuleerd: hij heeft niets naar {folder} geschreven; wat hij eerst deed met een eerder onderbroken export daar, staat in het exportvenster.',
    ],
  ] as const) {
    it(`keeps what the repair did for the dialog, and does not say the folder is as it was (${locale})`, async () => {
      const out = temp.path();
      await stuckThenFreed(out, faults);
      const exporter = await appExportInto(out);
      i18n.global.locale.value = locale;
      // The person cancels once every file is staged: its repair, as the first was staged, finished the stuck commit.
      faults.beforeCommit = () => exporter.cancel();
      await exporter.runExport();

      expect(exporter.stage).toBe('cancelled');
      expect(exporter.failure.map((problem) => problem.code)).toEqual(['export-interrupted-finished']);
      expect(useNoticesStore().notice).toBe(words.replace('{folder}', out));
      expect(await labelsIn(out)).toEqual({ old: 0, first: 120, second: 0, missing: [] });
      expect(existsSync(join(out, 'news_index.xml'))).toBe(false);
    });
  }
});

describe("the app's export, stopped by a disk error after its repair finished an earlier interrupted export", () => {
  it('keeps what the repair did before the error, for the dialog', async () => {
    const out = temp.path();
    await stuckThenFreed(out, faults);
    const exporter = await appExportInto(out);
    faults.manifestUnflushed = true; // the disk fails as this export's commit begins
    await exporter.runExport();

    expect(exporter.stage).toBe('failed');
    expect(exporter.failure.map((problem) => problem.code)).toEqual(['export-interrupted-finished', 'export-failed']);
    expect(exporter.failure[1]!.message).toContain('the disk failed to read or write');
    expect(repairedFirst(exporter.failure)).toBe(true);
    expect(await labelsIn(out)).toEqual({ old: 0, first: 120, second: 0, missing: [] });
    expect(existsSync(join(out, 'news_index.xml'))).toBe(false);
  });
});
