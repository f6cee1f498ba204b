import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { makeTempDir } from '../support/temp-dir';
import { expect, screenshot, test } from './support/fixtures';

// A million URLs, each with a fragment: a problem on every row, the panel drawn from the check's summary;
// and one file of a million URLs, past the protocol's 50,000: the import's one warning about it.
const URLS = 1_000_000;
const folder = makeTempDir();
const sitemap = join(folder, 'fragments.txt');
writeFileSync(
  sitemap,
  `${Array.from({ length: URLS }, (_, i) => `https://example.com/page-${i + 1}#top`).join('\n')}\n`,
);
test.use({ launchPaths: [sitemap], viewport: { width: 1280, height: 720 } });

test('a million rows with a problem each: one group with its exact count, paged places, and its rows in the grid', async ({
  app,
}) => {
  test.setTimeout(240_000);
  await expect(app.getByTestId('row-count')).toHaveText('1,000,000 URLs in 1 table', { timeout: 120_000 });
  const count = app.getByTestId('problem-count');
  await expect(count).toHaveAccessibleName('0 errors, 1,000,001 warnings', { timeout: 120_000 });
  // The import's warning opened the panel by itself, as any new problem of opening a file does.
  await expect(count).toHaveAttribute('aria-pressed', 'true');
  const panel = app.getByRole('region', { name: 'Problems' });
  const all = panel.getByRole('list', { name: 'Problems by code' }).locator(':scope > li');
  await expect(all).toHaveCount(2);
  await expect(all.filter({ hasText: 'sitemap-over-limits' })).toContainText('This sitemap lists 1,000,000 URLs');
  const groups = all.filter({ hasText: 'loc-fragment' });
  await expect(groups.nth(0)).toContainText('loc-fragment1,000,000 problems');

  await groups
    .nth(0)
    .getByRole('button', { name: /^loc-fragment/ })
    .click();
  const places = groups.nth(0).getByRole('listitem');
  await expect(places).toHaveCount(51);
  await expect(places.last()).toContainText('50 of 1,000,000 places shown');
  await places.last().getByRole('button', { name: 'Show 50 more places' }).click();
  await expect(places).toHaveCount(101);
  await expect(places.nth(99)).toContainText('table fragments, row 100, loc');
  await screenshot(app, 'problems-panel-million');

  await groups.nth(0).getByRole('button', { name: 'Show these rows in the grid' }).click();
  await expect(groups.nth(0).getByRole('button', { name: 'Show all rows' })).toBeVisible();
  await expect(
    app.getByRole('toolbar', { name: 'Table' }).getByRole('button', { name: 'Clear filters' }),
  ).toBeVisible();
  // the page still answers at once: the panel's filters react while a million places are one click away
  await panel
    .getByRole('group', { name: 'Filter problems' })
    .getByRole('button', { name: /^Warnings/ })
    .click();
  await expect(panel.getByText('No problems match these filters.')).toBeVisible();
});
