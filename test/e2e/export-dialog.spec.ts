import type { Locator, Page } from '@playwright/test';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { importSources } from '../../electron/engine/import/import-sources';
import { CORPUS_MISSING, corpusDir } from '../support/corpus';
import { xmllint } from '../support/xmllint';
import { expect, screenshot, test } from './support/fixtures';
import { gridHelpers } from './support/grid';
import { numberedEntries, urlsetOf, writeTextSitemap, type UrlEntry } from '../support/sitemap-xml';
import { makeTempDir } from '../support/temp-dir';
import { importFiles as importThroughDialog } from './support/import-dialog';
import { checkedPage, saveCheckedProject } from '../support/checked-project';
import type { WebHost } from '../../electron/web-host/server';

const corpus = corpusDir();
const QURAN = 'Arabicsource__perfectquran__public__sitemap';
/** A real site's sitemap from the corpus: 6,351 URLs on https://perfectquran.co, gzipped. */
const quranFile = corpus ? join(corpus, 'sitemaps', `${QURAN}.xml.gz`) : '';

/** 60,000 articles on the same site, so one table splits into two files; some with an image or a "&". */
function articles(count: number): UrlEntry[] {
  return Array.from({ length: count }, (_, i) => ({
    loc: `https://perfectquran.co/articles/${i + 1}${i % 997 === 0 ? '?page=1&sort=new' : ''}`,
    lastmod: '2025-06-01T10:00:00+02:00',
    changefreq: 'monthly',
    priority: '0.6',
    inner:
      i % 1000 === 0
        ? `<image:image><image:loc>https://perfectquran.co/img/${i}.jpg</image:loc><image:title>Page ${i}</image:title></image:image>`
        : undefined,
  }));
}

const sources = makeTempDir({ 'articles.xml': urlsetOf(articles(60_000)) });

/** A file row of the preview or the report, as the table shows it. */
interface FileRow {
  name: string;
  urls: string;
  bytes: string;
  onDisk: string;
}

async function fileRows(table: Locator): Promise<FileRow[]> {
  return table.locator('tbody tr').evaluateAll((rows) =>
    rows.map((row) => {
      const [name, urls, bytes, onDisk] = [...row.querySelectorAll('td')].map((cell) => cell.textContent!.trim());
      return { name: name!, urls: urls!, bytes: bytes!, onDisk: onDisk! };
    }),
  );
}

const number = (text: string): number => Number(text.replace(/[^\d]/g, ''));

/** Imports files through the import dialog, a new table per sitemap. */
async function importFiles(app: Page, host: WebHost, paths: string[]) {
  const { addButton } = await importThroughDialog(app, host, paths);
  await addButton.click();
  await expect(app.getByRole('tab')).toHaveCount(paths.length);
}

