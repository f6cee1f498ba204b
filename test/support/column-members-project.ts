import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { DEFAULT_EXPORT_SETTINGS } from '../../shared/export-settings';
import type { ProjectData } from '../../shared/project-file';
import { emptyRow, type UrlRow } from '../../shared/url-table';
import { fullRow } from './full-row';
import { pageChecks } from './page-checks';

/** `count` plain pages, every other one with its lastmod written as `otherLastmod`, every third with a priority. */
const pages = (count: number, otherLastmod: string): UrlRow[] =>
  Array.from({ length: count }, (_, i) => ({
    ...emptyRow(`https://example.com/p/${i}`),
    lastmod: i % 2 === 0 ? '2026-01-05' : otherLastmod,
    priority: i % 3 === 0 ? '0.5' : null,
  }));

/**
 * A project whose first table fills three column members (20 rows with every extension, then 44,000
 * plain pages) and whose second holds 3 rows, with 50 site-check results; the odd pages' lastmod as
 * `otherLastmod` (one the export gate refuses, or one it passes).
 */
export const columnMembersProject = (otherLastmod: string): ProjectData => ({
  name: 'Shop',
  robotsTxt: null,
  exportSettings: DEFAULT_EXPORT_SETTINGS,
  tables: [
    {
      id: 't0',
      name: 'shop',
      source: null,
      rows: [...Array.from({ length: 20 }, (_, i) => fullRow(i)), ...pages(44_000, otherLastmod)],
    },
    { id: 't1', name: 'more', source: null, rows: pages(3, otherLastmod) },
  ],
  siteChecks: pageChecks(50),
});

/** Every file an export wrote, with its bytes, but the manifest (it holds the project and the time). */
export async function exportedFilesOf(folder: string): Promise<Record<string, string>> {
  const names = (await readdir(folder)).filter((name) => name !== '.sitemap-studio-export.json').sort();
  return Object.fromEntries(
    await Promise.all(names.map(async (name) => [name, (await readFile(join(folder, name))).toString('base64')])),
  );
}
