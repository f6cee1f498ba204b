import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { exportProject } from '../../../../../electron/engine/export/export-project';
import { previewExport } from '../../../../../electron/engine/export/preview-export';
import { DEFAULT_EXPORT_SETTINGS, type ExportSettings } from '../../../../../shared/export-settings';
import type { ExportRequest } from '../../../../../shared/export-types';
import { emptyRow } from '../../../../../shared/url-table';
import { useTempDir } from '../../../../support/use-temp-dir';

const temp = useTempDir();
const NOW = Date.UTC(2026, 10, 21);

/** A table of the site's own pages with one URL on its blog's host, as a real 9,573-URL sitemap had. */
const TABLE = {
  id: 't',
  name: 'pages',
  rows: [
    emptyRow('https://example.com/'),
    emptyRow('https://blog.example.com/post'),
    emptyRow('https://example.com/about'),
  ],
};

const request = (folder: string, settings: Partial<ExportSettings> = {}): ExportRequest => ({
  projectId: 'p',
  tables: [TABLE],
  settings: { ...DEFAULT_EXPORT_SETTINGS, baseUrl: 'https://example.com/', outputFolder: folder, ...settings },
  robotsTxt: null,
});

describe('export: URLs on other hosts than the base URL', () => {
  it('blocks the export by default, naming the row on the other host', async () => {
    const outcome = await exportProject(request(join(temp.path(), 'out')), { now: () => NOW });
    expect(outcome).toMatchObject({
      ok: false,
      problems: [{ code: 'loc-outside-base', place: { table: 'pages', row: 2 } }],
    });
  });

  it('exports them with allowOtherHosts, as an accepted warning the report counts', async () => {
    const folder = join(temp.path(), 'out');
    const outcome = await exportProject(request(folder, { allowOtherHosts: true }), { now: () => NOW });
    if (!outcome.ok) throw new Error(JSON.stringify(outcome.problems));
    expect(outcome.warnings).toMatchObject([
      {
        code: 'loc-other-host-allowed',
        severity: 'warning',
        place: { table: 'pages', row: 2 },
        params: [{ host: 'blog.example.com', baseHost: 'example.com' }],
      },
    ]);
    expect(outcome.report.otherHostUrls).toBe(1);
    expect(outcome.report.urlCount).toBe(3);
    const xml = gunzipSync(await readFile(join(folder, 'sitemap-pages-1.xml.gz'))).toString('utf8');
    expect(xml).toContain('<loc>https://blog.example.com/post</loc>');
  });

  it('lets only another host through: a loc outside the base directory is still an error', async () => {
    const outcome = await exportProject(
      {
        ...request(join(temp.path(), 'out'), { allowOtherHosts: true, baseUrl: 'https://example.com/shop/' }),
        tables: [{ id: 't', name: 'pages', rows: [emptyRow('https://example.com/about')] }],
      },
      { now: () => NOW },
    );
    expect(outcome).toMatchObject({ ok: false, problems: [{ code: 'loc-outside-base' }] });
  });

  it('tells the preview how many locs are on other hosts, blocking or allowed', async () => {
    const blocked = await previewExport(request(join(temp.path(), 'out')), { now: () => NOW });
    expect(blocked).toMatchObject({ errors: 1, otherHostUrls: 1 });
    const allowed = await previewExport(request(join(temp.path(), 'out'), { allowOtherHosts: true }), {
      now: () => NOW,
    });
    expect(allowed).toMatchObject({ errors: 0, warnings: 1, otherHostUrls: 1 });
  });
});