async function openExport(app: Page): Promise<Locator> {
  await app.getByRole('toolbar', { name: 'Project' }).getByRole('button', { name: 'Export', exact: true }).click();
  const dialog = app.getByRole('dialog', { name: 'Export sitemaps' });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Every file of a folder with its bytes, to compare a folder before and after. */
async function snapshot(folder: string): Promise<Record<string, string>> {
  const files: Record<string, string> = {};
  for (const name of (await readdir(folder)).sort())
    files[name] = (await readFile(join(folder, name))).toString('base64');
  return files;
}

test('export a corpus sitemap and a 60,000-row table: settings, exact preview, report, files checked by re-import and xmllint', async ({
  app,
  host,
}) => {
  test.skip(!corpus, CORPUS_MISSING);
  test.setTimeout(180_000);
  const out = join(makeTempDir(), 'public');
  await importFiles(app, host, [quranFile, join(sources, 'articles.xml')]);

  const dialog = await openExport(app);
  await expect(dialog).toContainText('66,351 URLs in 2 tables');
  const baseUrl = dialog.getByLabel('Base URL');
  await expect(baseUrl).toBeFocused();
  await baseUrl.fill('ftp://perfectquran.co/');
  // The field's own message (the check's preview may list the same words once it lands).
  await expect(baseUrl).toHaveAccessibleDescription(
    'The base URL cannot be used: sitemaps are published over http or https, not ftp:.',
  );
  await expect(baseUrl).toHaveAttribute('aria-invalid', 'true');
  await baseUrl.fill('https://perfectquran.co/');
  await expect(baseUrl).toHaveAttribute('aria-invalid', 'false');

  host.dialogs.answerNextFolder(out);
  await dialog.getByRole('button', { name: 'Choose…' }).click();
  await expect(dialog.getByLabel('Output folder')).toHaveValue(out);
  expect(host.dialogs.asked.at(-1)).toEqual({ title: 'Export to folder' });
  await dialog.getByText('File names per table').click();
  await dialog.getByLabel(QURAN).fill('quran-{n}.xml.gz');

  const preview = dialog.getByRole('table', { name: 'Files the export will write' });
  await expect(dialog.getByText('Working out the files…')).toBeHidden({ timeout: 30_000 });
  await expect(preview.locator('tbody tr')).toHaveCount(4);
  const foreseen = await fileRows(preview);
  expect(foreseen.map(({ name, urls }) => [name, urls])).toEqual([
    ['quran-1.xml.gz', '6,351'],
    ['sitemap-articles-1.xml.gz', '50,000'],
    ['sitemap-articles-2.xml.gz', '10,000'],
    ['sitemap_index.xml', '3'],
  ]);
  expect(foreseen.every((row) => !row.onDisk.startsWith('≈'))).toBe(true); // small enough to be measured
  await expect(dialog.getByLabel('Files per table')).toContainText('articles2 files · 60,000 URLs');
  // Google deprecated image:title: a warning on each of the 60 rows with one; and each table has most of
  // its rows on one lastmod (lastmod-shared: 4,932 of the corpus file's 6,351): 62, which must be accepted.
  const exportButton = dialog.getByRole('button', { name: /^Export/ });
  await expect(dialog.getByText('62 warnings: the files are valid, but worth a look')).toBeVisible();
  // The box lists the first three and says how many more, with where they are all listed (the UI probe).
  await expect(dialog.getByTestId('more-warnings')).toHaveText(/^…and 59 more\s*Show problems$/);
  await expect(exportButton).toBeDisabled();
  await dialog.getByLabel('Export with 62 warnings').check();
  await expect(exportButton).toHaveText('Export with 62 warnings');
  await expect(exportButton).toBeEnabled();
  await expect(dialog.getByText('Index: https://perfectquran.co/sitemap_index.xml')).toBeVisible();
  await screenshot(app, 'export-dialog');
  await app.emulateMedia({ colorScheme: 'dark' });
  await screenshot(app, 'export-dialog-dark');
  await app.emulateMedia({ colorScheme: 'light' });

  // Enter in a field confirms, as the Export button would.
  await baseUrl.press('Enter');
  const report = dialog.getByRole('table', { name: 'Files written' });
  await expect(dialog.getByRole('heading', { name: 'Exported 66,351 URLs in 3 sitemaps' })).toBeVisible({
    timeout: 60_000,
  });
  // Two sentences, a space between them (the template's whitespace between them was dropped).
  await expect(dialog).toContainText('within the limits. Exported with 62 warnings.');
  expect(await fileRows(report)).toEqual(foreseen);
  await expect(dialog.getByTestId('export-index-url')).toHaveText('https://perfectquran.co/sitemap_index.xml');
  await screenshot(app, 'export-report');
  await app.emulateMedia({ colorScheme: 'dark' });
  await screenshot(app, 'export-report-dark');
  await app.emulateMedia({ colorScheme: 'light' });

  // What is on disk is what the preview said, byte for byte.
  for (const row of foreseen) {
    const bytes = await readFile(join(out, row.name));
    expect(bytes.length, row.name).toBe(number(row.onDisk));
    const xml = row.name.endsWith('.gz') ? gunzipSync(bytes) : bytes;
    expect(xml.length, row.name).toBe(number(row.bytes));
    const plain = join(out, `${row.name.replace(/\.gz$/, '')}.check.xml`);
    await writeFile(plain, xml);
    const schema = row.name === 'sitemap_index.xml' ? 'combined-index' : 'combined-urlset';
    const verdict = await xmllint(corpus!, plain, `${schema}-with-extensions.xsd`);
    expect(verdict.ok, verdict.output).toBe(true);
  }
  // Read back through the index: the very rows that were imported, every field.
  const original = await importSources([quranFile, join(sources, 'articles.xml')]);
  const reread = await importSources([join(out, 'sitemap_index.xml')]);
  expect(reread.problems.filter((item) => item.severity !== 'info')).toEqual([]);
  expect(reread.files.flatMap((file) => file.rows)).toEqual(original.files.flatMap((file) => file.rows));

  await dialog.getByRole('button', { name: 'Show in folder' }).click();
  await expect.poll(() => host.revealed).toEqual([out]);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();

  // The settings stay with the project, which now has unsaved changes.
  await expect(app).toHaveTitle(/^• /);
  await openExport(app);
  await expect(app.getByLabel('Base URL')).toHaveValue('https://perfectquran.co/');
  await expect(app.getByLabel(QURAN)).toHaveValue('quran-{n}.xml.gz');
  await app.keyboard.press('Escape');
  await expect(app.getByRole('dialog', { name: 'Export sitemaps' })).toBeHidden();
});

test('an error row blocks the export with its count and place; fixed in the grid, the set exports as plain text with robots.txt', async ({
  app,
  host,
}) => {
  const dir = makeTempDir({
    'pages.xml': urlsetOf(numberedEntries(20).map((entry, i) => (i === 2 ? { ...entry, priority: '2.0' } : entry))),
    // A folder that came with a manifest naming a file outside it: the export must leave that file alone, and say so.
    '.env': 'SECRET=1',
    'public/.sitemap-studio-export.json': JSON.stringify({
      format: 'sitemap-studio-export',
      version: 1,
      projects: { 'unsaved:Untitled': { files: ['../.env'] }, 'unsaved:pages': { files: ['../.env'] } },
    }),
  });
  const out = join(dir, 'public');
  await importFiles(app, host, [join(dir, 'pages.xml')]);
  host.emit('menuCommand', { type: 'file.export' }); // File › Export… (Ctrl+E) in the app's menu
  const dialog = app.getByRole('dialog', { name: 'Export sitemaps' });
  await dialog.getByLabel('Base URL').fill('https://example.com/');
  host.dialogs.answerNextFolder(out);
  await dialog.getByRole('button', { name: 'Choose…' }).click();
  await expect(dialog.getByLabel('Output folder')).toHaveValue(out);

  const blocked = dialog.getByRole('alert');
  await expect(blocked).toContainText('1 error blocks the export');
  await expect(blocked).toContainText('table pages, row 3, priority');
  await expect(dialog.getByRole('button', { name: /^Export/ })).toBeDisabled();
  await screenshot(app, 'export-blocked');
  await app.emulateMedia({ colorScheme: 'dark' });
  await screenshot(app, 'export-blocked-dark');
  await app.emulateMedia({ colorScheme: 'light' });
  await blocked.getByRole('button', { name: 'Show problems' }).click();
  await expect(dialog).toBeHidden();
  await expect(app.getByRole('region', { name: 'Problems' }).getByRole('listitem')).toHaveText([
    /priority 2\.0 is above 1\.0.*table pages, row 3, priority/,
  ]);

  const { cell, editor } = gridHelpers(app, 'pages');
  await cell(3, 'priority').click();
  await app.keyboard.type('0.4');
  await editor.press('Enter');
  await openExport(app);
  await expect(dialog.getByText('No problems: every row passes every rule.')).toBeVisible();

  // The file names follow the format and the compression: the field says what the files are called.
  const pattern = dialog.getByLabel('File names', { exact: true });
  await expect(pattern).toHaveValue('sitemap-{table}-{n}.xml.gz');
  await dialog.getByLabel('Plain text').check();
  await expect(pattern).toHaveValue('sitemap-{table}-{n}.txt.gz');
  await expect(dialog.getByLabel('XSL stylesheet')).toBeDisabled();
  await dialog.getByLabel('Compress with gzip').uncheck();
  await expect(pattern).toHaveValue('sitemap-{table}-{n}.txt');
  await dialog.getByLabel('File names', { exact: true }).fill('urls-{n}.txt');
  // An index named as one of the sitemaps is marked on its own field, not only in the preview.
  const indexName = dialog.getByLabel('Index name', { exact: true });
  await indexName.fill('urls-1.txt');
  await expect(indexName).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.locator('#export-index-message')).toContainText('urls-1.txt');
  await indexName.fill('sitemap_index.xml');
  await expect(indexName).not.toHaveAttribute('aria-invalid', 'true');
  await dialog.getByLabel('URLs', { exact: true }).fill('8');
  await dialog.getByLabel(/Write robots\.txt/).check();
  // Their lastmods, changefreqs and priorities have no place in a text sitemap: said, and accepted.
  await expect(dialog).toContainText('20 URLs hold more than their locs');
  await dialog.getByLabel('Export with 1 warning').check();
  const preview = dialog.getByRole('table', { name: 'Files the export will write' });
  await expect(preview.locator('tbody td:first-child')).toHaveText([
    'urls-1.txt',
    'urls-2.txt',
    'urls-3.txt',
    'sitemap_index.xml',
    'robots.txt',
  ]);
  await dialog.getByRole('button', { name: 'Export with 1 warning' }).click();
  await expect(dialog.getByRole('heading', { name: 'Exported 20 URLs in 3 sitemaps' })).toBeVisible();
  expect(await readFile(join(out, 'urls-3.txt'), 'utf8')).toBe(
    numberedEntries(20)
      .slice(16)
      .map((entry) => `${entry.loc}\n`)
      .join(''),
  );
  expect(await readFile(join(out, 'robots.txt'), 'utf8')).toBe('Sitemap: https://example.com/sitemap_index.xml\n');
  expect(await readFile(join(dir, '.env'), 'utf8')).toBe('SECRET=1');
  await expect(dialog.getByTestId('export-folder-notes').getByRole('listitem')).toHaveText([
    /lists "\.\.\/\.env" for "unsaved:Untitled", which has a folder separator.*left alone/,
    /lists "\.\.\/\.env" for "unsaved:pages", which has a folder separator.*left alone/,
  ]);
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
  await app.keyboard.press('Enter');
  await expect(dialog).toBeHidden();

  // Fewer files than the last export: those it would remove are named before, a note that asks for no tick.
  const again = await openExport(app);
  await again.getByLabel('URLs', { exact: true }).fill('50000');
  await expect(again.getByTestId('folder-notes')).toHaveText(
    "Exporting removes 2 files this project's last export wrote here that the new set no longer has: urls-2.txt, urls-3.txt.",
  );
  await screenshot(app, 'export-removes-stale');
  await app.keyboard.press('Escape');
  await expect(again).toBeHidden();
});

