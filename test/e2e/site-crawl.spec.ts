import { startFixtureSite, type FixtureSite } from '../support/fixture-site';
import { expect, screenshot, test } from './support/fixtures';
import { gridHelpers } from './support/grid';
import { importSiteSitemap, pauseHoldsThenResumes } from './support/site-check';

let site: FixtureSite;
test.beforeAll(async () => {
  site = await startFixtureSite({ pages: 120, crawlDelaySeconds: 0, slowMs: 50, retryAfterSeconds: 0 });
});
test.afterAll(async () => site.close());

test('Find Missing Pages crawls the site, adds the unlisted pages in one action that Undo takes back, and shows the orphans; Compare with Published shows an edited row as changed', async ({
  app,
  host,
}) => {
  const listed = site.cases.filter((entry) => entry.listed);
  const unlisted = site.ofKind('unlisted').map((entry) => site.url(entry.path));
  const orphans = site.ofKind('orphan').map((entry) => site.url(entry.path));
  await importSiteSitemap(app, site);
  const total = app.getByTestId('row-count');
  await expect(total).toHaveText(`${listed.length} URLs in 1 table`);

  host.emit('menuCommand', { type: 'tools.findMissing' });
  const panel = app.getByRole('dialog', { name: 'Find Missing Pages' });
  await expect(panel.getByLabel('Home page')).toHaveValue(`${site.origin}/`);
  await panel.getByLabel('Requests at once', { exact: true }).fill('8');
  await panel.getByLabel('Per host', { exact: true }).fill('8');
  await panel.getByLabel('Requests per second', { exact: true }).fill('0');
  // The fixture's response that never ends is given up on after 5 s (at 1 s, a page linking to an
  // unlisted one could time out on a loaded machine, and the counts were off by it).
  await panel.getByLabel('Timeout (s)', { exact: true }).fill('5');
  await panel.getByLabel('Timeout (s)', { exact: true }).press('Tab');
  await panel.getByRole('button', { name: 'Crawl', exact: true }).click();
  await expect(panel.getByTestId('crawl-heading')).toHaveText(/^Crawl finished: \d+ pages reached, \d+ indexable$/);
  await expect(panel.getByTestId('crawl-unlisted-count')).toHaveText(
    `${unlisted.length} indexable pages no table lists`,
  );
  await expect(panel.getByTestId('crawl-orphan-count')).toHaveText(
    `${orphans.length} listed URLs the crawl never reached`,
  );
  const found = panel.getByRole('list', { name: 'Pages no table lists' }).getByRole('listitem');
  await expect(found).toHaveCount(unlisted.length);
  for (const url of unlisted) await expect(found.filter({ hasText: url })).toHaveCount(1);
  await screenshot(app, 'find-missing-pages');

  // One action adds them all; one Undo takes them all back.
  await panel.getByRole('button', { name: new RegExp(`^Add ${unlisted.length} to `) }).click();
  await expect(total).toHaveText(`${listed.length + unlisted.length} URLs in 1 table`);
  await expect(panel.getByTestId('crawl-unlisted-count')).toHaveText('0 indexable pages no table lists');
  await panel.getByRole('button', { name: 'Close' }).click();
  host.emit('menuCommand', { type: 'edit.undo' });
  await expect(total).toHaveText(`${listed.length} URLs in 1 table`);

  // An orphan, shown in the grid.
  host.emit('menuCommand', { type: 'tools.findMissing' });
  await expect(panel.getByTestId('crawl-unlisted-count')).toHaveText(
    `${unlisted.length} indexable pages no table lists`,
  );
  const orphanList = panel.getByRole('list', { name: 'Listed URLs never reached' });
  await orphanList
    .getByRole('listitem')
    .filter({ hasText: orphans[0]! })
    .getByRole('button', { name: 'Show in grid' })
    .click();
  await expect(panel).toBeHidden();
  const grid = app.getByRole('grid');
  const shown = grid.locator('[role="gridcell"][aria-selected="true"]');
  await expect(shown).toHaveText(orphans[0]!);

  // Edit that row, then compare with what is published.
  const row = Number(await shown.locator('..').getAttribute('aria-rowindex')) - 1;
  const { cell, editor } = gridHelpers(app, (await grid.getAttribute('aria-label'))!);
  await cell(row, 'lastmod').click();
  await app.keyboard.type('2031-02-03');
  await editor.press('Enter');
  await expect(cell(row, 'lastmod')).toHaveText('2031-02-03');
  const loc = orphans[0]!;

  host.emit('menuCommand', { type: 'tools.comparePublished' });
  const compare = app.getByRole('dialog', { name: 'Compare with Published' });
  await expect(compare.getByLabel('Published at')).toHaveValue(`${site.origin}/sitemap.xml`);
  await compare.getByRole('button', { name: 'Compare', exact: true }).click();
  await expect(compare.getByRole('tab', { name: 'Changed (1)' })).toHaveAttribute('aria-selected', 'true');
  await expect(compare.getByRole('tab', { name: 'Added (0)' })).toBeVisible();
  await expect(compare.getByRole('tab', { name: 'Removed (0)' })).toBeVisible();
  const entry = compare.getByRole('tabpanel').getByRole('listitem');
  await expect(entry).toHaveCount(1);
  await expect(entry).toContainText(loc);
  await expect(entry.getByRole('row', { name: /lastmod/ })).toContainText('2031-02-03');
  await screenshot(app, 'compare-with-published');
});

