import { readPngHeader } from '../support/png-header';
import { expect, loadApp, screenshot, test } from './support/fixtures';

test('the app loads with no console error and no failed request, the favicon included', async ({ page, host }) => {
  const errors: string[] = [];
  page.on('console', (message) => void (message.type() === 'error' && errors.push(message.text())));
  page.on('pageerror', (error) => void errors.push(error.message));
  page.on('requestfailed', (request) => void errors.push(`${request.url()} failed`));
  page.on(
    'response',
    (response) => void (response.status() >= 400 && errors.push(`${response.url()} ${response.status()}`)),
  );
  await loadApp(page, host);

  // The page names its icon, so a browser has no reason to guess at /favicon.ico…
  const icon = page.locator('link[rel="icon"]');
  await expect(icon).toHaveAttribute('type', 'image/svg+xml');
  const iconResponse = await page.request.get(new URL((await icon.getAttribute('href'))!, page.url()).href);
  expect(iconResponse.headers()['content-type']).toBe('image/svg+xml');
  // …and one that asks all the same gets the icon, not a 404.
  const favicon = await page.request.get(`${host.origin}/favicon.ico`);
  expect(favicon.status()).toBe(200);
  expect(favicon.headers()['content-type']).toBe('image/png');
  expect(readPngHeader(await favicon.body())).toMatchObject({ width: 256, height: 256 });
  expect(errors).toEqual([]);
});

test('the About dialog shows the app icon', async ({ app, host }) => {
  host.emit('menuCommand', { type: 'help.about' });
  const dialog = app.getByRole('dialog', { name: 'Sitemap Studio' });
  const icon = dialog.locator('img.app-icon');
  await expect(icon).toBeVisible();
  // Loaded and drawn: an image that failed to load has no natural size.
  // Visible comes before loaded, so wait for the load rather than read it at once.
  await expect
    .poll(() => icon.evaluate((image: HTMLImageElement) => (image.complete ? image.naturalWidth : 0)))
    .toBeGreaterThan(0);
  await screenshot(app, 'about-dialog-icon');
});