test('cancelling an export writes nothing: the folder is exactly as it was', async ({ app, host }) => {
  test.setTimeout(180_000);
  const dir = makeTempDir();
  const big = writeTextSitemap(dir, 'big.txt', 200_000);
  const out = makeTempDir({ 'sitemap_index.xml': '<old/>', 'notes.txt': 'keep me' });
  const before = await snapshot(out);
  await importFiles(app, host, [big]);
  await expect(app.getByRole('tab')).toHaveText([/big\s*200,000/]);

  const dialog = await openExport(app);
  await dialog.getByLabel('Base URL').fill('https://example.com/');
  await dialog.getByLabel('Output folder').fill(out);
  // The folder's own sitemap_index.xml, which no export wrote, is named before, and taken on purpose.
  const check = dialog.getByRole('region', { name: 'Check' });
  await expect(check).toContainText(
    'The folder holds 1 file of the same name that no export of Sitemap Studio wrote (no manifest lists it); exporting replaces it: sitemap_index.xml.',
    { timeout: 60_000 },
  );
  await check.getByLabel('Export with 1 warning').check();
  const exportButton = dialog.getByRole('button', { name: 'Export with 1 warning', exact: true });
  await expect(exportButton).toBeEnabled({ timeout: 60_000 });

  // The rows are held on their way to main (a real request, only later), so the progress is on
  // screen for sure when Cancel is pressed: the cancel then waits for the job, and stops it.
  let release = (): void => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await app.route(/exportProject/, async (route) => {
    await held;
    await route.continue();
  });
  await exportButton.click();
  await expect(dialog.getByTestId('export-progress-counts')).toHaveText('0 of 200,000 URLs · 0 of 4 sitemaps');
  await expect(dialog.getByRole('progressbar', { name: 'Export progress' })).toBeVisible();
  await screenshot(app, 'export-progress');
  await app.emulateMedia({ colorScheme: 'dark' });
  await screenshot(app, 'export-progress-dark');
  await app.emulateMedia({ colorScheme: 'light' });
  await dialog.getByRole('button', { name: 'Cancel export' }).click();
  release();

  await expect(dialog.getByRole('heading', { name: 'Export cancelled' })).toBeVisible({ timeout: 60_000 });
  await expect(dialog).toContainText(`Nothing was written: ${out} is exactly as it was.`);
  await expect(app.getByLabel('Status').getByRole('status')).toHaveText(
    `Export cancelled: nothing was written, ${out} is as it was.`,
  );
  expect(await snapshot(out)).toEqual(before);
  // Nothing of the export beside the folder either (the host's own recovery copy may be being written there).
  expect(
    (await readdir(dirname(out))).filter(
      (name) => name.startsWith('.sitemap-studio-') && !name.startsWith('.sitemap-studio-recovery-'),
    ),
  ).toEqual([]);
  await screenshot(app, 'export-cancelled');
  await dialog.getByRole('button', { name: 'Back to settings' }).click();
  await expect(dialog.getByLabel('Base URL')).toBeFocused();
  await expect(dialog.getByLabel('Base URL')).toHaveValue('https://example.com/');
});

