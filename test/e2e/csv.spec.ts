import type { Page } from '@playwright/test';
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { WebHost } from '../../electron/web-host/server';
import { CORPUS_MISSING, corpusDir } from '../support/corpus';
import { expect, screenshot, test } from './support/fixtures';
import { gridHelpers } from './support/grid';
import { importDialog } from './support/import-dialog';
import { urlsetOf } from '../support/sitemap-xml';
import { makeTempDir } from '../support/temp-dir';

const folder = makeTempDir({
  'pages.csv': [
    'loc,lastmod,title,priority',
    'https://example.com/,2024-05-01,Home,1.0',
    '"https://example.com/a,b",,"Say ""hi""",0.5',
    '/relative,2024-05-02,Relative,',
    'https://example.com/short',
    '',
  ].join('\r\n'),
  'shop.tsv': 'changefreq\tloc\nweekly\thttps://shop.example.com/\n',
  'export.csv': 'url,lastmod\nhttps://example.com/,2024-01-01\n',
  'tricky.xml': urlsetOf([
    {
      loc: 'https://example.com/q?a=1&b="2"',
      lastmod: '2024-05-01T10:00:00+02:00',
      changefreq: 'daily',
      priority: '0.8',
    },
    { loc: 'https://example.com/ümlaut,comma', priority: '0.10' },
    {
      loc: 'https://example.com/with-image',
      inner: '<image:image><image:loc>https://example.com/i.png</image:loc></image:image>',
    },
  ]),
});

/** File › Import CSV or TSV… with these files chosen; resolves once the dialog shows what it read. */
async function importTables(app: Page, host: WebHost, paths: string[]) {
  host.dialogs.answerNextOpen(paths);
  host.emit('menuCommand', { type: 'file.importTable' });
  const parts = importDialog(app);
  await parts.tree.waitFor();
  return parts;
}

/** Shows the table of that tab and exports it with File › Export Table as CSV or TSV… to `path`. */
async function exportTable(app: Page, host: WebHost, tab: RegExp, path: string): Promise<void> {
  await app.getByRole('tab', { name: tab }).click();
  host.dialogs.answerNextSave(path);
  host.emit('menuCommand', { type: 'file.exportTable' });
  await expect(app.getByRole('status')).toHaveText(new RegExp(`^Saved ${path.split('/').pop()!.replace('.', '\\.')}:`));
}

test('File › Import CSV or TSV… maps columns by header; unknown columns and bad rows are listed by line', async ({
  app,
  host,
}) => {
  const { dialog, item, addButton } = await importTables(app, host, [
    join(folder, 'pages.csv'),
    join(folder, 'shop.tsv'),
  ]);
  expect(host.dialogs.asked).toEqual([{ title: 'Import CSV or TSV tables', purpose: 'table' }]);
  await expect(item('pages.csv')).toContainText('CSV or TSV table · 4 URLs');
  await expect(item('pages.csv').getByLabel('3 warnings')).toBeVisible();
  await expect(item('shop.tsv')).toContainText('CSV or TSV table · 1 URL');
  await dialog.getByText('3 problems found while reading').click();
  await screenshot(app, 'csv-import-review');
  await addButton.click();

  await expect(app.getByRole('tab')).toHaveText([/pages\s*4/, /shop\s*1/]);
  await app.getByRole('tab', { name: /pages/ }).click();
  const { cell } = gridHelpers(app, 'pages');
  await expect(cell(2, 'loc')).toHaveText('https://example.com/a,b');
  await expect(cell(2, 'priority')).toHaveText('0.5');
  await expect(cell(3, 'loc')).toHaveText('/relative');
  await expect(cell(4, 'lastmod')).toHaveText('');
  const problems = app.getByRole('region', { name: 'Problems' });
  await expect(problems.getByRole('listitem').filter({ hasText: 'These columns were left out' })).toContainText(
    `"title".${join(folder, 'pages.csv')}:1`,
  );
  // Found on import, at its line in the file (the grid's check lists it again, at its row in the table).
  await expect(
    problems.getByRole('listitem').filter({ hasText: '"/relative" is not an absolute URL; it was kept as written.' }),
  ).toContainText(`${join(folder, 'pages.csv')}:4, loc`);
  await expect(problems.getByRole('listitem').filter({ hasText: 'This line has 1 cell;' })).toContainText(
    `${join(folder, 'pages.csv')}:5`,
  );
});

