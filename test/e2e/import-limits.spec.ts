import { startServer, type TestServer } from '../support/http-server';
import { expect, loadApp, screenshot, test } from './support/fixtures';
import { importDialog } from './support/import-dialog';
import { numberedEntries, urlsetOf } from '../support/sitemap-xml';

const INDEX = `<?xml version="1.0" encoding="UTF-8"?>
<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
  <sitemap><loc>/pages.xml</loc></sitemap>
  <sitemap><loc>/slow.xml</loc></sitemap>
</sitemapindex>
`;

/** An index whose second sitemap sends three URLs, then a space now and then, forever. */
let site: TestServer;
test.beforeAll(async () => {
  site = await startServer({
    '/index.xml': { headers: { 'content-type': 'application/xml' }, body: INDEX },
    '/pages.xml': { headers: { 'content-type': 'application/xml' }, body: urlsetOf(numberedEntries(4)) },
    '/slow.xml': (_request, response) => {
      response.writeHead(200, { 'content-type': 'application/xml' });
      const head = urlsetOf(numberedEntries(3).map((entry) => ({ loc: entry.loc.replace('page', 'slow') })));
      response.write(head.slice(0, head.indexOf('</urlset>')));
      const timer = setInterval(() => response.write(' '), 100);
      response.on('close', () => clearInterval(timer));
    },
  });
});
test.afterAll(() => site.close());

test('the deadline set in the import dialog gives up a trickling server, keeps what it sent, and is remembered', async ({
  app,
  host,
}) => {
  await app.getByRole('toolbar', { name: 'Project' }).getByRole('button', { name: 'Import', exact: true }).click();
  const { dialog, address, tree, item, importButton, addButton } = importDialog(app);
  await dialog.getByText('Download limits').click();
  const deadline = dialog.getByLabel('Give up on a download after');
  await expect(deadline).toHaveValue('300');

  // A limit that cannot be used says why, and the import cannot start.
  await deadline.fill('soon');
  await address.fill(`${site.origin}/index.xml`);
  await expect(dialog.getByRole('alert')).toHaveText('Enter a number of seconds above 0 and at most 2,147,483.');
  await expect(importButton).toBeDisabled();

  await deadline.fill('1');
  await expect(deadline).toBeVisible();
  await screenshot(app, 'import-dialog-limits');
  await importButton.click();
  await expect(item('slow.xml')).toContainText('1');
  await expect(item('pages.xml')).toContainText('4 URLs');
  await dialog.getByText(/problems? found while reading/).click();
  await expect(
    dialog
      .getByRole('listitem')
      .filter({ hasText: `${site.origin}/slow.xml was not received in full within the 1 s deadline` }),
  ).toBeVisible();
  await expect(tree.getByRole('treeitem')).toHaveCount(3);

  await addButton.click();
  // The rows that arrived before the deadline are kept, beside the other sitemap's.
  await expect(app.getByRole('tab')).toHaveText([/pages\s*4/, /slow\s*3/]);

  // The limit is the person's: it is there again after the window is reloaded.
  await loadApp(app, host);
  await app.getByRole('toolbar', { name: 'Project' }).getByRole('button', { name: 'Import', exact: true }).click();
  await importDialog(app).dialog.getByText('Download limits').click();
  await expect(importDialog(app).dialog.getByLabel('Give up on a download after')).toHaveValue('1');
});
