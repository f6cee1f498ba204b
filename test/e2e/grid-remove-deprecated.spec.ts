import { join } from 'node:path';
import { makeTempDir } from '../support/temp-dir';
import { gridHelpers } from './support/grid';
import { urlsetOf } from '../support/sitemap-xml';
import { expect, screenshot, test } from './support/fixtures';

const folder = makeTempDir({
  'pages.xml': urlsetOf([
    {
      loc: 'https://example.com/a',
      inner:
        '<image:image><image:loc>https://example.com/a.jpg</image:loc><image:caption>A dog</image:caption><image:title>Dog</image:title></image:image>',
    },
    { loc: 'https://example.com/b' },
    {
      loc: 'https://example.com/c',
      inner:
        '<video:video xmlns:video="http://www.google.com/schemas/sitemap-video/1.1"><video:thumbnail_loc>https://example.com/t.jpg</video:thumbnail_loc><video:title>Steaks</video:title><video:description>How to</video:description><video:content_loc>https://example.com/v.mp4</video:content_loc><video:category>Cooking</video:category></video:video>',
    },
  ]),
});
test.use({ launchPaths: [join(folder, 'pages.xml')] });

test('deprecated image and video fields go in one counted, undoable step', async ({ app, host }) => {
  await app.getByRole('tab', { name: /pages/ }).click();
  const { cell } = gridHelpers(app, 'pages');
  const menu = app.getByRole('menu', { name: 'Row and cell actions' });
  await cell(2, 'loc').click({ button: 'right' });
  await screenshot(app, 'grid-remove-deprecated');
  await menu.getByRole('menuitem', { name: 'Remove 3 deprecated image and video fields' }).click();
  await expect(menu).toBeHidden();

  await cell(2, 'loc').click({ button: 'right' });
  await expect(menu.getByRole('menuitem', { name: 'No deprecated image or video fields' })).toBeDisabled();
  await app.keyboard.press('Escape');
  await expect(cell(1, 'images')).toHaveText('1'); // the image itself stays

  host.emit('menuCommand', { type: 'edit.undo' });
  await cell(2, 'loc').click({ button: 'right' });
  await expect(menu.getByRole('menuitem', { name: 'Remove 3 deprecated image and video fields' })).toBeEnabled();
});