test('an export the disk refuses ends with its message, and the folder is left alone', async ({ app, host }) => {
  const dir = makeTempDir({ 'pages.xml': urlsetOf(numberedEntries(5)), 'occupied.txt': 'a file, not a folder' });
  await importFiles(app, host, [join(dir, 'pages.xml')]);
  const dialog = await openExport(app);
  await dialog.getByLabel('Base URL').fill('https://example.com/');
  // A file where the folder goes is seen by the preview, before any row is built: Export waits.
  await dialog.getByLabel('Output folder').fill(join(dir, 'occupied.txt', 'public'));
  await expect(dialog).toContainText(
    `The export cannot write in ${join(dir, 'occupied.txt', 'public')}: ${join(dir, 'occupied.txt')} is a file, not a folder`,
  );
  await expect(dialog.getByRole('button', { name: 'Export', exact: true })).toBeDisabled();
  await screenshot(app, 'export-folder-unwritable');
  // One put there after the preview looked: the export itself fails, and says so.
  const later = join(dir, 'later.txt');
  await dialog.getByLabel('Output folder').fill(join(later, 'public'));
  await expect(dialog.getByRole('button', { name: 'Export', exact: true })).toBeEnabled();
  await writeFile(later, 'a file, not a folder');
  await dialog.getByRole('button', { name: 'Export', exact: true }).click();
  await expect(dialog.getByRole('heading', { name: 'Nothing was exported' })).toBeVisible();
  // The system's ENOTDIR, worded from its code and path (shared/describe-error.ts).
  await expect(dialog.getByRole('listitem')).toHaveText(
    `The export failed: a part of ${join(later, 'public')} is a file, not a folder`,
  );
  await expect(dialog).toContainText(`Nothing was written: ${join(later, 'public')} is exactly as it was.`);
  expect(await readFile(later, 'utf8')).toBe('a file, not a folder');
  await screenshot(app, 'export-failed');
});

