import { readdirSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { createCheckPool } from '../../../../../electron/engine/checks/check-pool';
import { exportProject } from '../../../../../electron/engine/export/export-project';
import { createPackPool } from '../../../../../electron/engine/export/pack-pool';
import { UrlColumns } from '../../../../../shared/columnar/url-columns';
import { DEFAULT_EXPORT_SETTINGS } from '../../../../../shared/export-settings';
import type { ExportOutcome, ExportRequest } from '../../../../../shared/export-types';
import { emptyRow } from '../../../../../shared/url-table';
import { useOwnTmpdir, useTempDir } from '../../../../support/use-temp-dir';

// The checks' spill goes while the export commits (off this thread), yet none is left once the
// export is done: it awaits the removal at its very end, on success and when a row stops it.

const target = useTempDir();
const ownTmpdir = useOwnTmpdir();
const packPool = createPackPool(2);
const checkPool = createCheckPool(2);
afterAll(async () => Promise.all([packPool.close(), checkPool.close()]));

/** The export, its spill folder made in this file's own temp folder (SliceChecks makes it in os.tmpdir()). */
const exported = (priority: string): Promise<ExportOutcome> =>
  exportProject(request(priority), { packPool, checkPool, now: () => 0 });

const request = (priority: string): ExportRequest => ({
  projectId: 'p',
  tables: [
    {
      id: 'pages',
      name: 'pages',
      rows: UrlColumns.fromRows(
        Array.from({ length: 60_000 }, (_, n) => ({
          ...emptyRow(`https://example.com/p/${n % 59_000}`), // some duplicates: every partition searched
          priority: n === 40_000 ? priority : '0.5',
        })),
      ),
    },
  ],
  settings: {
    ...DEFAULT_EXPORT_SETTINGS,
    baseUrl: 'https://example.com/',
    outputFolder: target.path(),
    maxUrls: 20_000,
  },
  robotsTxt: null,
});

const spills = (): string[] => readdirSync(ownTmpdir()).filter((name) => name.startsWith('sitemap-studio-check-'));

describe("an export checked on workers and its checks' spill", { timeout: 60_000 }, () => {
  it('leaves none once it has committed its files', async () => {
    const outcome = await exported('0.5');
    expect(spills()).toEqual([]);
    expect(outcome.ok).toBe(true);
    expect(readdirSync(target.path()).sort()).toContain('sitemap_index.xml');
  });

  it('leaves none once a row stopped it', async () => {
    const outcome = await exported('high');
    expect(spills()).toEqual([]);
    expect(outcome.ok).toBe(false);
  });
});
