import { join } from 'node:path';
import { hreflangRow } from '../support/hreflang-row';
import { serializeUrlset } from '../support/plain-serializer';
import { makeTempDir } from '../support/temp-dir';
import { expect, test } from './support/fixtures';
import { gridHelpers } from './support/grid';

/* One row listing exactly a page of alternates (50): the next one added starts a page of its own. */
const E = 'https://example.com';
const links = Array.from({ length: 50 }, (_, n) => `l${n} ${E}/p/${n}`);
const SITEMAP = join(makeTempDir({ 'fifty.xml': serializeUrlset([hreflangRow(`${E}/big`, ...links)]) }), 'fifty.xml');
test.use({ launchPaths: [SITEMAP] });

test('an alternate added to a full page of them goes on the next page, the cursor in it, the 50th left as it was', async ({
  app,
}) => {
  const { cell } = gridHelpers(app, 'fifty');
  await expect(cell(1, 'loc')).toBeVisible({ timeout: 30_000 });
  await cell(1, 'loc').click();
  await app.keyboard.press('Alt+Enter');
  const panel = app.getByRole('complementary', { name: 'Row 1 details' });
  await panel.getByRole('tab', { name: /^Alternates/ }).click();
  await panel.getByRole('button', { name: 'Add alternate' }).click();
  await expect(panel.getByTestId('alternates-range')).toHaveText('Alternates 51–51 of 51, their return links checked');
  await expect(panel.getByLabel('Alternate 51 hreflang', { exact: true })).toBeFocused();
  await app.keyboard.type('nl');
  await app.keyboard.press('Tab');
  await app.keyboard.type(`${E}/nl/big`);
  await app.keyboard.press('Enter');
  await expect(panel.getByLabel('Alternate 51 href', { exact: true })).toHaveValue(`${E}/nl/big`);
  await panel.getByRole('button', { name: 'Previous alternates' }).click();
  await expect(panel.getByLabel('Alternate 50 hreflang', { exact: true })).toHaveValue('l49');
  await expect(panel.getByLabel('Alternate 50 href', { exact: true })).toHaveValue(`${E}/p/49`);
  await expect(panel.getByTestId('alternates-range')).toHaveText('Alternates 1–50 of 51, their return links checked');
});
