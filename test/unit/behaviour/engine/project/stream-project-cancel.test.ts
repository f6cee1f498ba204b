import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { streamProjectColumns } from '../../../../../electron/engine';
import { saveProjectStream } from '../../../../../electron/engine/project/project-file';
import { UrlColumns } from '../../../../../shared/columnar/url-columns';
import { DEFAULT_EXPORT_SETTINGS } from '../../../../../shared/export-settings';
import { headerOf, type ProjectData } from '../../../../../shared/project-file';
import { emptyRow } from '../../../../../shared/url-table';
import { membersOf } from '../../../../support/project-members-of';
import { useTempDir } from '../../../../support/use-temp-dir';

const temp = useTempDir();

// `validate <project>` streams a lone project's tables from columns opened whole first: Ctrl-C during
// that open stops it at the next member read (it opened the whole file before, some 8 s at 10M rows).
it('stops opening a streamed project at the next member once Ctrl-C is pressed, as a cancel', async () => {
  const path = join(temp.path(), 'large.sitemapstudio');
  const rows = Array.from({ length: 200_000 }, (_, i) => emptyRow(`https://example.com/l/${i}`));
  const project: ProjectData = {
    name: 'p',
    robotsTxt: null,
    exportSettings: DEFAULT_EXPORT_SETTINGS,
    siteChecks: [],
    tables: [{ id: 't', name: 't', source: null, rows }],
  };
  await saveProjectStream(
    path,
    headerOf(project),
    { tables: [UrlColumns.fromRows(rows)], siteChecks: [] },
    { workers: 2 },
  );
  const members = membersOf(await readFile(path)).length - 1;
  expect(members).toBeGreaterThan(8);
  const interrupt = new AbortController();
  let sent = 0;
  // Ctrl-C as the first member is sent to a project worker.
  const poolHooks = { crashOn: (n: number) => (sent++, n === 0 && interrupt.abort(), false) };
  let tables = 0;
  const streaming = streamProjectColumns(path, async () => void tables++, {
    signal: interrupt.signal,
    workers: 2,
    poolHooks,
  });
  await expect(streaming).rejects.toMatchObject({ name: 'AbortError' });
  expect(tables).toBe(0);
  expect(sent).toBeLessThan(members);
}, 120_000);