test('a folder where the export writes a file is named before the export, which then moves nothing in', async ({
  app,
  host,
}) => {
  // The probe: the set went in, the commit stopped at the manifest, and every later export did the same.
  const dir = makeTempDir({ 'pages.xml': urlsetOf(numberedEntries(5)) });
  const out = join(dir, 'public');
  await mkdir(join(out, '.sitemap-studio-export.json'), { recursive: true });
  await importFiles(app, host, [join(dir, 'pages.xml')]);
  const dialog = await openExport(app);
  await dialog.getByLabel('Base URL').fill('https://example.com/');
  await dialog.getByLabel('Output folder').fill(out);
  await expect(dialog).toContainText(
    `${out} holds a folder where the export writes a file of the same name: .sitemap-studio-export.json.`,
    { timeout: 30_000 },
  );
  await expect(dialog.getByRole('button', { name: 'Export', exact: true })).toBeDisabled();
  await screenshot(app, 'export-names-taken');
  expect(await readdir(out)).toEqual(['.sitemap-studio-export.json']);
});

test('a row too large for any file is named by table and row; the 50 MB limit lets it through', async ({
  app,
  host,
}) => {
  // 11 MB through import, check, preview and export: some 25 s on a quiet 2-core machine.
  test.setTimeout(90_000);
  // An element the app does not model is kept as raw XML and written back: here, 11 MB of it.
  const huge = `<url><loc>https://example.com/huge</loc><x:blob xmlns:x="urn:example:blob">${'a'.repeat(11_000_000)}</x:blob></url>`;
  const dir = makeTempDir({
    'big.xml': urlsetOf(numberedEntries(3)).replace('</urlset>', `${huge}\n</urlset>`),
  });
  await importFiles(app, host, [join(dir, 'big.xml')]);
  const dialog = await openExport(app);
  await dialog.getByLabel('Base URL').fill('https://example.com/');
  await dialog.getByLabel('Output folder').fill(join(dir, 'public'));
  const blocked = dialog.getByRole('alert');
  await expect(blocked).toContainText('Row 4 of "big" needs', { timeout: 30_000 });
  await expect(blocked).toContainText('table big, row 4');
  await dialog.getByLabel('Size').selectOption({ label: '50.0 MB (52,428,800 bytes)' });
  await expect(dialog.getByText('No problems: every row passes every rule.')).toBeVisible({ timeout: 30_000 });
  await dialog.getByRole('button', { name: 'Export', exact: true }).click();
  await expect(dialog.getByRole('heading', { name: 'Exported 4 URLs in 1 sitemap' })).toBeVisible({ timeout: 60_000 });
});

