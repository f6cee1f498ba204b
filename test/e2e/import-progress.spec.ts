import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, screenshot, test } from './support/fixtures';
import { importDialog } from './support/import-dialog';

/** A server on 127.0.0.1 that sends the start of a big sitemap and then waits, as a slow site would. */
let server: Server;
let sitemapUrl = '';
test.beforeAll(async () => {
  server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/xml' });
    response.write('<?xml version="1.0"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n');
    for (let i = 0; i < 500; i++) response.write(`<url><loc>https://example.com/${i}</loc></url>\n`);
    // …and nothing more until the client gives up.
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  sitemapUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/sitemap.xml`;
});
test.afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

test('a long import shows its progress and can be cancelled, leaving nothing half-imported', async ({ app }) => {
  await app.getByRole('button', { name: /Start an empty table/ }).click();
  await app.getByRole('toolbar', { name: 'Project' }).getByRole('button', { name: 'Import', exact: true }).click();
  const { dialog, address } = importDialog(app);
  await address.fill(sitemapUrl);
  await address.press('Enter');
  const job = app.getByTestId('job-status');
  await expect(job).toContainText('Importing 1 source');
  // 500 URLs arrived before the server stalled: the count shows them, though no file is finished.
  await expect(job).toContainText('0 files, 500 URLs');
  await screenshot(app, 'import-progress');
  // The status bar shows the job behind the dialog, which is modal: the dialog's Cancel stops it.
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(app.getByRole('status')).toHaveText('Import cancelled: nothing was added.');
  await expect(dialog).toBeHidden();
  await expect(job).toHaveText('Ready');
  await expect(app.getByRole('tab')).toHaveText([/table-1\s*0/]);
  await expect(app.getByTestId('row-count')).toHaveText('0 URLs in 1 table');
});
