import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { makeTempDir } from '../support/temp-dir';
import { expect, screenshot, test } from './support/fixtures';

const URLSET = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>https://example.com/</loc></url></urlset>`;

const folder = makeTempDir({
  'sitemap-pages.xml': URLSET,
  // gzip is told by its bytes, not its name
  'sitemap-posts.dat': gzipSync(URLSET),
  'robots.txt': 'User-agent: *\nDisallow: /private\nSitemap: https://example.com/sitemap-pages.xml\n',
  'notes.txt': 'Shopping list: milk, eggs\n',
});

test.use({
  launchPaths: [
    join(folder, 'sitemap-pages.xml'),
    join(folder, 'sitemap-posts.dat'),
    join(folder, 'robots.txt'),
    join(folder, 'notes.txt'),
    join(folder, 'missing.xml'),
  ],
});

test('files named at start open in a new project, and those that cannot be opened are listed with their path', async ({
  app,
  host,
}) => {
  // robots.txt leads to sitemap-pages.xml, which was named too: it is read once. The robots.txt is kept, not a table.
  const tabs = app.getByRole('tablist', { name: 'URL tables' }).getByRole('tab');
  await expect(tabs).toHaveText([/sitemap-pages\s*1/, /sitemap-posts\s*1/]);
  await expect(app.getByTestId('row-count')).toHaveText('2 URLs in 2 tables');
  await tabs.filter({ hasText: 'sitemap-posts' }).click();
  await expect(app.getByTestId('source-summary')).toHaveText(/^XML sitemap · gzip · \d+ B$/);

  const problems = app.getByRole('region', { name: 'Problems' });
  // Three from opening, and the grid's check: both sitemaps list https://example.com/.
  await expect(problems.getByRole('listitem')).toHaveCount(4);
  await expect(problems.getByRole('listitem').nth(0)).toContainText('notes.txt is not a sitemap');
  await expect(problems.getByRole('listitem').nth(1)).toContainText(
    `missing.xml does not exist.${join(folder, 'missing.xml')}`,
  );
  // grouped by code, errors first: the repeated URL (a warning) before the note
  await expect(problems.getByRole('listitem').nth(2)).toContainText(
    'This URL is already listed in table "sitemap-pages"',
  );
  await expect(problems.getByRole('listitem').nth(3)).toContainText(
    `${join(folder, 'sitemap-pages.xml')} was already imported.${join(folder, 'robots.txt')}`,
  );
  await expect(app.getByTestId('problem-count')).toHaveAccessibleName('2 errors, 1 warning');
  await expect(app).toHaveTitle('• Untitled — Sitemap Studio');
  await expect.poll(() => host.documentState()?.dirty).toBe(true);
  await screenshot(app, 'launch-files');

  // Launch paths are handed over once: a reload does not open them again.
  await app.reload();
  await expect(app.getByRole('heading', { name: "Keep your site's sitemaps in order" })).toBeVisible();
});
