import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { CORPUS_MISSING, corpusDir } from '../support/corpus';
import { startServer, type TestServer } from '../support/http-server';
import { expect, screenshot, test } from './support/fixtures';
import { gridHelpers } from './support/grid';
import { importDialog, importFiles } from './support/import-dialog';
import { numberedEntries, urlsetOf } from '../support/sitemap-xml';
import { makeTempDir } from '../support/temp-dir';

const INDEX = (...locs: string[]): string =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${locs
    .map((loc) => `  <sitemap><loc>${loc}</loc></sitemap>`)
    .join('\n')}\n</sitemapindex>\n`;

const folder = makeTempDir({
  'site/sitemap_index.xml': INDEX('https://example.com/pages.xml', 'https://example.com/posts.xml.gz'),
  'site/pages.xml': urlsetOf(numberedEntries(3)),
  'site/posts.xml.gz': gzipSync(
    urlsetOf([{ loc: 'https://example.com/post-1' }, { loc: 'https://example.com/post-2' }]),
  ),
  'site/notes.md': '# not a sitemap',
  'first.xml': urlsetOf([
    { loc: 'https://example.com/a', lastmod: '2024-01-01', priority: '0.5' },
    { loc: 'https://example.com/b', changefreq: 'daily' },
  ]),
  'second.xml': urlsetOf([
    { loc: 'https://example.com/b', lastmod: '2025-02-02' },
    { loc: 'https://example.com/c', priority: '0.9' },
  ]),
});

/** A site on 127.0.0.1: robots.txt → index → two sitemaps (one gzipped), and a third the index lists but the site lacks. */
let site: TestServer;
test.beforeAll(async () => {
  site = await startServer({
    '/': { headers: { 'content-type': 'text/html' }, body: '<!doctype html><title>Shop</title><h1>Shop</h1>' },
    '/robots.txt': { body: 'User-agent: *\nDisallow: /cart\n\nSitemap: /sitemap_index.xml\n' },
    '/sitemap_index.xml': {
      headers: { 'content-type': 'application/xml' },
      body: INDEX('/sitemap-pages.xml', '/sitemap-posts.xml.gz', '/sitemap-gone.xml'),
    },
    '/sitemap-pages.xml': { headers: { 'content-type': 'application/xml' }, body: urlsetOf(numberedEntries(12)) },
    '/sitemap-posts.xml.gz': {
      headers: { 'content-type': 'application/gzip' },
      body: gzipSync(urlsetOf(numberedEntries(5).map((entry) => ({ loc: entry.loc.replace('page', 'post') })))),
    },
  });
});
test.afterAll(() => site.close());

test('a corpus sitemap file: chosen in the dialog, shown with its URL count, added as its own table', async ({
  app,
  host,
}) => {
  const corpus = corpusDir();
  test.skip(!corpus, CORPUS_MISSING);
  const file = join(corpus!, 'sitemaps/09MediaGmbH__heizung-defekt.de__post-sitemap0.xml');
  await app.getByRole('button', { name: /Import sitemaps…/ }).click();
  const { dialog, item, importButton, addButton } = importDialog(app);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Web address')).toBeFocused();
  host.dialogs.answerNextOpen([file]);
  await dialog.getByRole('button', { name: 'Choose files…' }).click();
  await expect(dialog.getByRole('list', { name: 'To import' })).toContainText('post-sitemap0.xml');
  expect(host.dialogs.asked).toEqual([{ title: 'Import sitemaps', purpose: 'import' }]);
  await screenshot(app, 'import-dialog-sources');
  await app.emulateMedia({ colorScheme: 'dark' });
  await screenshot(app, 'import-dialog-sources-dark');
  await app.emulateMedia({ colorScheme: 'light' });
  await importButton.click();

  const entry = item('09MediaGmbH__heizung-defekt.de__post-sitemap0.xml');
  await expect(entry).toContainText('XML sitemap · 1,044 URLs');
  await expect(entry).toHaveAttribute('aria-checked', 'true');
  await expect(dialog.getByRole('radio', { name: /A new table per sitemap/ })).toBeChecked();
  await expect(addButton).toHaveText('Add 1,044 URLs');
  await expect(addButton).toBeFocused();
  await app.keyboard.press('Enter');

  await expect(dialog).toBeHidden();
  await expect(app.getByRole('tab')).toHaveText([/09MediaGmbH__heizung-defekt\.de__post-sitemap0\s*1,044/]);
  await expect(app.getByRole('status')).toHaveText(
    'Added the table "09MediaGmbH__heizung-defekt.de__post-sitemap0" with 1,044 URLs.',
  );
});

test('a folder: its index leads to its sitemaps; an unticked sitemap is left out of the one table made', async ({
  app,
  host,
}) => {
  await app.getByRole('toolbar', { name: 'Project' }).getByRole('button', { name: 'Import', exact: true }).click();
  const { dialog, tree, item, importButton, addButton, choice } = importDialog(app);
  host.dialogs.answerNextFolder(join(folder, 'site'));
  await dialog.getByRole('button', { name: 'Choose folder…' }).click();
  await importButton.click();

  await expect(tree.getByRole('treeitem')).toHaveText([
    /^site\s*Folder · 5 URLs/,
    /^sitemap_index\.xml\s*Sitemap index · 2 sitemaps · 5 URLs/,
    /^pages\.xml\s*XML sitemap · 3 URLs/,
    /^posts\.xml\.gz\s*gzip\s*XML sitemap · 2 URLs/,
  ]);
  await expect(item('pages.xml')).toHaveAttribute('aria-level', '3');
  // Keyboard: arrows move through the tree, Space unticks; the parents show the part ticked.
  await item('site').focus();
  await app.keyboard.press('End');
  await expect(item('posts.xml.gz')).toBeFocused();
  await app.keyboard.press(' ');
  await expect(item('posts.xml.gz')).toHaveAttribute('aria-checked', 'false');
  await expect(item('sitemap_index.xml')).toHaveAttribute('aria-checked', 'mixed');
  await expect(addButton).toHaveText('Add 3 URLs');

  await choice(/One new table/).check();
  await dialog.getByLabel('Table name').fill('example pages');
  await addButton.click();
  await expect(dialog).toBeHidden();
  await expect(app.getByRole('tab')).toHaveText([/example pages\s*3/]);
  const { cell } = gridHelpers(app, 'example pages');
  await expect(cell(3, 'loc')).toHaveText('https://example.com/page-3');
});

test('a site over HTTP: its home page finds robots.txt → index → sitemaps, with counts and problems', async ({
  app,
}) => {
  await app.getByRole('toolbar', { name: 'Project' }).getByRole('button', { name: 'Import', exact: true }).click();
  const { dialog, tree, item, address, addButton } = importDialog(app);
  await address.fill(site.origin);
  await address.press('Enter');

  await expect(tree.getByRole('treeitem')).toHaveText([
    /^robots\.txt\s*127\.0\.0\.1:\d+ · 17 URLs\s*1$/,
    /^sitemap_index\.xml\s*Sitemap index · 3 sitemaps · 17 URLs\s*3$/,
    /^sitemap-pages\.xml\s*XML sitemap · 12 URLs$/,
    /^sitemap-posts\.xml\.gz\s*gzip\s*XML sitemap · 5 URLs$/,
    /^sitemap-gone\.xml\s*not read\s*1$/,
  ]);
  expect(
    await tree.getByRole('treeitem').evaluateAll((items) => items.map((el) => el.getAttribute('aria-level'))),
  ).toEqual(['1', '2', '3', '3', '3']);
  // Relative Sitemap lines and index entries are warnings on the file that has them.
  await expect(item('robots.txt').getByLabel('1 warning')).toBeVisible();
  await expect(item('sitemap_index.xml').getByLabel('3 warnings')).toBeVisible();
  // The one that could not be read has no tick, and its error is counted on it.
  await expect(item('sitemap-gone.xml')).not.toHaveAttribute('aria-checked');
  await expect(item('sitemap-gone.xml').getByLabel('1 error')).toBeVisible();
  await expect(dialog.getByTestId('import-summary')).toHaveText(
    'Found 2 sitemaps with 17 URLs. Untick what you do not want.',
  );
  await dialog.getByText(/problems? found while reading/).click();
  await expect(
    dialog.getByRole('listitem').filter({ hasText: `${site.origin}/sitemap-gone.xml answered 404` }),
  ).toContainText('sitemap-gone.xml');
  await screenshot(app, 'import-dialog-review');
  await app.emulateMedia({ colorScheme: 'dark' });
  await screenshot(app, 'import-dialog-review-dark');
  await app.emulateMedia({ colorScheme: 'light' });

  await addButton.click();
  await expect(app.getByRole('tab')).toHaveText([/sitemap-pages\s*12/, /sitemap-posts\s*5/]);
  // The import's problems go to the panel with their file and line.
  const problems = app.getByRole('region', { name: 'Problems' });
  await expect(problems.getByRole('listitem').filter({ hasText: 'answered 404' })).toContainText(
    `${site.origin}/sitemap-gone.xml answered 404 Not Found.`,
  );
  // the relative child locs are one group; expanded, it lists each with its place (the last list item holding it)
  await problems.getByRole('button', { name: /^child-loc-relative/ }).click();
  const place = (text: string) => problems.getByRole('listitem').filter({ hasText: text }).last();
  await expect(place('"/sitemap_index.xml" is relative')).toContainText(`${site.origin}/robots.txt:4`);
  await expect(place('"/sitemap-pages.xml" is relative')).toContainText(`${site.origin}/sitemap_index.xml:3`);
});

for (const [policy, radio, lastmodB, locs, notice] of [
  [
    'update',
    /Update existing rows/,
    '2025-02-02',
    ['https://example.com/a', 'https://example.com/b', 'https://example.com/c'],
    'Merged into "first": 1 URL added, 1 updated.',
  ],
  [
    'keep',
    /Keep existing rows/,
    '',
    ['https://example.com/a', 'https://example.com/b', 'https://example.com/c'],
    'Merged into "first": 1 URL added, 1 already in the table, kept as they were.',
  ],
  [
    'add',
    /Add as duplicates/,
    '',
    ['https://example.com/a', 'https://example.com/b', 'https://example.com/b', 'https://example.com/c'],
    'Merged into "first": 2 URLs added.',
  ],
] as const) {
  test(`merge into an existing table, duplicates by loc: ${policy}; Undo takes the merge back`, async ({
    app,
    host,
  }) => {
    const first = await importFiles(app, host, [join(folder, 'first.xml')]);
    await first.addButton.click();
    const { cell } = gridHelpers(app, 'first');
    await expect(cell(2, 'changefreq')).toHaveText('daily');

    const { dialog, choice, addButton } = await importFiles(app, host, [join(folder, 'second.xml')]);
    await choice(/Merged into an existing table/).check();
    await expect(dialog.getByLabel('Table', { exact: true })).toHaveValue(/.+/);
    await expect(dialog.getByLabel('Table', { exact: true }).locator('option:checked')).toHaveText('first (2 URLs)');
    await choice(radio).check();
    // A merge adds only what the table lacks: the button says where the URLs go, not that all are added.
    await expect(addButton).toHaveText('Merge 2 URLs into "first"');
    if (policy === 'update') await screenshot(app, 'import-dialog-merge');
    await addButton.click();

    await expect(dialog).toBeHidden();
    await expect(app.getByRole('status')).toHaveText(notice);
    await expect(app.getByRole('tab')).toHaveText([new RegExp(`first\\s*${locs.length}`)]);
    for (const [index, loc] of locs.entries()) await expect(cell(index + 1, 'loc')).toHaveText(loc);
    // Row b keeps what the import lacks (changefreq), and takes its lastmod only when updating.
    await expect(cell(2, 'lastmod')).toHaveText(lastmodB);
    await expect(cell(2, 'changefreq')).toHaveText('daily');

    host.emit('menuCommand', { type: 'edit.undo' });
    await expect(app.getByRole('tab')).toHaveText([/first\s*2/]);
    await expect(cell(2, 'lastmod')).toHaveText('');
    await expect(cell(1, 'priority')).toHaveText('0.5');
  });
}

test('the dialog keeps the keyboard: Tab stays inside it, and the window behind cannot be reached', async ({ app }) => {
  await app.getByRole('toolbar', { name: 'Project' }).getByRole('button', { name: 'Import', exact: true }).click();
  const { dialog, address } = importDialog(app);
  await expect(address).toBeFocused();
  const visited = new Set<string>();
  for (let presses = 0; presses < 12; presses += 1) {
    await app.keyboard.press('Tab');
    const where = await app.evaluate(() => {
      const active = document.activeElement;
      if (!active || active === document.body) return { inDialog: false, label: '' };
      const label = active.getAttribute('aria-label') ?? active.textContent?.trim() ?? '';
      return { inDialog: active.closest('dialog') !== null, label };
    });
    // Focus may rest on the page itself between rounds, never on the toolbar or the welcome panel.
    if (where.label !== '') expect(where.inDialog, `focus went to "${where.label}"`).toBe(true);
    visited.add(where.label);
  }
  expect([...visited]).toEqual(expect.arrayContaining(['Close', 'Choose files…', 'Choose folder…', 'Cancel']));
  await app.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('Cancel and Escape add nothing, at every step', async ({ app, host }) => {
  const { dialog } = importDialog(app);
  // Escape on the first step.
  await app.getByRole('toolbar', { name: 'Project' }).getByRole('button', { name: 'Import', exact: true }).click();
  await expect(dialog).toBeVisible();
  await app.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // Cancel after the review: what was read is dropped.
  const review = await importFiles(app, host, [join(folder, 'first.xml')]);
  await expect(review.item('first.xml')).toBeVisible();
  await review.dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(app.getByRole('tab')).toHaveCount(0);
  await expect(app.getByTestId('row-count')).toHaveText('0 URLs in 0 tables');
  await expect(app.getByTestId('problem-count')).toHaveAccessibleName('0 errors, 0 warnings');

  // Escape after the review, too.
  await importFiles(app, host, [join(folder, 'first.xml')]);
  await app.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(app.getByTestId('row-count')).toHaveText('0 URLs in 0 tables');
});

test('a running import shows files and URLs read in the dialog, and Cancel stops it with nothing added', async ({
  app,
}) => {
  const slow = await startServer({
    '/slow.xml': (_request, response) => {
      response.writeHead(200, { 'content-type': 'application/xml' });
      response.write('<?xml version="1.0"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n');
      for (let i = 0; i < 500; i++) response.write(`<url><loc>https://example.com/${i}</loc></url>\n`);
      // …and nothing more: the import waits until cancelled.
    },
  });
  try {
    await app.getByRole('button', { name: /Start an empty table/ }).click();
    await app.getByRole('toolbar', { name: 'Project' }).getByRole('button', { name: 'Import', exact: true }).click();
    const { dialog, address } = importDialog(app);
    await address.fill(`${slow.origin}/slow.xml`);
    await dialog.getByRole('button', { name: 'Import', exact: true }).click();
    await expect(dialog.getByTestId('import-progress')).toHaveText('0 files and 500 URLs read');
    await expect(dialog.getByRole('progressbar', { name: 'Import progress' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await screenshot(app, 'import-dialog-running');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(app.getByRole('status')).toHaveText('Import cancelled: nothing was added.');
    await expect(app.getByTestId('job-status')).toHaveText('Ready');
    await expect(app.getByRole('tab')).toHaveText([/table-1\s*0/]);
  } finally {
    await slow.close();
  }
});

test('dropping files and links on the window opens the dialog with them, read at once', async ({ app }) => {
  const { dialog, item, addButton } = importDialog(app);
  // The overlay shows while something that can be imported is dragged over the window.
  await app.evaluate(() => {
    const data = new DataTransfer();
    data.setData('text/uri-list', 'https://example.com/');
    window.dispatchEvent(new DragEvent('dragenter', { dataTransfer: data, bubbles: true, cancelable: true }));
  });
  await expect(app.getByText('Drop to import')).toBeVisible();
  await screenshot(app, 'import-drop-overlay');

  // A browser page learns no path for a dropped File, so the test drops what a file manager also
  // gives: file:// URIs (and a link from a browser). Everything after the paths is the app's own code.
  const uris = [`file://${join(folder, 'first.xml').replaceAll(' ', '%20')}`, `${site.origin}/sitemap-pages.xml`];
  await app.evaluate((list) => {
    const data = new DataTransfer();
    data.setData('text/uri-list', list.join('\r\n'));
    window.dispatchEvent(new DragEvent('drop', { dataTransfer: data, bubbles: true, cancelable: true }));
  }, uris);
  await expect(app.getByText('Drop to import')).toBeHidden();
  await expect(item('first.xml')).toContainText('2 URLs');
  await expect(item('sitemap-pages.xml')).toContainText('12 URLs');
  await addButton.click();
  await expect(dialog).toBeHidden();
  await expect(app.getByRole('tab')).toHaveText([/first\s*2/, /sitemap-pages\s*12/]);
});

test('a dropped file with no path, or a link of another scheme, is refused with a message', async ({ app }) => {
  await app.evaluate(() => {
    const data = new DataTransfer();
    data.items.add(new File(['<urlset/>'], 'sitemap.xml', { type: 'application/xml' }));
    window.dispatchEvent(new DragEvent('drop', { dataTransfer: data, bubbles: true, cancelable: true }));
  });
  await expect(app.getByRole('status')).toHaveText(
    'The dropped items came without a file path; choose them with Import… instead.',
  );
  await app.evaluate(() => {
    const data = new DataTransfer();
    data.setData('text/uri-list', 'ftp://example.com/sitemap.xml');
    window.dispatchEvent(new DragEvent('drop', { dataTransfer: data, bubbles: true, cancelable: true }));
  });
  await expect(app.getByRole('status')).toHaveText(
    'Only files, folders and http(s) links can be imported, not ftp://example.com/sitemap.xml.',
  );
  await expect(importDialog(app).dialog).toBeHidden();
});
