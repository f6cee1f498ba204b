import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { exportProject } from '../../../../../electron/engine/export/export-project';
import type { ExportRequest } from '../../../../../shared/export-types';
import { DEFAULT_EXPORT_SETTINGS, type ExportSettings } from '../../../../../shared/export-settings';
import type { UrlRow } from '../../../../../shared/url-table';
import { articleRows, pageRows } from '../../../../support/news-fixtures';
import { useTempDir } from '../../../../support/use-temp-dir';

const temp = useTempDir();

const NOW = Date.UTC(2026, 10, 21, 12);
/** Published an hour before NOW. */
const articles = (count: number): UrlRow[] => articleRows(count, '2026-11-21T11:00:00Z');

async function run(folder: string, tables: ExportRequest['tables'], settings: Partial<ExportSettings> = {}) {
  const outcome = await exportProject(
    {
      projectId: 'project-1',
      tables,
      settings: { ...DEFAULT_EXPORT_SETTINGS, baseUrl: 'https://example.com/', outputFolder: folder, ...settings },
      robotsTxt: null,
    },
    { now: () => NOW },
  );
  if (!outcome.ok) throw new Error(`not exported: ${JSON.stringify(outcome.problems)}`);
  return { files: outcome.report.files.map((file) => [file.name, file.urlCount]), warnings: outcome.warnings };
}

describe('exportProject: news sitemaps (Google reads at most 1,000 URLs in one)', () => {
  it('writes a news table in files of at most 1,000 URLs by default, all in the index, and other tables as before', async () => {
    const dir = temp.path();
    const folder = join(dir, 'out');
    const exported = await run(folder, [
      { id: 'n', name: 'news', rows: articles(2_500) },
      { id: 'p', name: 'pages', rows: pageRows(1_500) },
    ]);
    expect(exported).toEqual({
      files: [
        ['sitemap-news-1.xml.gz', 1_000],
        ['sitemap-news-2.xml.gz', 1_000],
        ['sitemap-news-3.xml.gz', 500],
        ['sitemap-pages-1.xml.gz', 1_500],
        ['sitemap_index.xml', 4],
      ],
      warnings: [],
    });
    const third = gunzipSync(await readFile(join(folder, 'sitemap-news-3.xml.gz'))).toString('utf8');
    expect(third).toContain('<loc>https://example.com/news/2000</loc>');
    expect(third).toContain('<news:title>An article at https://example.com/news/2499</news:title>');
    const index = await readFile(join(folder, 'sitemap_index.xml'), 'utf8');
    expect(index).toContain('<loc>https://example.com/sitemap-news-3.xml.gz</loc>');
  });

  it('keeps a smaller URL limit for news tables too', async () => {
    const dir = temp.path();
    const exported = await run(join(dir, 'small'), [{ id: 'n', name: 'news', rows: articles(900) }], { maxUrls: 400 });
    expect(exported.files).toEqual([
      ['sitemap-news-1.xml.gz', 400],
      ['sitemap-news-2.xml.gz', 400],
      ['sitemap-news-3.xml.gz', 100],
      ['sitemap_index.xml', 3],
    ]);
  });

  it('when splitting news sitemaps is turned off, writes them as any table and warns that Google reads 1,000', async () => {
    const dir = temp.path();
    const exported = await run(join(dir, 'whole'), [{ id: 'n', name: 'news', rows: articles(2_500) }], {
      splitNewsSitemaps: false,
    });
    expect(exported.files).toEqual([
      ['sitemap-news-1.xml.gz', 2_500],
      ['sitemap_index.xml', 1],
    ]);
    expect(exported.warnings.map((found) => [found.code, found.place])).toEqual([
      ['news-sitemap-too-large', { table: 'news', row: 1_001, field: 'news' }],
    ]);
  });
});
