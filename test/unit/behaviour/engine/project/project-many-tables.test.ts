import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openProjectColumns } from '../../../../../electron/engine/project/project-columns';
import { saveProjectStream } from '../../../../../electron/engine/project/project-file';
import { streamProjectTables } from '../../../../../electron/engine/stream/project-tables';
import { UrlColumns } from '../../../../../shared/columnar/url-columns';
import { DEFAULT_EXPORT_SETTINGS } from '../../../../../shared/export-settings';
import { emptyRow } from '../../../../../shared/url-table';
import { useTempDir } from '../../../../support/use-temp-dir';

/** More tables than a spread's arguments fit on the stack (150,000 failed as "Maximum call stack size exceeded"). */
const TABLES = 150_000;

describe('a project of very many tables', () => {
  const temp = useTempDir();

  it('opens into columns and streams, most tables empty, with no memory held for an empty one', async () => {
    const path = join(temp.path(), 'many.sitemapstudio');
    const tables = Array.from({ length: TABLES }, (_, i) => ({ id: `t${i}`, name: `t${i}`, source: null, rows: 0 }));
    tables[TABLES - 1]!.rows = 2;
    const columns = Array.from({ length: TABLES }, () => new UrlColumns());
    columns[TABLES - 1]!.appendRows([emptyRow('https://example.com/a'), emptyRow('https://example.com/b')]);
    const header = { name: 'Many', robotsTxt: null, exportSettings: DEFAULT_EXPORT_SETTINGS, siteChecks: 0 };
    await saveProjectStream(path, { ...header, tables }, { tables: columns, siteChecks: [] });

    const opened = await openProjectColumns(path);
    expect(opened.tables).toHaveLength(TABLES);
    expect(
      opened.tables
        .at(-1)!
        .rowsBetween(0, 2)
        .map((row) => row.loc),
    ).toEqual(['https://example.com/a', 'https://example.com/b']);
    // Each empty table held a 64 KiB chunk: 150,000 of them 9.8 GB.
    expect(opened.tables[0]!.heldBytes()).toBeLessThan(1024);

    let streamed = 0;
    const locs: string[] = [];
    await streamProjectTables(
      path,
      () => undefined,
      async (table) => {
        streamed++;
        for await (const batch of table.batches) locs.push(...batch.map((row) => row.loc));
      },
    );
    expect(streamed).toBe(TABLES);
    expect(locs).toEqual(['https://example.com/a', 'https://example.com/b']);
  }, 120_000); // ~10 s alone: 150,000 tables saved, opened and streamed (read twice)
});