test('a URL on another host blocks the export until "Export URLs on other hosts anyway" lets it through with a warning, and the report says so', async ({
  app,
  host,
}) => {
  const entries = numberedEntries(6).map((entry, i) =>
    i === 3 ? { ...entry, loc: 'https://blog.example.com/news' } : entry,
  );
  const dir = makeTempDir({ 'pages.xml': urlsetOf(entries) });
  await importFiles(app, host, [join(dir, 'pages.xml')]);
  const dialog = await openExport(app);
  const allow = dialog.getByLabel('Export URLs on other hosts anyway');
  await dialog.getByRole('textbox', { name: 'Base URL' }).fill('https://example.com/');
  await dialog.getByLabel('Output folder').fill(join(dir, 'public'));
  await expect(dialog.getByRole('alert')).toContainText('it is on blog.example.com');
  await expect(allow).not.toBeChecked();
  await expect(dialog.getByText("(1 URL on another host than the base URL's)")).toBeVisible();
  await expect(dialog).toContainText('Google takes a URL on another host only where that host is verified');
  await screenshot(app, 'export-other-hosts-blocked');

  await allow.check();
  await expect(dialog.getByRole('alert')).toBeHidden();
  await dialog.getByRole('checkbox', { name: 'Export with 1 warning' }).check();
  await dialog.getByRole('button', { name: 'Export with 1 warning' }).click();
  await expect(dialog.getByRole('heading', { name: 'Exported 6 URLs in 1 sitemap' })).toBeVisible();
  await expect(dialog.getByTestId('export-other-hosts')).toHaveText(
    '1 URL on another host was exported because you allowed it.',
  );
  await screenshot(app, 'export-other-hosts-report');
  expect(gunzipSync(await readFile(join(dir, 'public', 'sitemap-pages-1.xml.gz'))).toString()).toContain(
    '<loc>https://blog.example.com/news</loc>',
  );
});

test('a project that never had a URL on another host does not show the other-hosts option', async ({ app, host }) => {
  const dir = makeTempDir({ 'pages.xml': urlsetOf(numberedEntries(3)) });
  await importFiles(app, host, [join(dir, 'pages.xml')]);
  const dialog = await openExport(app);
  await dialog.getByLabel('Base URL').fill('https://example.com/');
  await dialog.getByLabel('Output folder').fill(join(dir, 'public'));
  await expect(dialog.getByText('No problems: every row passes every rule.')).toBeVisible();
  await expect(dialog.getByLabel('Export URLs on other hosts anyway')).toHaveCount(0);
});

