import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { saveProjectFile } from '../../../../electron/engine/project/project-file';
import { UrlColumns } from '../../../../shared/columnar/url-columns';
import { DEFAULT_EXPORT_SETTINGS } from '../../../../shared/export-settings';
import { emptyRow } from '../../../../shared/url-table';
import { EXPORT_BASE_URL, cliRun } from '../../../support/cli-run';
import { fullRow } from '../../../support/full-row';
import { numberedEntries, urlsetOf } from '../../../support/sitemap-xml';
import { useTempDir } from '../../../support/use-temp-dir';

/** A folder's files (the manifest, which holds times, named only), each as base64. */
async function filesOf(folder: string): Promise<Record<string, string>> {
  const files: Record<string, string> = {};
  for (const name of (await readdir(folder)).sort())
    files[name] = name.startsWith('.') ? 'manifest' : (await readFile(join(folder, name))).toString('base64');
  return files;
}

/** Every <loc> the gzipped sitemaps of `files` hold, unescaped (the index's are not rows). */
const locsOf = (files: Record<string, string>): string[] =>
  Object.entries(files)
    .filter(([name]) => name.endsWith('.xml.gz'))
    .flatMap(([, bytes]) => [
      ...gunzipSync(Buffer.from(bytes, 'base64'))
        .toString('utf8')
        .matchAll(/<loc>([^<]*)</g),
    ])
    .map((match) => match[1]!.replaceAll('&amp;', '&'));

// Its tables open whole, once, on the pack workers (stream-columns.test.ts shows how): here, the command's answer.
describe('sitemap-studio export of a project beside sitemaps', { timeout: 60_000 }, () => {
  const temp = useTempDir();

  it('exports and validates every row of both, the same at 1, 2 and 7 threads', async () => {
    const project = join(temp.path(), 'shop.sitemapstudio');
    const pages = Array.from({ length: 3_000 }, (_, i) => ({
      ...emptyRow(`${EXPORT_BASE_URL}shop/${i}`),
      lastmod: '2026-03-01',
    }));
    const full = Array.from({ length: 30 }, (_, i) => fullRow(700 + i));
    await saveProjectFile(
      project,
      {
        name: 'Shop',
        robotsTxt: null,
        siteChecks: [],
        exportSettings: DEFAULT_EXPORT_SETTINGS,
        tables: [
          { id: 'full', name: 'full', source: null, rows: UrlColumns.fromRows(full) },
          { id: 'shop', name: 'shop', source: null, rows: UrlColumns.fromRows(pages) },
        ],
      },
      { workers: 2 },
    );
    const entries = numberedEntries(5);
    const sitemap = await temp.write('news.xml', urlsetOf(entries));
    const written: Record<string, string>[] = [];
    for (const threads of ['1', '2', '7']) {
      const out = join(temp.path(), `out-${threads}`);
      const args = ['--out', out, '--base-url', EXPORT_BASE_URL, '--threads', threads, '--max-urls', '1000'];
      const result = await cliRun('export', project, sitemap, ...args);
      expect(result.err).toBe('');
      expect(result.code, result.out).toBe(0);
      written.push(await filesOf(out));
    }
    expect(written[1]).toEqual(written[0]);
    expect(written[2]).toEqual(written[0]);
    // The project's tables first, then the sitemap's, each of its own files, every row once.
    expect(Object.keys(written[0]!).filter((name) => name.endsWith('.xml.gz'))).toEqual([
      'sitemap-full-1.xml.gz',
      'sitemap-news-1.xml.gz',
      'sitemap-shop-1.xml.gz',
      'sitemap-shop-2.xml.gz',
      'sitemap-shop-3.xml.gz',
    ]);
    expect(locsOf(written[0]!).sort()).toEqual(
      [...full.map((row) => row.loc), ...pages.map((row) => row.loc), ...entries.map((entry) => entry.loc)].sort(),
    );
    // validate reads them so too, its project workers as many as --threads says: the same report at each.
    const reports: { code: number; out: string; err: string }[] = [];
    for (const threads of ['1', '2', '7'])
      reports.push(await cliRun('validate', project, sitemap, '--json', '--threads', threads));
    for (const report of reports) expect(report.code, report.err).toBe(0);
    expect(reports[1]!.out).toBe(reports[0]!.out);
    expect(reports[2]!.out).toBe(reports[0]!.out);
    expect(JSON.parse(reports[0]!.out)).toMatchObject({ urls: 3_035 });
  });
});
