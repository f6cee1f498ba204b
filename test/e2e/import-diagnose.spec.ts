import { serveFirewalledSite } from '../support/firewalled-site';
import type { TestServer } from '../support/http-server';
import { dutchScreenshot } from './support/english-left';
import { expect, screenshot, test } from './support/fixtures';
import { importDialog } from './support/import-dialog';

/** A site on 127.0.0.1 whose firewall answers Googlebot 403 with Cloudflare's challenge, and browsers the sitemap. */
let site: TestServer;
test.beforeEach(async () => {
  site = await serveFirewalledSite();
});
test.afterEach(() => site.close());

test.describe('in English', () => {
  test('Diagnose… shows what Googlebot and a browser get for a typed address, side by side', async ({ app, host }) => {
    host.emit('menuCommand', { type: 'file.import' });
    const { dialog, address } = importDialog(app);
    await address.fill(`${site.origin}/old-sitemap.xml`);
    await dialog.getByRole('button', { name: 'Diagnose…' }).click();
    const diagnosis = dialog.getByRole('region', { name: 'Diagnosis' });
    await expect(diagnosis.getByRole('heading')).toHaveText(`Diagnosis of ${site.origin}/old-sitemap.xml`);
    const table = diagnosis.getByRole('table');
    await expect(table.getByRole('columnheader')).toHaveText(['Googlebot', 'Desktop browser']);
    await expect(table.getByRole('row', { name: /^status/ }).getByRole('cell')).toHaveText(['403', '200']);
    await expect(table.getByRole('row', { name: /^redirects/ }).getByRole('cell')).toHaveText([
      '301 → 403',
      '301 → 200',
    ]);
    await expect(table.getByRole('row', { name: /^content type/ }).getByRole('cell')).toHaveText([
      'text/html',
      'application/xml',
    ]);
    await expect(table.getByRole('row', { name: /^challenge page/ }).getByRole('cell')).toHaveText([
      'Cloudflare (cf-mitigated: challenge)',
      '–',
    ]);
    await expect(table.getByRole('rowheader', { name: /^status/ })).toHaveText('status differs');
    await expect(diagnosis).toContainText('Differs: status, content type, size, challenge page.');
    await expect(diagnosis).toContainText('robots.txt lets Googlebot fetch it.');
    await expect(diagnosis).toContainText(
      'Googlebot gets a challenge page from Cloudflare instead of the file: allow Googlebot in the firewall or CDN.',
    );
    // Googlebot was asked with its own user agent, the browser with a desktop one.
    const agents = site.requests.filter((r) => r.path === '/sitemap.xml').map((r) => r.headers['user-agent']);
    expect(agents.some((agent) => /Googlebot/.test(agent ?? ''))).toBe(true);
    expect(agents.some((agent) => /Windows NT/.test(agent ?? ''))).toBe(true);
    await screenshot(app, 'import-diagnose');
    await app.emulateMedia({ colorScheme: 'dark' });
    await screenshot(app, 'import-diagnose-dark');
    await app.emulateMedia({ colorScheme: 'light' });

    await diagnosis.getByRole('button', { name: 'Close' }).click();
    await expect(diagnosis).toBeHidden();
  });

  test('a diagnosis that hangs can be cancelled, and one of no web address is refused where it was typed', async ({
    app,
    host,
  }) => {
    host.emit('menuCommand', { type: 'file.import' });
    const { dialog, address } = importDialog(app);
    await address.fill(`${site.origin}/hang.xml`);
    await dialog.getByRole('button', { name: 'Diagnose…' }).click();
    const diagnosis = dialog.getByRole('region', { name: 'Diagnosis' });
    await expect(diagnosis.getByRole('status')).toHaveText(
      `Asking for ${site.origin}/hang.xml as Googlebot and as a desktop browser…`,
    );
    await screenshot(app, 'import-diagnose-running');
    await diagnosis.getByRole('button', { name: 'Cancel' }).click();
    await expect(diagnosis).toBeHidden();
    await expect(app.getByRole('dialog', { name: 'Import' })).toBeVisible();

    await address.fill('ftp://example.com/sitemap.xml');
    await dialog.getByRole('button', { name: 'Diagnose…' }).click();
    await expect(dialog.getByRole('alert')).toContainText('ftp://example.com/sitemap.xml');
    await expect(diagnosis).toBeHidden();
  });

  test('a source that failed to fetch can be diagnosed from the review, the one picked of several', async ({
    app,
    host,
  }) => {
    host.emit('menuCommand', { type: 'file.import' });
    const { dialog, address } = importDialog(app);
    await address.fill(`${site.origin}/gone.xml`);
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await address.fill(`${site.origin}/private/sitemap.xml`);
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await address.fill(`${site.origin}/also-gone.xml`);
    await address.press('Enter');
    const retry = dialog.getByTestId('import-retry');
    await expect(retry).toContainText('2 files could not be read');
    const pick = retry.getByRole('combobox', { name: 'Source to diagnose' });
    await expect(pick.getByRole('option')).toHaveText(['/gone.xml', '/also-gone.xml']);
    await pick.selectOption(`${site.origin}/also-gone.xml`);
    await retry.getByRole('button', { name: `Diagnose ${site.origin}/also-gone.xml` }).click();
    const diagnosis = dialog.getByRole('region', { name: 'Diagnosis' });
    await expect(diagnosis.getByRole('heading')).toHaveText(`Diagnosis of ${site.origin}/also-gone.xml`);
    await expect(
      diagnosis
        .getByRole('table')
        .getByRole('row', { name: /^status/ })
        .getByRole('cell'),
    ).toHaveText(['404', '404']);
    await expect(diagnosis).toContainText('Googlebot gets status 404, not the file.');
    // The diagnosis above squeezes nothing: the tree keeps its rows' height.
    const tree = dialog.getByRole('tree');
    expect(await tree.evaluate((element) => element.clientHeight)).toBeGreaterThanOrEqual(90);
    await screenshot(app, 'import-diagnose-failed-source');
  });
});

test.describe('in Dutch', () => {
  test.use({ locale: 'nl-NL' });

  test('Diagnosticeren… speaks Dutch', async ({ app, host }) => {
    host.emit('menuCommand', { type: 'file.import' });
    const dialog = app.getByRole('dialog');
    await dialog.getByLabel('Webadres').fill(`${site.origin}/sitemap.xml`);
    await dialog.getByRole('button', { name: 'Diagnosticeren…' }).click();
    const diagnosis = dialog.getByRole('region', { name: 'Diagnose' });
    await expect(diagnosis.getByRole('heading')).toHaveText(`Diagnose van ${site.origin}/sitemap.xml`);
    await expect(diagnosis.getByRole('table').getByRole('columnheader')).toHaveText(['Googlebot', 'Desktopbrowser']);
    await expect(diagnosis).toContainText('Googlebot krijgt een controlepagina van Cloudflare');
    await dutchScreenshot(app, 'dutch-import-diagnose');
  });
});