test('URLs the site check found not indexable are left out by default: the dialog counts and lists them, the report says which', async ({
  app,
  host,
}) => {
  const dir = makeTempDir();
  const page = checkedPage;
  const project = join(dir, 'checked.sitemapstudio');
  await saveCheckedProject(project, { baseUrl: page(''), outputFolder: join(dir, 'public') });
  host.dialogs.answerNextOpen([project]);
  host.emit('menuCommand', { type: 'file.open' });
  await expect(app).toHaveTitle('checked — Sitemap Studio');
  const dialog = await openExport(app);
  const leaveOut = dialog.getByRole('checkbox', { name: /^Leave out URLs that are not indexable/ });
  await expect(leaveOut).toBeChecked();
  await expect(dialog.getByText('(3 URLs the site check found not indexable)')).toBeVisible();
  const preview = dialog.getByRole('table', { name: 'Files the export will write' });
  await expect(preview.locator('tbody tr').first().locator('td').nth(1)).toHaveText('2');
  await dialog.getByText('Show the 3 URLs').click();
  await expect(dialog.getByTestId('export-left-out-list').getByRole('listitem')).toHaveText([
    `table pages, row 2${page('gone')}answered 404`,
    `table pages, row 4${page('private')}noindex`,
    `table pages, row 5${page('old')}redirects`,
  ]);
  await screenshot(app, 'export-not-indexable');

  // Unticked, the preview writes them all; ticked again, the export leaves them out and says so.
  await leaveOut.uncheck();
  await expect(preview.locator('tbody tr').first().locator('td').nth(1)).toHaveText('5');
  await leaveOut.check();
  await expect(preview.locator('tbody tr').first().locator('td').nth(1)).toHaveText('2');
  await dialog.getByRole('button', { name: 'Export', exact: true }).click();
  await expect(dialog.getByRole('heading', { name: 'Exported 2 URLs in 1 sitemap' })).toBeVisible();
  const report = dialog.getByTestId('export-left-out');
  await expect(report).toContainText('3 URLs were left out: the site check found them not indexable.');
  await report.getByText('Show the 3 URLs').click();
  await expect(report.getByRole('listitem')).toHaveCount(3);
  await screenshot(app, 'export-not-indexable-report');
  const xml = gunzipSync(await readFile(join(dir, 'public', 'sitemap-pages-1.xml.gz'))).toString();
  expect(xml).toContain(`<loc>${page('about')}</loc>`);
  expect(xml).not.toContain(page('gone'));
});

test.describe('in Dutch', () => {
  test.use({ locale: 'nl-NL' });

  test("the export's options for URLs that are not indexable and on other hosts, and its report, read in Dutch", async ({
    app,
    host,
  }) => {
    const dir = makeTempDir();
    const project = join(dir, 'checked.sitemapstudio');
    await saveCheckedProject(project, { baseUrl: checkedPage(''), outputFolder: join(dir, 'public') });
    host.dialogs.answerNextOpen([project]);
    host.emit('menuCommand', { type: 'file.open' });
    await expect(app).toHaveTitle('checked — Sitemap Studio');
    host.emit('menuCommand', { type: 'file.export' });
    const dialog = app.getByRole('dialog', { name: 'Sitemaps exporteren' });
    await expect(dialog.getByRole('checkbox', { name: /^URL's weglaten die niet indexeerbaar zijn/ })).toBeChecked();
    await expect(dialog.getByText("(3 URL's die volgens de sitecontrole niet indexeerbaar zijn)")).toBeVisible();
    await dialog.getByText("Toon de 3 URL's").click();
    await expect(dialog.getByTestId('export-left-out-list').getByRole('listitem').first()).toHaveText(
      `tabel pages, rij 2${checkedPage('gone')}antwoordde 404`,
    );
    // A base URL on another host makes every loc one: the option to let them through appears, in Dutch.
    await dialog.getByRole('textbox', { name: 'Basis-URL' }).fill('https://www.example.com/');
    await expect(dialog.getByRole('checkbox', { name: /^URL's op andere hosts toch exporteren/ })).toBeVisible();
    await expect(dialog).toContainText('Google neemt een URL op een andere host alleen als');
    await screenshot(app, 'export-gate-options-nl');
    await dialog.getByRole('textbox', { name: 'Basis-URL' }).fill(checkedPage(''));
    await dialog.getByRole('button', { name: 'Exporteren', exact: true }).click();
    await expect(dialog.getByTestId('export-left-out')).toContainText(
      "3 URL's zijn weggelaten: volgens de sitecontrole zijn ze niet indexeerbaar.",
    );
    await screenshot(app, 'export-not-indexable-report-nl');
  });
});
