import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openProjectFile, saveProjectFile } from '../../../../../electron/engine/project/project-file';
import { DEFAULT_EXPORT_SETTINGS } from '../../../../../shared/export-settings';
import type { ProjectData } from '../../../../../shared/project-file';
import { emptyRow } from '../../../../../shared/url-table';
import { pageChecks } from '../../../../support/page-checks';
import { gzipLines, projectLinesOf } from '../../../../support/project-lines';
import { useTempDir } from '../../../../support/use-temp-dir';

const project: ProjectData = {
  name: 'Shop',
  robotsTxt: null,
  exportSettings: DEFAULT_EXPORT_SETTINGS,
  tables: [{ id: 't0', name: 'pages', source: null, rows: [emptyRow('https://example.com/')] }],
  siteChecks: pageChecks(2),
};

describe('a format-3 project whose results would multiply into gigabytes', { timeout: 30_000 }, () => {
  const temp = useTempDir();

  /** The saved project with its record of results changed by `change`: line 3 of the file. */
  async function crafted(change: (checks: Record<string, unknown>[]) => void): Promise<string> {
    const path = join(temp.path(), 'good.sitemapstudio');
    await saveProjectFile(path, project);
    const lines = await projectLinesOf(path);
    const record = JSON.parse(lines[2]!) as { checks: Record<string, unknown>[] };
    change(record.checks);
    return temp.write('bomb.sitemapstudio', gzipLines([lines[0]!, lines[1]!, JSON.stringify(record)]));
  }

  it('refuses a result with 2,000,000 empty alternates, naming the place, before reading them', async () => {
    const empty = { hreflang: '', href: '' };
    // The first alternate is not one: were the items read before the list's length, it would be the fault named.
    const path = await crafted(
      (checks) =>
        (checks[1]!['alternates'] = Array.from({ length: 2_000_000 }, (_, i) => (i === 0 ? { hreflang: 5 } : empty))),
    );
    await expect(openProjectFile(path)).rejects.toMatchObject({
      code: 'project-corrupt',
      message: `${path} is damaged at line 3, siteChecks[1].alternates: expected a list of at most 1,000 items, found a list of 2,000,000 items.`,
    });
  });

  it('refuses text past its bound (a 100 KB canonical) and a path of hops past any redirect limit', async () => {
    const canonical = await crafted(
      (checks) => (checks[0]!['canonical'] = `https://example.com/${'a'.repeat(100_000)}`),
    );
    await expect(openProjectFile(canonical)).rejects.toMatchObject({
      message: `${canonical} is damaged at line 3, siteChecks[0].canonical: expected text of at most 65,536 characters or null, found text of 100,020 characters.`,
    });
    const hop = { url: 'https://example.com/', status: 301, location: '/' };
    const hops = await crafted((checks) => (checks[0]!['hops'] = Array.from({ length: 101 }, () => hop)));
    await expect(openProjectFile(hops)).rejects.toMatchObject({
      message: `${hops} is damaged at line 3, siteChecks[0].hops: expected a list of at most 100 items, found a list of 101 items.`,
    });
  });
});
