import type { Page } from '@playwright/test';
import { join } from 'node:path';
import { exportAndReimport } from './support/export-reimport';
import { gridHelpers } from './support/grid';
import { expect, screenshot, test } from './support/fixtures';
import { saveProjectFile } from '../../electron/engine/project/project-file';
import { DEFAULT_EXPORT_SETTINGS } from '../../shared/export-settings';
import { emptyRow } from '../../shared/url-table';
import { makeTempDir } from '../support/temp-dir';

const FIXTURE = join(__dirname, '../fixtures/row-details/multilingual.xml');
const EN = 'https://example.com/en/grilling';
const DE = 'https://example.com/de/grillen';
const FR = 'https://example.com/fr/griller';
/** The unknown element as kept: the importer makes it stand alone with its namespace. */
const OFFER =
  '<shop:offer currency="EUR" xmlns:shop="https://example.com/ns/shop"><shop:price>10</shop:price></shop:offer>';
// Wide enough for the grid's count columns beside the panel.
test.use({ launchPaths: [FIXTURE], viewport: { width: 1720, height: 900 } });

const panelOf = (app: Page) => app.getByRole('complementary', { name: /^Row \d+ details$/ });

/** Opens the panel on the first row with Alt+Enter, the way a keyboard user does. */
async function openOnFirstRow(app: Page) {
  const helpers = gridHelpers(app, 'multilingual');
  await helpers.cell(1, 'loc').click();
  await app.keyboard.press('Alt+Enter');
  const panel = app.getByRole('complementary', { name: 'Row 1 details' });
  await expect(panel).toBeVisible();
  return { ...helpers, panel };
}

