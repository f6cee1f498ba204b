import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { openProjectFile } from '../../electron/engine/project/project-file';
import type { UrlRow } from '../../shared/url-table';
import { CORPUS_MISSING, corpusDir } from '../support/corpus';
import { startServer, type TestServer } from '../support/http-server';
import { importAll } from '../support/import-helpers';
import { xmllint } from '../support/xmllint';
import { expect, screenshot, test } from './support/fixtures';
import { gridHelpers } from './support/grid';
import { importDialog, importFiles } from './support/import-dialog';
import { urlsetOf } from '../support/sitemap-xml';
import { makeTempDir } from '../support/temp-dir';

/**
 * The week of a person who looks after a site's sitemaps, end to end: import what the site has (a
 * sitemap file, and the live site's robots.txt → index → sitemaps over HTTP), fix a value in the
 * grid, save the project, reopen it, export the set, and check what was written with an independent
 * validator and by reading it back.
 */
const corpus = corpusDir();
const CORPUS_FILE = 'sitemaps/10beasts__10beasts.github.io__post-sitemap.xml';
const TABLE = '10beasts__10beasts.github.io__post-sitemap';
const SITE = 'http://www.10beasts.cn';
const shopEntries = (kind: string, count: number) =>
  Array.from({ length: count }, (_, i) => ({ loc: `${SITE}/shop/${kind}-${i + 1}/`, lastmod: '2026-10-01' }));

let site: TestServer;
test.beforeAll(async () => {
  site = await startServer({
    '/robots.txt': (_request, response) => {
      response.writeHead(200, { 'content-type': 'text/plain' });
      response.end(`User-agent: *\nDisallow: /cart/\n\nSitemap: ${site.origin}/sitemap_index.xml\n`);
    },
    // The index names its sitemaps by absolute URL, on this server (known once it listens).
    '/sitemap_index.xml': (_request, response) => {
      response.writeHead(200, { 'content-type': 'application/xml' });
      response.end(
        '<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
          `<sitemap><loc>${site.origin}/shop-products.xml</loc></sitemap>\n` +
          `<sitemap><loc>${site.origin}/shop-brands.xml.gz</loc></sitemap>\n</sitemapindex>\n`,
      );
    },
    '/shop-products.xml': {
      headers: { 'content-type': 'application/xml' },
      body: urlsetOf(shopEntries('product', 40)),
    },
    '/shop-brands.xml.gz': {
      headers: { 'content-type': 'application/gzip' },
      body: gzipSync(urlsetOf(shopEntries('brand', 8))),
    },
  });
});
test.afterAll(async () => site?.close());

