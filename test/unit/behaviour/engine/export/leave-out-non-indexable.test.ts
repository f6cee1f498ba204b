import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { exportProject } from '../../../../../electron/engine/export/export-project';
import { previewExport } from '../../../../../electron/engine/export/preview-export';
import { DEFAULT_EXPORT_SETTINGS, type ExportSettings } from '../../../../../shared/export-settings';
import type { ExportRequest } from '../../../../../shared/export-types';
import type { NotIndexableUrl } from '../../../../../shared/site-check/leave-out';
import { emptyRow } from '../../../../../shared/url-table';
import { useTempDir } from '../../../../support/use-temp-dir';

const temp = useTempDir();
const NOW = Date.UTC(2026, 10, 21);
const page = (path: string): string => `https://example.com/${path}`;

const NOT_INDEXABLE: NotIndexableUrl[] = [
  { url: page('gone'), reason: 'status', status: 404 },
  { url: page('moved'), reason: 'redirect', status: 200 },
];

const request = (folder: string, settings: Partial<ExportSettings> = {}, locs = ['', 'gone', 'about', 'moved']) =>
  ({
    projectId: 'p',
    tables: [{ id: 't', name: 'pages', rows: locs.map((path) => emptyRow(page(path))) }],
    settings: { ...DEFAULT_EXPORT_SETTINGS, baseUrl: page(''), outputFolder: folder, ...settings },
    robotsTxt: null,
    notIndexable: NOT_INDEXABLE,
  }) satisfies ExportRequest;

const sitemapOf = async (folder: string): Promise<string> =>
  gunzipSync(await readFile(join(folder, 'sitemap-pages-1.xml.gz'))).toString('utf8');

describe('export: URLs the site check found not indexable', () => {
  it('are left out by default, and the report lists each with its stored row and why', async () => {
    const folder = join(temp.path(), 'out');
    const outcome = await exportProject(request(folder), { now: () => NOW });
    if (!outcome.ok) throw new Error(JSON.stringify(outcome.problems));
    expect(outcome.report.urlCount).toBe(2);
    expect(outcome.report.leftOut).toEqual([
      { table: 'pages', row: 2, loc: page('gone'), reason: 'status', status: 404 },
      { table: 'pages', row: 4, loc: page('moved'), reason: 'redirect', status: 200 },
    ]);
    const xml = await sitemapOf(folder);
    expect(xml).toContain(`<loc>${page('about')}</loc>`);
    expect(xml).not.toContain('gone');
    expect(xml).not.toContain('moved');
  });

  it('are kept with leaveOutNonIndexable off', async () => {
    const folder = join(temp.path(), 'out');
    const outcome = await exportProject(request(folder, { leaveOutNonIndexable: false }), { now: () => NOW });
    if (!outcome.ok) throw new Error(JSON.stringify(outcome.problems));
    expect(outcome.report).toMatchObject({ urlCount: 4, leftOut: [] });
    expect(await sitemapOf(folder)).toContain(`<loc>${page('gone')}</loc>`);
  });

  it('are not checked: an error on a row left out does not block, and later rows keep their numbers', async () => {
    const folder = join(temp.path(), 'out');
    const input = request(folder);
    const rows = [
      emptyRow(page('')),
      { ...emptyRow(page('gone')), priority: '7' },
      { ...emptyRow(page('x')), priority: '9' },
    ];
    const outcome = await exportProject({ ...input, tables: [{ id: 't', name: 'pages', rows }] }, { now: () => NOW });
    expect(outcome).toMatchObject({ ok: false, problems: [{ code: 'priority-out-of-range', place: { row: 3 } }] });
  });

  it('says there is nothing to export, and why, when every URL is left out', async () => {
    const outcome = await exportProject(request(join(temp.path(), 'out'), {}, ['gone', 'moved']), { now: () => NOW });
    expect(outcome).toMatchObject({
      ok: false,
      problems: [{ code: 'nothing-to-export-left-out', params: [{ count: 2 }] }],
    });
  });

  it('are counted and listed by the preview, left out or kept', async () => {
    const leaving = await previewExport(request(join(temp.path(), 'out')), { now: () => NOW });
    expect(leaving).toMatchObject({ notIndexableRows: 2, files: [{ urlCount: 2 }, { kind: 'index' }] });
    expect(leaving.notIndexable.map((row) => row.row)).toEqual([2, 4]);
    const keeping = await previewExport(request(join(temp.path(), 'out'), { leaveOutNonIndexable: false }), {
      now: () => NOW,
    });
    expect(keeping).toMatchObject({ notIndexableRows: 2, files: [{ urlCount: 4 }, { kind: 'index' }] });
  });
});
