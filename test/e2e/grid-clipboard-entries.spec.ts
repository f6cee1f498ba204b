import { join } from 'node:path';
import { makeTempDir } from '../support/temp-dir';
import { gridHelpers } from './support/grid';
import { urlsetOf } from '../support/sitemap-xml';
import { expect, screenshot, test } from './support/fixtures';

const image = (loc: string) => `<image:image><image:loc>${loc}</image:loc></image:image>`;
const NEWS =
  '<news:news xmlns:news="http://www.google.com/schemas/sitemap-news/0.9"><news:publication><news:name>Daily</news:name><news:language>en</news:language></news:publication>' +
  '<news:publication_date>2024-01-15</news:publication_date><news:title>A story</news:title></news:news>';
const folder = makeTempDir({
  'pages.xml': urlsetOf([
    {
      loc: 'https://example.com/story',
      inner: image('https://example.com/1.jpg') + image('https://example.com/2.jpg') + NEWS,
    },
    { loc: 'https://example.com/b' },
    { loc: 'https://example.com/c' },
  ]),
});
// One worker runs this file's tests in order, so the folder is removed only after the last of them.
test.use({ launchPaths: [join(folder, 'pages.xml')], viewport: { width: 1280, height: 720 } });

test.beforeEach(async ({ context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
});

test('rows copied in the app paste with their images and news, not only their counts; undone at once', async ({
  app,
}) => {
  const { cell } = gridHelpers(app, 'pages');
  await cell(1, 'loc').click();
  await cell(1, 'news').click({ modifiers: ['Shift'] });
  await app.keyboard.press('Control+c');
  // What the clipboard holds is text: the counts, as a spreadsheet would get them.
  expect(await app.evaluate(() => navigator.clipboard.readText())).toBe('https://example.com/story\t\t\t\t2\t0\t0\t1');
  await cell(3, 'loc').click();
  await app.keyboard.press('Control+v');
  await expect(cell(3, 'loc')).toHaveText('https://example.com/story');
  await expect(cell(3, 'images')).toHaveText('2');
  await expect(cell(3, 'news')).toHaveText('1');
  // Nothing went unused: no notice that columns were left out.
  await expect(app.getByText(/not pasted|left out/)).toHaveCount(0);

  await app.keyboard.press('Alt+Enter');
  await app.getByRole('tab', { name: /Images/ }).click();
  await expect(app.getByRole('textbox', { name: 'Image 2 loc' })).toHaveValue('https://example.com/2.jpg');
  await screenshot(app, 'grid-clipboard-entries-pasted');

  await app.getByRole('button', { name: 'Close row details' }).click();
  await app.getByRole('grid', { name: 'pages' }).focus();
  await app.keyboard.press('Control+z');
  await expect(cell(3, 'loc')).toHaveText('https://example.com/c');
  await expect(cell(3, 'images')).toHaveText('0');
  await expect(cell(3, 'news')).toHaveText('0');
});

test('a cut of an images cell takes the images with it, and its paste puts them on the other row', async ({ app }) => {
  const { cell } = gridHelpers(app, 'pages');
  await cell(1, 'images').click();
  await app.keyboard.press('Control+x');
  await expect(cell(1, 'images')).toHaveText('0');
  await cell(2, 'images').click();
  await app.keyboard.press('Control+v');
  await expect(cell(2, 'images')).toHaveText('2');
  await expect(cell(1, 'images')).toHaveText('0');
  await app.keyboard.press('Control+z');
  await expect(cell(2, 'images')).toHaveText('0');
  await app.keyboard.press('Control+z');
  await expect(cell(1, 'images')).toHaveText('2');
});

test('text from elsewhere that names counts pastes no entries, and says those columns went unused', async ({ app }) => {
  const { cell } = gridHelpers(app, 'pages');
  await app.evaluate(() => navigator.clipboard.writeText('3'));
  await cell(2, 'images').click();
  await app.keyboard.press('Control+v');
  await expect(cell(2, 'images')).toHaveText('0');
  await expect(app.getByRole('status').filter({ hasText: /column/ })).toBeVisible();
});
