import { dutchScreenshot } from './support/english-left';
import { expect, screenshot, test } from './support/fixtures';

test.describe('in English', () => {
  test('Help › Keyboard Shortcuts lists the shortcuts by scope, and the search keeps the matching rows', async ({
    app,
    host,
  }) => {
    host.emit('menuCommand', { type: 'help.shortcuts' });
    const sheet = app.getByRole('dialog', { name: 'Keyboard Shortcuts' });
    await expect(sheet).toBeVisible();
    for (const scope of ['Everywhere', 'In the table', 'In the find bar', 'While editing a cell']) {
      await expect(sheet.getByRole('heading', { name: scope })).toBeVisible();
    }
    // Keys as this platform writes them (Chromium on Linux here: Ctrl).
    await expect(sheet.getByRole('row', { name: 'Save the project as… Ctrl+Shift+S' })).toBeVisible();
    await screenshot(app, 'help-shortcuts');

    const search = sheet.getByRole('searchbox', { name: 'Search shortcuts' });
    await expect(search).toBeFocused();
    await search.fill('undo');
    await expect(sheet.getByRole('row')).toHaveText([/Action\s*Keys/, /^Undo\s*Ctrl\+Z$/]);
    await expect(sheet.getByRole('heading')).toHaveText(['Keyboard Shortcuts', 'Everywhere']);
    await screenshot(app, 'help-shortcuts-undo');
    // Keys are found too, with or without the plus signs.
    await search.fill('ctrl d');
    await expect(sheet.getByRole('row', { name: /Fill down/ })).toBeVisible();
    await search.fill('no such thing');
    await expect(sheet).toContainText('No shortcut matches “no such thing”.');

    // Escape empties the search first (as a search box does), then closes the sheet.
    await app.keyboard.press('Escape');
    await expect(search).toHaveValue('');
    await app.keyboard.press('Escape');
    await expect(sheet).toBeHidden();
  });

  test('Help › The Sitemap Protocol shows the limits the app enforces and opens its sources in the system browser', async ({
    app,
    host,
  }) => {
    host.emit('menuCommand', { type: 'help.protocol' });
    const guide = app.getByRole('dialog', { name: 'The Sitemap Protocol' });
    await expect(guide).toBeVisible();
    await expect(guide.getByRole('row', { name: /URLs in one sitemap file/ })).toContainText('at most 50,000');
    await expect(guide.getByRole('row', { name: /Size of one file/ })).toContainText('10.0 MB (10,485,760 bytes)');
    await expect(guide.getByRole('row', { name: /^loc / })).toContainText('fewer than 2,048 characters');
    await screenshot(app, 'help-protocol');

    await guide.getByRole('link', { name: 'sitemaps.org: the sitemap protocol' }).click();
    await guide.getByRole('link', { name: 'RFC 9309: the Robots Exclusion Protocol' }).click();
    await expect
      .poll(() => host.openedLinks)
      .toEqual(['https://www.sitemaps.org/protocol.html', 'https://www.rfc-editor.org/rfc/rfc9309']);
    // The page itself stayed where it was.
    await expect(guide).toBeVisible();
    await guide.getByRole('button', { name: 'Close' }).click();
    await expect(guide).toBeHidden();
  });
});

test.describe('in Dutch', () => {
  test.use({ locale: 'nl-NL' });

  test('Help › Sneltoetsen is in Dutch, and searching for "ongedaan" keeps the undo row', async ({ app, host }) => {
    host.emit('menuCommand', { type: 'help.shortcuts' });
    const sheet = app.getByRole('dialog', { name: 'Sneltoetsen' });
    await expect(sheet.getByRole('heading', { name: 'In de tabel' })).toBeVisible();
    await dutchScreenshot(app, 'help-shortcuts-nl');
    await sheet.getByRole('searchbox', { name: 'Sneltoetsen zoeken' }).fill('ongedaan');
    await expect(sheet.getByRole('row')).toHaveText([/Actie\s*Toetsen/, /^Ongedaan maken\s*Ctrl\+Z$/]);
    // the context-menu key is named in Dutch words, not by its key code
    await sheet.getByRole('searchbox', { name: 'Sneltoetsen zoeken' }).fill('contextmenu');
    await expect(sheet.getByRole('row').nth(1)).toHaveText(/^Contextmenu openen\s*Contextmenutoets\s*of\s*Shift\+F10$/);
  });

  test('Help › Het sitemapprotocol gives the limits in Dutch notation and follows a link', async ({ app, host }) => {
    host.emit('menuCommand', { type: 'help.protocol' });
    const guide = app.getByRole('dialog', { name: 'Het sitemapprotocol' });
    await expect(guide.getByRole('row', { name: /URL's in één sitemapbestand/ })).toContainText('maximaal 50.000');
    await expect(guide.getByRole('row', { name: /Grootte van één bestand/ })).toContainText(
      '10,0 MB (10.485.760 bytes)',
    );
    await dutchScreenshot(app, 'help-protocol-nl');
    await guide.getByRole('link', { name: 'W3C: datum- en tijdnotaties (NOTE-datetime)' }).click();
    await expect.poll(() => host.openedLinks).toEqual(['https://www.w3.org/TR/NOTE-datetime']);
    await guide.getByRole('button', { name: 'Sluiten' }).click();
    await expect(guide).toBeHidden();
  });
});
