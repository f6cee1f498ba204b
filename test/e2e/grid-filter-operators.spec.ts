import { join } from 'node:path';
import { makeTempDir } from '../support/temp-dir';
import { gridHelpers } from './support/grid';
import { urlsetOf } from '../support/sitemap-xml';
import { dutchScreenshot } from './support/english-left';
import { expect, screenshot, test } from './support/fixtures';

const folder = makeTempDir({
  'pages.xml': urlsetOf([
    { loc: 'https://example.com/blog', priority: '0.2', lastmod: '2024-04-30T23:30:00-05:00' },
    { loc: 'https://example.com/blog/a', priority: '0.9', lastmod: '2024-05-02' },
    { loc: 'https://example.com/about', lastmod: '2024-01-01' },
    { loc: 'https://example.com/shop?id=7', priority: '0.5' },
  ]),
});
test.use({ launchPaths: [join(folder, 'pages.xml')] });

test('a column filter compares by the operator picked beside its value', async ({ app }) => {
  await app.getByRole('tab', { name: /pages/ }).click();
  const { grid, cell } = gridHelpers(app, 'pages');
  await app.getByRole('button', { name: 'Filter', exact: true }).click();
  const loc = app.getByRole('searchbox', { name: 'Filter loc' });
  const locOperator = app.getByRole('combobox', { name: 'How loc is filtered' });
  await expect(locOperator).toHaveValue('contains');

  await loc.fill('https://example.com/blog');
  await expect(app.getByTestId('shown-count')).toHaveText('2 of 4 rows shown');
  await locOperator.selectOption({ label: '=  equals' });
  await expect(app.getByTestId('shown-count')).toHaveText('1 of 4 rows shown');
  await expect(cell(1, 'loc')).toHaveText('https://example.com/blog');

  await locOperator.selectOption('regex');
  await loc.fill('blog(');
  await expect(loc).toHaveAttribute('aria-invalid', 'true');
  await expect(app.getByRole('status').filter({ hasText: 'Not a regular expression' })).toBeVisible();
  await expect(grid).toHaveAttribute('aria-rowcount', '5'); // left out while it cannot filter
  await screenshot(app, 'grid-filter-regex-error');
  await loc.fill('/(blog|shop)');
  await expect(loc).toHaveAttribute('aria-invalid', 'false');
  await expect(app.getByTestId('shown-count')).toHaveText('3 of 4 rows shown');

  await locOperator.selectOption('contains');
  await loc.fill('');
  const lastmodOperator = app.getByRole('combobox', { name: 'How lastmod is filtered' });
  await lastmodOperator.selectOption('after');
  const lastmod = app.getByRole('searchbox', { name: 'Filter lastmod' });
  await expect(lastmod).toHaveAttribute('placeholder', 'YYYY-MM-DD');
  // Written on April 30 in its own zone: not after April 30.
  await lastmod.fill('2024-04-30');
  await expect(app.getByTestId('shown-count')).toHaveText('1 of 4 rows shown');
  await expect(cell(1, 'loc')).toHaveText('https://example.com/blog/a');
  // As an instant it is 04:30 on May 1 in UTC: after 04:00.
  await lastmod.fill('2024-05-01T04:00:00Z');
  await expect(app.getByTestId('shown-count')).toHaveText('2 of 4 rows shown');
  await expect(cell(1, 'loc')).toHaveText('https://example.com/blog');
  await lastmodOperator.selectOption('empty');
  await expect(lastmod).toBeDisabled();
  await expect(app.getByTestId('shown-count')).toHaveText('1 of 4 rows shown');
  await expect(cell(1, 'loc')).toHaveText('https://example.com/shop?id=7');

  // Back to a value's operator, the value typed before filters again.
  await lastmodOperator.selectOption('contains');
  await expect(lastmod).toHaveValue('2024-05-01T04:00:00Z');
  await expect(app.getByTestId('shown-count')).toHaveText('0 of 4 rows shown');
  await lastmod.fill('');
  await app.getByRole('combobox', { name: 'How priority is filtered' }).selectOption('greater');
  await app.getByRole('searchbox', { name: 'Filter priority' }).fill('0.3');
  await expect(app.getByTestId('shown-count')).toHaveText('2 of 4 rows shown');
  await expect(cell(2, 'loc')).toHaveText('https://example.com/shop?id=7');
  await screenshot(app, 'grid-filter-operators');
  await app.getByRole('button', { name: 'Clear filters' }).click();
  await expect(grid).toHaveAttribute('aria-rowcount', '5');
  await expect(app.getByRole('combobox', { name: 'How priority is filtered' })).toHaveValue('contains');
});

test.describe('in Dutch', () => {
  test.use({ locale: 'nl-NL' });
  test('the operators and the problems are in Dutch', async ({ app }) => {
    await app.getByRole('tab', { name: /pages/ }).click();
    await app.getByRole('button', { name: 'Filter', exact: true }).click();
    const operator = app.getByRole('combobox', { name: 'Hoe priority wordt gefilterd' });
    await expect(operator.getByRole('option')).toHaveText([
      /bevat$/,
      /bevat niet/,
      /is gelijk aan/,
      /begint met/,
      /past bij reguliere expressie/,
      /is leeg/,
      /is niet leeg/,
      /is groter dan/,
      /is kleiner dan/,
    ]);
    await operator.selectOption('less');
    const priority = app.getByRole('searchbox', { name: 'priority filteren' });
    await priority.fill('half');
    await expect(app.getByRole('status').filter({ hasText: 'Geen getal' })).toBeVisible();
    await priority.fill('0,6');
    await expect(app.getByTestId('shown-count')).toHaveText('2 van 4 rijen getoond');
    await dutchScreenshot(app, 'grid-filter-operators-dutch');
  });
});
