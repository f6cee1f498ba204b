import { join } from 'node:path';
import { makeTempDir } from '../support/temp-dir';
import { gridHelpers } from './support/grid';
import { urlsetOf } from '../support/sitemap-xml';
import { dutchScreenshot } from './support/english-left';
import { expect, screenshot, test } from './support/fixtures';

const folder = makeTempDir({
  'pages.xml': urlsetOf([
    { loc: '/blog/' },
    { loc: '//localhost:1313/about/' },
    { loc: 'https://example.com/shop?utm_source=mail&id=7' },
  ]),
});
test.use({ launchPaths: [join(folder, 'pages.xml')] });

test('Rewrite locs: a preview count, then one undoable step', async ({ app, host }) => {
  await app.getByRole('tab', { name: /pages/ }).click();
  const { cell } = gridHelpers(app, 'pages');
  await cell(1, 'loc').click({ button: 'right' });
  await app
    .getByRole('menu', { name: 'Row and cell actions' })
    .getByRole('menuitem', { name: 'Rewrite locs…' })
    .click();
  const dialog = app.getByRole('dialog', { name: 'Rewrite locs' });
  await dialog.getByRole('textbox', { name: 'Base URL' }).fill('https://example.com');
  await expect(dialog.getByTestId('rewrite-preview')).toHaveText('Will change 2 of 3 locs');
  await expect(dialog).toContainText('/blog/ becomes https://example.com/blog/');
  await screenshot(app, 'grid-rewrite-locs');
  await dialog.getByRole('button', { name: 'Rewrite' }).click();
  await expect(dialog).toBeHidden();
  await expect(cell(1, 'loc')).toHaveText('https://example.com/blog/');
  await expect(cell(2, 'loc')).toHaveText('https://example.com/about/');
  await expect(cell(3, 'loc')).toHaveText('https://example.com/shop?utm_source=mail&id=7');

  host.emit('menuCommand', { type: 'edit.undo' });
  await expect(cell(1, 'loc')).toHaveText('/blog/');
  await expect(cell(2, 'loc')).toHaveText('//localhost:1313/about/');

  await cell(3, 'loc').click({ button: 'right' });
  await app.getByRole('menuitem', { name: 'Rewrite locs…' }).click();
  await dialog.getByRole('combobox', { name: 'Rewrite' }).selectOption('stripTracking');
  await expect(dialog.getByTestId('rewrite-preview')).toHaveText('Will change 1 of 3 locs');
  await dialog.getByRole('button', { name: 'Rewrite' }).click();
  await expect(cell(3, 'loc')).toHaveText('https://example.com/shop?id=7');
  await expect(cell(1, 'loc')).toHaveText('/blog/');
});

// The UI probe: a host change by Rewrite locs left every hreflang href on the old host, and each cluster fell apart.
test.describe('a host change in a project with hreflang clusters across tables', () => {
  const link = (lang: string, href: string): string =>
    `<xhtml:link rel="alternate" hreflang="${lang}" href="${href}"/>`;
  const cluster = (page: string): string =>
    link('en', `https://old.example/en/${page}`) + link('nl', `https://old.example/nl/${page}`);
  const tables = makeTempDir({
    'en.xml': urlsetOf(['a', 'b'].map((page) => ({ loc: `https://old.example/en/${page}`, inner: cluster(page) }))),
    'nl.xml': urlsetOf(['a', 'b'].map((page) => ({ loc: `https://old.example/nl/${page}`, inner: cluster(page) }))),
  });
  test.use({ launchPaths: [join(tables, 'en.xml'), join(tables, 'nl.xml')] });

  test('moves the alternates that name the renamed locs with them, in every table, as one undo step', async ({
    app,
    host,
  }) => {
    await expect(app.getByTestId('problem-count')).toHaveAccessibleName('0 errors, 0 warnings');
    await app.getByRole('tab', { name: /^en/ }).click();
    const en = gridHelpers(app, 'en');
    await en.cell(1, 'loc').click({ button: 'right' });
    await app.getByRole('menuitem', { name: 'Rewrite locs…' }).click();
    const dialog = app.getByRole('dialog', { name: 'Rewrite locs' });
    await dialog.getByRole('combobox', { name: 'Rewrite' }).selectOption('schemeHost');
    await dialog.getByRole('textbox', { name: 'New host' }).fill('www.example.com');
    await expect(dialog.getByTestId('rewrite-preview')).toHaveText('Will change 2 of 2 locs');
    await expect(dialog.getByTestId('rewrite-followers')).toHaveText(
      'The hreflang alternates that name them change with them, on 4 rows in this project.',
    );
    await dialog.getByRole('button', { name: 'Rewrite' }).click();
    await expect(en.cell(1, 'loc')).toHaveText('https://www.example.com/en/a');
    // The nl pages still on the old host: each en page's link to its nl page is as it was, and the clusters hold.
    await expect(app.getByTestId('problem-count')).toHaveAccessibleName(/^0 errors, \d+ warnings?$/);
    await app.getByTestId('problem-count').click();
    const panel = app.getByRole('region', { name: 'Problems' });
    await expect(panel).not.toContainText('hreflang-self-missing');
    await expect(panel).not.toContainText('hreflang-alternate-unlisted');
    await expect(panel).not.toContainText('hreflang-return-missing');

    host.emit('menuCommand', { type: 'edit.undo' });
    await expect(en.cell(1, 'loc')).toHaveText('https://old.example/en/a');
    await expect(app.getByTestId('problem-count')).toHaveAccessibleName('0 errors, 0 warnings');
  });
});

test.describe('in Dutch', () => {
  test.use({ locale: 'nl-NL' });
  test('the dialog speaks Dutch', async ({ app }) => {
    await app.getByRole('tab', { name: /pages/ }).click();
    const { cell } = gridHelpers(app, 'pages');
    await cell(1, 'loc').click({ button: 'right' });
    await app.getByRole('menuitem', { name: 'Locs herschrijven…' }).click();
    const dialog = app.getByRole('dialog', { name: 'Locs herschrijven' });
    await dialog.getByRole('textbox', { name: 'Basis-URL' }).fill('https://example.com');
    await expect(dialog.getByTestId('rewrite-preview')).toHaveText('Wijzigt 2 van 3 locs');
    await dutchScreenshot(app, 'grid-rewrite-locs-dutch');
  });
});
