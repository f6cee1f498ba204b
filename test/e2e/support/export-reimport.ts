import type { Page } from '@playwright/test';
import { join } from 'node:path';
import { exportProject } from '../../../electron/engine/export/export-project';
import type { ExportSettings } from '../../../shared/export-settings';
import type { UrlRow, UrlTable } from '../../../shared/url-table';
import { importAll } from '../../support/import-helpers';
import { makeTempDir } from '../../support/temp-dir';
import { expect } from './fixtures';

/**
 * Exports the app's tables (as the page holds them) with the engine the export dialog's handler runs,
 * and reads the files back with the importer: what the app edited must come out in the sitemaps.
 */
export async function exportAndReimport(app: Page, projectId: string): Promise<UrlRow[]> {
  const folder = makeTempDir();
  const { tables, settings } = await app.evaluate(() => {
    // The page holds rows in columns (UrlColumns); toRows builds the objects the engine exports.
    type Store = {
      tables: Array<Omit<UrlTable, 'rows'> & { rows: { toRows(): UrlRow[] } }>;
      exportSettings: ExportSettings;
    };
    const root = document.querySelector('#app') as unknown as {
      __vue_app__: { config: { globalProperties: { $pinia: { _s: Map<string, Store> } } } };
    };
    const project = root.__vue_app__.config.globalProperties.$pinia._s.get('project')!;
    const tables = project.tables.map(({ id, name, rows }) => ({ id, name, rows: rows.toRows() }));
    return { tables, settings: project.exportSettings };
  });
  const outcome = await exportProject({
    projectId,
    tables,
    settings: { ...settings, baseUrl: 'https://example.com/', outputFolder: folder },
    robotsTxt: null,
  });
  expect(outcome.ok ? [] : outcome.problems).toEqual([]);
  const result = await importAll([join(folder, 'sitemap_index.xml')]);
  expect(result.problems.filter((problem) => problem.severity === 'error')).toEqual([]);
  return result.files.flatMap((file) => file.rows);
}