test('the panel follows the grid, edits an image caption with undo, adds an alternate and fixes reciprocity; the export has it all', async ({
  app,
  host,
}) => {
  const { cell, panel, grid } = await openOnFirstRow(app);
  await expect(panel.getByRole('tab', { name: /Images/ })).toBeFocused();
  await expect(panel.getByRole('tab', { name: /Images/ })).toHaveAttribute('aria-selected', 'true');
  await expect(panel.getByRole('tab')).toHaveText([
    /Images\s*2/,
    /Videos\s*1/,
    /News\s*1/,
    /Alternates\s*2/,
    /XML\s*1/,
  ]);
  await expect(panel).toContainText(EN);

  // an image caption, committed by leaving the field
  const caption = panel.getByLabel('Image 1 caption');
  await expect(caption).toHaveValue('A steak on the grill');
  await caption.fill('Ribeye, medium rare');
  await caption.press('Tab');
  await expect(panel.getByLabel('Image 1 title')).toBeFocused();
  await expect(app).toHaveTitle('• Untitled — Sitemap Studio');
  await expect.poll(() => host.documentState()?.dirty).toBe(true);
  // caption is deprecated by Google: the warning sits on the field that has it
  await expect(caption).toHaveAttribute('aria-invalid', 'true');
  await expect(caption).toHaveAccessibleDescription(/Image 1 has image:caption, which Google no longer uses/);
  await screenshot(app, 'row-details-images-light');

  // the grid's undo takes the edit back, and redo puts it again
  await cell(1, 'loc').click();
  await app.keyboard.press('Control+z');
  await expect(caption).toHaveValue('A steak on the grill');
  await app.keyboard.press('Control+y');
  await expect(caption).toHaveValue('Ribeye, medium rare');

  // Escape in a field first puts back what is stored, then hands the keyboard to the grid
  await caption.fill('typed, then cancelled');
  await caption.press('Escape');
  await expect(caption).toHaveValue('Ribeye, medium rare');
  await caption.press('Escape');
  await expect(grid).toBeFocused();
  await expect(panel).toBeVisible();

  // alternates: the German page does not link back, there is no x-default
  await cell(1, 'loc').click();
  await panel.getByRole('tab', { name: /Alternates/ }).click();
  const check = panel.getByRole('region', { name: 'hreflang check' });
  await expect(check).toContainText('1 page of this set in the project does not list it back in full.');
  await expect(check).toContainText('No x-default');
  await expect(panel.getByRole('listitem', { name: 'Alternate 2' })).toContainText('no return link');

  await panel.getByRole('button', { name: 'Add alternate' }).click();
  await expect(panel.getByLabel('Alternate 3 hreflang')).toBeFocused();
  await app.keyboard.type('fr');
  await app.keyboard.press('Tab');
  await app.keyboard.type(FR);
  await app.keyboard.press('Enter');
  await expect(panel.getByRole('listitem', { name: 'Alternate 3' })).toContainText('no return link');
  await expect(check).toContainText('2 pages of this set in the project do not list it back in full.');
  await expect(cell(1, 'alternates')).toHaveText('3');
  await screenshot(app, 'row-details-alternates-light');

  await check.getByRole('button', { name: 'Add the missing return links' }).click();
  await expect(check).toContainText('Every page of this set in the project links back with the whole set.');
  await expect(panel.getByRole('listitem', { name: 'Alternate 2' })).toContainText('links back');
  await expect(cell(2, 'alternates')).toHaveText('3');
  await expect(cell(3, 'alternates')).toHaveText('3');
  await app.emulateMedia({ colorScheme: 'dark' });
  await screenshot(app, 'row-details-alternates-fixed-dark');
  await app.emulateMedia({ colorScheme: 'light' });

  // one undo takes the whole fix back, from a button of the panel too
  await check.getByRole('button', { name: 'Add x-default' }).focus();
  await app.keyboard.press('Control+z');
  await expect(cell(2, 'alternates')).toHaveText('1');
  await expect(cell(3, 'alternates')).toHaveText('0');
  await expect(check).toContainText('2 pages of this set');
  await app.keyboard.press('Control+y');
  await expect(cell(3, 'alternates')).toHaveText('3');

  // the panel follows the selection: the French page now lists the whole set
  await cell(3, 'loc').click();
  const french = app.getByRole('complementary', { name: 'Row 3 details' });
  await expect(french.getByLabel('Alternate 3 href', { exact: true })).toHaveValue(FR);
  await expect(french.getByRole('listitem', { name: 'Alternate 3' })).toContainText('this page');
  await cell(1, 'loc').click();

  const rows = await exportAndReimport(app, 'row-details-e2e');
  const byLoc = new Map(rows.map((row) => [row.loc, row]));
  expect(byLoc.get(EN)!.images.map((image) => image.caption)).toEqual(['Ribeye, medium rare', null]);
  const set = [
    { rel: 'alternate', hreflang: 'en', href: EN },
    { rel: 'alternate', hreflang: 'de', href: DE },
    { rel: 'alternate', hreflang: 'fr', href: FR },
  ];
  expect(byLoc.get(EN)!.alternates).toEqual(set);
  expect(byLoc.get(DE)!.alternates).toEqual([set[1], set[0], set[2]]);
  expect(byLoc.get(FR)!.alternates).toEqual(set);
  // what the panel did not touch comes through as it was
  expect(byLoc.get(EN)!.videos[0]!.tag).toEqual(['steak', 'grill']);
  expect(byLoc.get(EN)!.news!.title).toBe('Summer grilling season opens');
  expect(byLoc.get(EN)!.extra).toEqual([OFFER]);
});