test('a crawl shows its progress, pauses with no new request until it resumes, and a cancel keeps what it reached', async ({
  app,
  host,
}) => {
  await importSiteSitemap(app, site);
  await expect(app.getByTestId('row-count')).toHaveText(/ URLs in 1 table$/);

  host.emit('menuCommand', { type: 'tools.findMissing' });
  const panel = app.getByRole('dialog', { name: 'Find Missing Pages' });
  // Slow enough to watch: one request at a time, 15 a second.
  for (const [label, value] of [
    ['Requests at once', '1'],
    ['Per host', '1'],
    ['Requests per second', '15'],
    ['Timeout (s)', '1'],
  ] as const) {
    await panel.getByLabel(label, { exact: true }).fill(value);
    await panel.getByLabel(label, { exact: true }).press('Tab');
  }
  await panel.getByRole('button', { name: 'Crawl', exact: true }).click();
  await expect(panel.getByTestId('crawl-progress-counts')).toHaveText(
    /^\s*[1-9]\d* pages fetched of \d+ found so far\s*$/,
  );
  await expect(app.getByTestId('job-status')).toContainText(`Crawling ${site.origin}`);
  await screenshot(app, 'find-missing-pages-running');

  const asked = (): number => site.cases.reduce((sum, entry) => sum + site.hits(entry.path), 0);
  await pauseHoldsThenResumes(app, panel, 'Crawl paused', asked);

  await panel.getByRole('button', { name: 'Cancel crawl' }).click();
  await expect(panel.getByTestId('crawl-heading')).toHaveText(
    /^Crawl cancelled: [1-9]\d* pages reached, \d+ indexable$/,
  );
});

test('a crawl from a home page that answers 404 says so, not only "1 page reached, 0 indexable"', async ({
  app,
  host,
}) => {
  await importSiteSitemap(app, site);
  host.emit('menuCommand', { type: 'tools.findMissing' });
  const panel = app.getByRole('dialog', { name: 'Find Missing Pages' });
  await panel.getByLabel('Home page').fill(`${site.origin}/no-such-page`);
  await panel.getByLabel('Requests per second', { exact: true }).fill('0');
  await panel.getByRole('button', { name: 'Crawl', exact: true }).click();
  await expect(panel.getByTestId('crawl-heading')).toHaveText('Crawl finished: 1 page reached, 0 indexable');
  await expect(panel.getByTestId('crawl-home-not-indexable')).toHaveText(
    `The home page ${site.origin}/no-such-page is not indexable (not 2xx: 404): the crawl found only what its links and redirects lead to.`,
  );
  await screenshot(app, 'find-missing-pages-home-404');
});
