import { symlink, writeFile } from 'node:fs/promises';
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
  tables: [{ id: 't', name: 'part', rows: [emptyRow('https://example.com/')] }],
  settings: { ...DEFAULT_EXPORT_SETTINGS, baseUrl: 'https://example.com/', outputFolder: folder },
  robotsTxt: null,
});

// The UI probe: a folder that is a file was "No problems" in the preview; only the export, after
// building every row, said it could not write there.
describe('the export preview of a folder the export cannot write in', () => {
  const temp = useTempDir();

  it('says so before, naming the file in the way, where the export fails after', async () => {
    const file = join(temp.path(), 'public');
    await writeFile(file, 'a file, not a folder');
    for (const folder of [file, join(file, 'sitemaps')]) {
      const preview = await previewExport(request(folder), { now: () => NOW });
      const refused = preview.problems.filter(({ code }) => code === 'export-folder-unwritable');
      expect(refused.map((item) => [item.severity, item.place.file, problemText(item)])).toEqual([
        [
          'error',
          folder,
          `The export cannot write in ${folder}: ${file} is a file, not a folder: the export writes its sitemaps into a folder. Choose another folder.`,
        ],
      ]);
      await expect(exportProject(request(folder), { now: () => NOW })).rejects.toMatchObject({
        code: expect.stringMatching(/^(EEXIST|ENOTDIR)$/),
      });
    }
  });

  it('says so of a link that leads nowhere, as the export does', async () => {
    const folder = join(temp.path(), 'out');
    await symlink(join(temp.path(), 'nowhere'), folder);
    const preview = await previewExport(request(folder), { now: () => NOW });
    expect(preview.problems.filter(({ code }) => code === 'export-folder-unwritable').map(problemText)).toEqual([
      expect.stringContaining(`${folder} is a link to ${join(temp.path(), 'nowhere')}, which does not exist`),
    ]);
    await expect(exportProject(request(folder), { now: () => NOW })).rejects.toThrow('which does not exist');
  });

  it('says nothing of a folder that is not there yet, which the export makes', async () => {
    const preview = await previewExport(request(join(temp.path(), 'new', 'deeper')), { now: () => NOW });
    expect(preview.problems.map(({ code }) => code)).toEqual([]);
  });
});
