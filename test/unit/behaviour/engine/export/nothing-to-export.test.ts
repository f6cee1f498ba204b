import { describe, expect, it } from 'vitest';
import { exportProject } from '../../../../../electron/engine/export/export-project';
import { DEFAULT_EXPORT_SETTINGS } from '../../../../../shared/export-settings';
import type { ExportRequest, ExportTable } from '../../../../../shared/export-types';
import { emptyRow } from '../../../../../shared/url-table';
import { useTempDir } from '../../../../support/use-temp-dir';

const temp = useTempDir();

const request = (tables: ExportTable[]): ExportRequest => ({
  projectId: 'empty',
  tables,
  settings: { ...DEFAULT_EXPORT_SETTINGS, baseUrl: 'https://example.com/', outputFolder: temp.path() },
  robotsTxt: null,
});

describe('an export with no URLs', () => {
  it('says there is nothing to export, not that the index is too large', async () => {
    const outcome = await exportProject(request([{ id: 'a', name: 'Empty', rows: [] }]), { now: () => 0 });
    expect(outcome.ok).toBe(false);
    if (outcome.ok) return;
    expect(outcome.problems.map((problem) => problem.code)).toEqual(['nothing-to-export']);
    expect(outcome.problems[0]!.message).toMatch(/no URLs/);
  });

  it('leaves an empty table beside others out quietly', async () => {
    const tables = [
      { id: 'a', name: 'Empty', rows: [] },
      { id: 'b', name: 'Pages', rows: [emptyRow('https://example.com/a')] },
    ];
    const outcome = await exportProject(request(tables), { now: () => 0 });
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    expect(outcome.report.files.map((file) => file.name)).toEqual(['sitemap-pages-1.xml.gz', 'sitemap_index.xml']);
  });
});