test('a table without a loc column is refused, naming the file, and nothing can be added', async ({ app, host }) => {
  const { dialog, item, addButton } = await importTables(app, host, [join(folder, 'export.csv')]);
  await expect(item('export.csv')).toContainText('CSV or TSV table · 0 URLs');
  await expect(item('export.csv').getByLabel('1 error')).toBeVisible();
  await dialog.getByText('1 problem found while reading').click();
  await expect(dialog.getByRole('listitem').filter({ hasText: 'no "loc" column' })).toHaveText(
    /export\.csv has no "loc" column: its first line names "url", "lastmod"\..*export\.csv:1$/,
  );
  await expect(addButton).toBeDisabled();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(app.getByRole('tab')).toHaveCount(0);
});

test('Export Table as CSV or TSV… writes the four fields exactly; imported back, the table is the same', async ({
  app,
  host,
}) => {
  host.dialogs.answerNextOpen([join(folder, 'tricky.xml')]);
  await app.getByRole('toolbar', { name: 'Project' }).getByRole('button', { name: 'Import', exact: true }).click();
  const { dialog, addButton } = importDialog(app);
  await dialog.getByRole('button', { name: 'Choose files…' }).click();
  await dialog.getByRole('button', { name: 'Import', exact: true }).click();
  await addButton.click();

  const csv = join(folder, 'out', 'tricky.csv');
  const tsv = join(folder, 'out', 'tricky.tsv');
  mkdirSync(join(folder, 'out'), { recursive: true });
  await exportTable(app, host, /tricky/, csv);
  await expect(app.getByRole('status')).toHaveText(
    'Saved tricky.csv: 3 rows. 1 of them have images, videos, alternates, news or other XML, which a table cannot hold: that stays in the project only.',
  );
  expect(readFileSync(csv, 'utf8')).toBe(
    'loc,lastmod,changefreq,priority\r\n' +
      '"https://example.com/q?a=1&b=""2""",2024-05-01T10:00:00+02:00,daily,0.8\r\n' +
      '"https://example.com/ümlaut,comma",,,0.10\r\n' +
      'https://example.com/with-image,,,\r\n',
  );
  await exportTable(app, host, /tricky/, tsv);

  // Back in: the same fields, and exported again, the same bytes.
  const { addButton: addAgain } = await importTables(app, host, [csv, tsv]);
  await addAgain.click();
  await expect(app.getByRole('tab')).toHaveText([/tricky\s*3/, /tricky \(2\)\s*3/, /tricky \(3\)\s*3/]);
  await exportTable(app, host, /tricky \(2\)/, join(folder, 'out', 'again.csv'));
  await exportTable(app, host, /tricky \(3\)/, join(folder, 'out', 'again.tsv'));
  expect(readFileSync(join(folder, 'out', 'again.csv'))).toEqual(readFileSync(csv));
  expect(readFileSync(join(folder, 'out', 'again.tsv'))).toEqual(readFileSync(tsv));
});

test('a corpus sitemap of a thousand URLs round-trips through CSV byte for byte', async ({ app, host }) => {
  const corpus = corpusDir();
  test.skip(!corpus, CORPUS_MISSING);
  host.dialogs.answerNextOpen([join(corpus!, 'sitemaps/09MediaGmbH__heizung-defekt.de__post-sitemap0.xml')]);
  await app.getByRole('toolbar', { name: 'Project' }).getByRole('button', { name: 'Import', exact: true }).click();
  const { dialog, addButton } = importDialog(app);
  await dialog.getByRole('button', { name: 'Choose files…' }).click();
  await dialog.getByRole('button', { name: 'Import', exact: true }).click();
  await addButton.click();
  mkdirSync(join(folder, 'corpus'), { recursive: true });
  const first = join(folder, 'corpus', 'posts.csv');
  await exportTable(app, host, /post-sitemap0/, first);
  const { addButton: addAgain } = await importTables(app, host, [first]);
  await expect(addAgain).toHaveText('Add 1,044 URLs');
  await addAgain.click();
  const second = join(folder, 'corpus', 'again.csv');
  await exportTable(app, host, /^posts/, second);
  expect(readFileSync(second)).toEqual(readFileSync(first));
  expect(readFileSync(first, 'utf8').split('\r\n')).toHaveLength(1044 + 2);
});
