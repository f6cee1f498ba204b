import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { openProjectFile, saveProjectFile } from '../../../../../electron/engine/project/project-file';
import { DEFAULT_EXPORT_SETTINGS } from '../../../../../shared/export-settings';
import { emptyRow } from '../../../../../shared/url-table';
import { pageChecks } from '../../../../support/page-checks';
import { plainProject, rememberedProject } from '../../../../support/remembered-project';
import { exportedUrl } from '../../../../../shared/last-export/exported-urls';
import { useTempDir } from '../../../../support/use-temp-dir';

// The real bound is 1 GiB, too much for a test to write: the same reader with a bound of 200 KB.
vi.mock('../../../../../electron/engine/project/project-stream-format', async (original) => ({
  ...(await original<object>()),
  MAX_CHECKS_BYTES: 200_000,
}));

describe('the bytes of all site-check results a project may hold', () => {
  const temp = useTempDir();

  it('are bounded in all: past the bound reading stops at that record, naming the line and the results read', async () => {
    const path = join(temp.path(), 'many.sitemapstudio');
    const project = {
      name: 'Shop',
      robotsTxt: null,
      exportSettings: DEFAULT_EXPORT_SETTINGS,
      tables: [{ id: 't0', name: 'pages', source: null, rows: [emptyRow('https://example.com/')] }],
    };
    await saveProjectFile(path, { ...project, siteChecks: pageChecks(200) });
    expect((await openProjectFile(path)).siteChecks).toHaveLength(200);
    await saveProjectFile(path, { ...project, siteChecks: pageChecks(6000) });
    await expect(openProjectFile(path)).rejects.toMatchObject({
      code: 'project-corrupt',
      message: expect.stringMatching(
        /^.+ is damaged and cannot be opened: the site-check results are larger than 200,000 bytes in all \(line 3, at the site-check results, after result 0\)\.$/,
      ),
    });
  });

  it("are bounded apart from the last export's URLs, which grow with the project and are bounded by their count", async () => {
    const path = join(temp.path(), 'remembered.sitemapstudio');
    // 12,001 URLs remembered: ~1 MB of records, five times the (test's) bound of the results, beside 200 results.
    const remembered = { ...rememberedProject, siteChecks: pageChecks(200) };
    await saveProjectFile(path, remembered);
    const opened = await openProjectFile(path);
    expect(opened.lastExport?.urls).toEqual(remembered.lastExport!.urls);
    expect(opened.siteChecks).toHaveLength(200);
  });

  it("refuse a last export's URLs larger than their count allows, naming the line", async () => {
    const path = join(temp.path(), 'bloated.sitemapstudio');
    const loc = `https://example.com/${'a'.repeat(20_000)}`;
    await saveProjectFile(path, {
      ...plainProject,
      lastExport: { at: Date.UTC(2026, 10, 1), files: ['sitemap.xml'], urls: [exportedUrl(emptyRow(loc))] },
    });
    await expect(openProjectFile(path)).rejects.toMatchObject({
      code: 'project-corrupt',
      message: expect.stringContaining(
        'the URLs of the last export are larger than 16,384 bytes in all, more than their count allows',
      ),
    });
  });
});
