import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { exportProject } from '../../../../../electron/engine/export/export-project';
import { previewExport } from '../../../../../electron/engine/export/preview-export';
import { DEFAULT_EXPORT_SETTINGS } from '../../../../../shared/export-settings';
import type { ExportRequest } from '../../../../../shared/export-types';
import { problemText } from '../../../../../shared/problems';
import { emptyRow } from '../../../../../shared/url-table';
import { useTempDir } from '../../../../support/use-temp-dir';

const NOW = Date.UTC(2026, 10, 28);

const request = (folder: string): ExportRequest => ({
  projectId: 'p',
  tables: [{ id: 't', name: 'part', rows: [emptyRow('https://example.com/'), emptyRow('https://example.com/a')] }],
  settings: { ...DEFAULT_EXPORT_SETTINGS, baseUrl: 'https://example.com/', outputFolder: folder },
  robotsTxt: null,
});

// The UI probe: a folder holding the person's own sitemap_index.xml and sitemap-part-1.xml.gz was
// "No problems" in the preview; only the report afterwards said they had been replaced.
describe('the export preview of a folder holding files of the same names that no export wrote', () => {
  const temp = useTempDir();

  it('names them as a warning before; once an export wrote them, it says nothing more', async () => {
    const folder = temp.path();
    await writeFile(join(folder, 'sitemap_index.xml'), '<mine/>');
    await writeFile(join(folder, 'sitemap-part-1.xml.gz'), 'mine');
    await writeFile(join(folder, 'notes.txt'), 'not a name the export writes');
    const preview = await previewExport(request(folder), { now: () => NOW });
    const warned = preview.problems.find((item) => item.code === 'export-replaces-unlisted');
    expect(warned?.params).toEqual([{ names: ['sitemap-part-1.xml.gz', 'sitemap_index.xml'] }]);
    expect(problemText(warned!)).toBe(
      'The folder holds 2 files of the same names that no export of Sitemap Studio wrote (no manifest lists them); exporting replaces them: sitemap-part-1.xml.gz, sitemap_index.xml.',
    );
    expect(await readFile(join(folder, 'sitemap_index.xml'), 'utf8')).toBe('<mine/>');

    expect((await exportProject(request(folder), { now: () => NOW })).ok).toBe(true);
    const again = await previewExport(request(folder), { now: () => NOW });
    expect(again.problems.map((item) => item.code)).not.toContain('export-replaces-unlisted');
  });

  // The UI probe: exported with gzip, then without, the preview named only the new files; the report
  // then said it had removed the .gz files of the first export.
  it("names the files of this project's last export there that the export would remove, and only those", async () => {
    const folder = temp.path();
    expect((await exportProject(request(folder), { now: () => NOW })).ok).toBe(true);
    const plain = {
      ...request(folder),
      settings: { ...request(folder).settings, gzip: false, fileNamePattern: 'sitemap-{table}-{n}.xml' },
    };
    const preview = await previewExport(plain, { now: () => NOW });
    const said = preview.problems.find((item) => item.code === 'export-removes-stale');
    expect(said?.params).toEqual([{ names: ['sitemap-part-1.xml.gz'] }]);
    expect(problemText(said!)).toBe(
      "Exporting removes 1 file this project's last export wrote here that the new set no longer has: sitemap-part-1.xml.gz.",
    );
    // Another project's set beside it, under its own index, removes nothing of this one's.
    const beside = {
      ...plain,
      projectId: 'q',
      settings: { ...plain.settings, indexName: 'news_index.xml', fileNamePattern: 'news-{n}.xml' },
    };
    const other = await previewExport(beside, { now: () => NOW });
    expect(other.problems.map((item) => item.code)).not.toContain('export-removes-stale');
    const done = await exportProject(plain, { now: () => NOW });
    expect(done.ok && done.report.notes.map((note) => [note.code, note.params])).toContainEqual([
      'export-stale-removed',
      [{ names: ['sitemap-part-1.xml.gz'] }],
    ]);
  });

  // The review: an empty or relative folder was looked for in the working folder of the process.
  it('looks in no folder that is not named in full', async () => {
    const folder = temp.path();
    await writeFile(join(folder, 'sitemap_index.xml'), '<mine/>');
    const cwd = process.cwd();
    process.chdir(folder);
    try {
      for (const named of ['', '.', 'sub/..']) {
        const preview = await previewExport(request(named), { now: () => NOW });
        expect(preview.problems.map((item) => item.code)).not.toContain('export-replaces-unlisted');
      }
    } finally {
      process.chdir(cwd);
    }
  });

  it('names folders where the export writes files as an error, before it runs (the probe: "No problems", then a failed export)', async () => {
    const folder = join(temp.path(), 'taken');
    await mkdir(join(folder, 'sitemap-part-1.xml.gz'), { recursive: true });
    await mkdir(join(folder, 'sitemap_index.xml'));
    const preview = await previewExport(request(folder), { now: () => NOW });
    const codes = preview.problems.map((item) => item.code);
    expect(codes).toContain('export-names-taken');
    expect(codes).not.toContain('export-replaces-unlisted');
    expect(problemText(preview.problems.find((item) => item.code === 'export-names-taken')!)).toBe(
      `${folder} holds 2 folders where the export writes files of the same names: sitemap-part-1.xml.gz, sitemap_index.xml. Move or rename them, or choose another file name pattern.`,
    );
  });
});