test.describe('import, edit, save, reopen, export', () => {
  test.skip(corpus === null, CORPUS_MISSING);

  test('a corpus sitemap and a live site: nothing is lost from import to the exported files', async ({ app, host }) => {
    test.setTimeout(180_000);
    const work = makeTempDir();
    const sitemapFile = join(corpus!, CORPUS_FILE);

    // 1. Import a sitemap file, then the live site by its address (robots.txt → index → two sitemaps).
    await (await importFiles(app, host, [sitemapFile])).addButton.click();
    await app.getByRole('toolbar', { name: 'Project' }).getByRole('button', { name: 'Import', exact: true }).click();
    const dialog = importDialog(app);
    await dialog.address.fill(`${site.origin}/robots.txt`);
    await dialog.address.press('Enter');
    await expect(dialog.tree.getByRole('treeitem')).toHaveCount(4);
    await dialog.addButton.click();
    await expect(app.getByRole('tab')).toHaveText([new RegExp(`^${TABLE}`), /^shop-products\s*40/, /^shop-brands\s*8/]);

    // 2. Fix a value in the grid.
    await app.getByRole('tab', { name: new RegExp(`^${TABLE}`) }).click();
    const { cell, editor } = gridHelpers(app, TABLE);
    await cell(2, 'priority').click();
    await app.keyboard.type('0.9');
    await editor.press('Enter');
    await expect(cell(2, 'priority')).toHaveText('0.9');

    // What the project must hold from here on: every row as the engine reads the sources, plus the edit.
    const fromFile = (await importAll([sitemapFile])).files[0]!.rows;
    fromFile[1] = { ...fromFile[1]!, priority: '0.9' };
    const sitemapsOf = (files: { rows: UrlRow[] }[]): UrlRow[][] =>
      files.map((file) => file.rows).filter((rows) => rows.length > 0); // robots.txt and indexes hold none
    const fromSite = sitemapsOf((await importAll([`${site.origin}/robots.txt`])).files);
    const expected: UrlRow[][] = [fromFile, ...fromSite];

    // 3. Save the project, and check the file holds every row and field.
    const projectPath = join(work, 'site.sitemapstudio');
    host.dialogs.answerNextSave(projectPath);
    await app.keyboard.press('Control+s');
    await expect(app).toHaveTitle('site — Sitemap Studio');
    const saved = await openProjectFile(projectPath);
    expect(saved.tables.map((table) => table.rows)).toEqual(expected);
    expect(saved.robotsTxt).toContain('Disallow: /cart/');

    // 4. Start over and reopen it: the same tables, the edit still there.
    await app.keyboard.press('Control+n');
    await expect(app.getByRole('tab')).toHaveCount(0);
    host.dialogs.answerNextOpen([projectPath]);
    host.emit('menuCommand', { type: 'file.open' });
    await expect(app.getByRole('tab')).toHaveText([new RegExp(`^${TABLE}`), /^shop-products\s*40/, /^shop-brands\s*8/]);
    await app.getByRole('tab', { name: new RegExp(`^${TABLE}`) }).click();
    await expect(cell(2, 'priority')).toHaveText('0.9');
    await expect(app).toHaveTitle('site — Sitemap Studio');

    // 5. Export the set through the dialog.
    const out = join(work, 'public');
    await app.getByRole('toolbar', { name: 'Project' }).getByRole('button', { name: 'Export', exact: true }).click();
    const exportDialog = app.getByRole('dialog', { name: 'Export sitemaps' });
    await exportDialog.getByLabel('Base URL').fill(`${SITE}/`);
    host.dialogs.answerNextFolder(out);
    await exportDialog.getByRole('button', { name: 'Choose…' }).click();
    await expect(exportDialog.getByLabel('Output folder')).toHaveValue(out);
    const accept = exportDialog.getByRole('checkbox', { name: /Export with [\d,]+ warnings?/ });
    await expect(accept).toBeVisible({ timeout: 30_000 });
    await accept.check();
    await exportDialog.getByRole('button', { name: /^Export with/ }).click();
    const total = expected.flat().length;
    await expect(
      exportDialog.getByRole('heading', { name: `Exported ${total.toLocaleString('en-US')} URLs in 3 sitemaps` }),
    ).toBeVisible({ timeout: 60_000 });
    await screenshot(app, 'workflow-exported');

    // 6. Check what was written: every file valid by the official schemas, and read back whole.
    const written = (await readdir(out)).filter((name) => name.endsWith('.xml') || name.endsWith('.xml.gz'));
    expect(written.sort()).toEqual([
      'sitemap-10beasts__10beasts-github-io__post-sitemap-1.xml.gz', // dots in a table name become dashes
      'sitemap-shop-brands-1.xml.gz',
      'sitemap-shop-products-1.xml.gz',
      'sitemap_index.xml',
    ]);
    const checkDir = makeTempDir();
    for (const name of written) {
      const bytes = await readFile(join(out, name));
      const plain = join(checkDir, name.replace(/\.gz$/, ''));
      await writeFile(plain, name.endsWith('.gz') ? gunzipSync(bytes) : bytes);
      const schema = name === 'sitemap_index.xml' ? 'combined-index' : 'combined-urlset';
      const verdict = await xmllint(corpus!, plain, `${schema}-with-extensions.xsd`);
      expect(verdict.ok, `${name}: ${verdict.output}`).toBe(true);
    }
    const reread = await importAll([join(out, 'sitemap_index.xml')]);
    expect(sitemapsOf(reread.files)).toEqual(expected);
  });
});