test('problems of videos, news and alternates show on the field that has them, the tab and the grid cell', async ({
  app,
}) => {
  const { cell, panel } = await openOnFirstRow(app);
  await panel.getByRole('tab', { name: /Videos/ }).click();
  await expect(panel.getByLabel('Video 1 title')).toHaveValue('Grilling steaks');
  await expect(panel.getByLabel('Video 1 tag')).toHaveValue('steak\ngrill');
  await expect(panel.getByLabel('Video 1 platform', { exact: true })).toHaveValue('web mobile');
  await expect(panel.getByLabel('Video 1 platform relationship')).toHaveValue('allow');
  const duration = panel.getByLabel('Video 1 duration');
  await duration.fill('0');
  await duration.press('Enter');
  await expect(duration).toHaveAttribute('aria-invalid', 'true');
  await expect(panel.getByText('Video 1\'s duration "0" must be whole seconds from 1 to 28800.')).toBeVisible();
  await expect(panel.getByRole('tab', { name: /Videos/ })).toContainText('has errors');
  await expect(cell(1, 'videos')).toHaveAttribute('aria-invalid', 'true');
  await app.getByRole('button', { name: 'Close problems' }).click(); // more room for the panel in the pictures
  await duration.evaluate((field) => field.scrollIntoView({ block: 'center' }));
  await screenshot(app, 'row-details-video-light');
  await app.emulateMedia({ colorScheme: 'dark' });
  await screenshot(app, 'row-details-video-dark');
  await app.emulateMedia({ colorScheme: 'light' });

  // a required field left empty is marked; the news entry can be removed and added back (undoably)
  await panel.getByRole('tab', { name: /News/ }).click();
  const title = panel.getByLabel('News title');
  await title.fill('');
  await title.press('Tab');
  await expect(title).toHaveAccessibleDescription('The news entry needs news:title.');
  await panel.getByRole('button', { name: 'Remove News' }).click();
  await expect(panel).toContainText('This URL has no news entry.');
  await expect(cell(1, 'news')).toHaveText('0');
  await panel.getByRole('button', { name: 'Add news' }).click();
  await expect(panel.getByLabel('News publication_name')).toBeFocused();
  await expect(cell(1, 'news')).toHaveAttribute('aria-invalid', 'true');

  // an invalid hreflang, and the unknown XML shown as kept
  await panel.getByRole('tab', { name: /Alternates/ }).click();
  const hreflang = panel.getByLabel('Alternate 2 hreflang');
  await hreflang.fill('german');
  await hreflang.press('Enter');
  await expect(hreflang).toHaveAccessibleDescription(/Alternate 2's hreflang "german" is not a language code/);
  await expect(cell(1, 'alternates')).toHaveAttribute('aria-invalid', 'true');
  await panel.getByRole('tab', { name: /XML/ }).click();
  await expect(panel.getByLabel('Unknown elements of this URL')).toHaveText(OFFER);
  await screenshot(app, 'row-details-xml-light');
});

test('images are added, reordered and removed; the panel opens from the toolbar, the menu and a count cell, and resizes', async ({
  app,
}) => {
  const { cell, rowNumber } = gridHelpers(app, 'multilingual');
  const toggle = app.getByRole('button', { name: 'Row details', exact: true });
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await cell(2, 'images').dblclick();
  const panel = panelOf(app);
  await expect(panel).toHaveAccessibleName('Row 2 details');
  await expect(panel.getByRole('tab', { name: /Images/ })).toHaveAttribute('aria-selected', 'true');
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await toggle.click();
  await expect(panel).toHaveCount(0);

  await rowNumber(1).click({ button: 'right' });
  await app.getByRole('menuitem', { name: 'Row details' }).click();
  await expect(panel).toHaveAccessibleName('Row 1 details');
  // the tabs take the arrow keys, as a desktop tab strip does
  await expect(panel.getByRole('tab', { name: /Images/ })).toBeFocused();
  await app.keyboard.press('ArrowRight');
  await expect(panel.getByRole('tab', { name: /Videos/ })).toBeFocused();
  await expect(panel.getByRole('tab', { name: /Videos/ })).toHaveAttribute('aria-selected', 'true');
  await expect(panel.getByRole('tabpanel')).toContainText('Video 1');
  await app.keyboard.press('End');
  await expect(panel.getByRole('tab', { name: /XML/ })).toBeFocused();
  await app.keyboard.press('Home');
  await expect(panel.getByRole('tab', { name: /Images/ })).toHaveAttribute('aria-selected', 'true');
  await panel.getByRole('button', { name: 'Add image' }).click();
  await expect(panel.getByLabel('Image 3 loc')).toBeFocused();
  await expect(panel.getByLabel('Image 3 loc')).toHaveAttribute('aria-invalid', 'true');
  await app.keyboard.type('https://example.com/img/new.jpg');
  await app.keyboard.press('Enter');
  await expect(panel.getByLabel('Image 3 loc')).not.toHaveAttribute('aria-invalid');
  await panel.getByRole('button', { name: 'Move Image 3 up' }).click();
  await expect(panel.getByLabel('Image 2 loc')).toHaveValue('https://example.com/img/new.jpg');
  await expect(panel.getByLabel('Image 3 loc')).toHaveValue('https://example.com/img/coals.jpg');
  await expect(panel.getByRole('button', { name: 'Move Image 1 up' })).toBeDisabled();
  await panel.getByRole('button', { name: 'Remove Image 1' }).click();
  await expect(panel.getByLabel('Image 1 loc')).toHaveValue('https://example.com/img/new.jpg');
  await expect(cell(1, 'images')).toHaveText('2');
  await cell(1, 'loc').click();
  await app.keyboard.press('Control+z');
  await expect(panel.getByLabel('Image 1 loc')).toHaveValue('https://example.com/img/steak.jpg');
  await expect(cell(1, 'images')).toHaveText('3');

  // text typed but not committed goes with its row when the selection moves
  await panel.getByLabel('Image 2 title').fill('Typed before moving');
  await cell(2, 'loc').click();
  await expect(panel).toHaveAccessibleName('Row 2 details');
  await cell(1, 'loc').click();
  await expect(panel.getByLabel('Image 2 title')).toHaveValue('Typed before moving');

  const resizer = panel.getByRole('separator', { name: 'Resize row details' });
  const before = (await panel.boundingBox())!.width;
  await resizer.focus();
  await app.keyboard.press('ArrowLeft');
  await app.keyboard.press('ArrowLeft');
  await expect.poll(async () => (await panel.boundingBox())!.width).toBe(before + 32);
  const box = (await resizer.boundingBox())!;
  await app.mouse.move(box.x + 3, box.y + 200);
  await app.mouse.down();
  await app.mouse.move(box.x + 103, box.y + 200);
  await app.mouse.up();
  await expect.poll(async () => (await panel.boundingBox())!.width).toBe(before - 68);
});

test.describe('a project whose unknown XML holds a broken character', () => {
  test.use({ launchPaths: [] });

  test('the XML tab is marked and says what is wrong, as the grid marks the loc cell', async ({ app, host }) => {
    // Half of a UTF-16 pair: no XML brings one, a project file can.
    const broken = '<shop:offer xmlns:shop="https://example.com/ns/shop">\uD800</shop:offer>';
    const project = join(makeTempDir(), 'broken.sitemapstudio');
    await saveProjectFile(project, {
      name: 'broken',
      robotsTxt: null,
      exportSettings: DEFAULT_EXPORT_SETTINGS,
      tables: [{ id: 'pages', name: 'pages', source: null, rows: [{ ...emptyRow(EN), extra: [OFFER, broken] }] }],
      siteChecks: [],
    });
    host.dialogs.answerNextOpen([project]);
    host.emit('menuCommand', { type: 'file.open' });
    await expect(app).toHaveTitle('broken — Sitemap Studio');
    const { cell } = gridHelpers(app, 'pages');
    await expect(cell(1, 'loc')).toHaveAttribute('aria-invalid', 'true');
    await cell(1, 'loc').click();
    await app.keyboard.press('Alt+Enter');
    const panel = panelOf(app);
    const xml = panel.getByRole('tab', { name: /XML/ });
    await expect(xml).toHaveAccessibleName(/XML\s*2\s*has errors/);
    await expect(panel.getByRole('tab', { name: /Images/ })).not.toHaveAccessibleName(/has errors/);
    await xml.click();
    await expect(panel.getByRole('tabpanel')).toContainText(
      "The URL's unknown elements (the row details' XML tab) contain a broken character (half of a UTF-16 pair, or a control character) that no sitemap can hold.",
    );
    await screenshot(app, 'row-details-xml-broken-light');
  });
});
