import { afterEach, describe, expect, it } from 'vitest';
import { useExportStore } from '../../../../renderer/src/export/export-store';
import { useProjectStore } from '../../../../renderer/src/project/project-store';
import { emptyRow } from '../../../../shared/url-table';
import { addTable } from '../../../support/renderer/project-tables';
import { startStoresOnMain } from '../../../support/renderer/stores-on-main';
import { until } from '../../../support/renderer/until';
import { serveForTest } from '../../../support/serve-for-test';
import { useTempDir } from '../../../support/use-temp-dir';

const temp = useTempDir();

afterEach(() => useExportStore().close());

/** Opens the dialog and waits for its preview. */
async function openWithPreview(exporter: ReturnType<typeof useExportStore>): Promise<void> {
  exporter.open();
  await until(() => !exporter.previewPending);
}

describe('export store: changed since the last export', () => {
  it('remembers what an export wrote, shows what changed since field by field, and checks the removed URLs', async () => {
    const site = await serveForTest({
      '/robots.txt': { status: 200, body: 'User-agent: *\nAllow: /\n' },
      '/about': { status: 200, headers: { 'content-type': 'text/html' }, body: '<title>Still here</title>' },
    });
    const url = (path: string) => `${site.origin}/${path}`;
    startStoresOnMain();
    const project = useProjectStore();
    const table = addTable(
      'pages',
      ['', 'shop', 'about'].map((path) => emptyRow(url(path))),
    );
    const exporter = useExportStore();
    exporter.update({ baseUrl: `${site.origin}/`, outputFolder: temp.path() });

    await openWithPreview(exporter);
    expect(project.lastExport).toBeNull();
    expect(exporter.changes).toBeNull();
    await exporter.runExport();
    expect(exporter.stage).toBe('done');
    expect(project.lastExport).toMatchObject({ urls: 3, files: ['sitemap-pages-1.xml.gz', 'sitemap_index.xml'] });
    expect(project.dirty).toBe(true); // the project now remembers it, to be saved
    exporter.close();

    table.rows.setCell(1, 'priority', '0.9');
    table.rows.deleteRows(2, 1);
    table.rows.insertRows(2, [emptyRow(url('blog'))]);
    project.version += 1;
    await openWithPreview(exporter);
    expect(exporter.changes).toMatchObject({
      counts: { added: 1, removed: 1, changed: 1 },
      added: [url('blog')],
      removed: [url('about')],
      changed: [{ loc: url('shop'), fields: ['priority'] }],
    });

    await exporter.checkRemovedUrls();
    expect(exporter.removedCheckError).toBeNull();
    expect(exporter.removedCheck).toMatchObject({
      checked: 1,
      gone: 0,
      notGone: [{ url: url('about'), status: 200, failed: null }],
    });
    expect(exporter.removedCheckRunning).toBe(false);
  });
});
