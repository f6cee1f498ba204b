import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readProject, saveProjectFile } from '../../../../electron/engine/project/project-file';
import { DEFAULT_EXPORT_SETTINGS } from '../../../../shared/export-settings';
import { emptyRow } from '../../../../shared/url-table';
import { useTempDir } from '../../../support/use-temp-dir';

/** A project of two tables, so reading it hands the sink more than one call of rows. */
async function savedProject(dir: string): Promise<string> {
  const path = join(dir, 'shop.sitemapstudio');
  const table = (id: string) => ({ id, name: id, source: null, rows: [emptyRow(`https://example.com/${id}`)] });
  await saveProjectFile(path, {
    name: 'shop',
    robotsTxt: null,
    siteChecks: [],
    exportSettings: DEFAULT_EXPORT_SETTINGS,
    tables: [table('a'), table('b')],
  });
  return path;
}

describe('reading a project with a signal', () => {
  const temp = useTempDir();

  it('stops at the next record once aborted: the rows after it are never handed on', async () => {
    const path = await savedProject(temp.path());
    const controller = new AbortController();
    const tables: number[] = [];
    const reading = readProject(
      path,
      {
        header: () => undefined,
        rows: (table) => {
          tables.push(table);
          controller.abort();
        },
      },
      { signal: controller.signal },
    );
    await expect(reading).rejects.toThrow(/abort/i);
    expect(tables).toEqual([0]);
  });

  it('still throws when aborted after the last record, so nothing of the file is offered', async () => {
    const path = await savedProject(temp.path());
    const controller = new AbortController();
    const reading = readProject(
      path,
      { header: () => undefined, rows: (table) => (table === 1 ? controller.abort() : undefined) },
      { signal: controller.signal },
    );
    await expect(reading).rejects.toThrow(/abort/i);
  });

  it('reads the whole file without one', async () => {
    const path = await savedProject(temp.path());
    const tables: number[] = [];
    await readProject(path, { header: () => undefined, rows: (table) => void tables.push(table) });
    expect(tables).toEqual([0, 1]);
  });
});
