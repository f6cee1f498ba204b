import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { makeTempDir } from '../support/temp-dir';
import { SITEMAP_NS } from '../support/sitemap-xml';
import type { WebHost } from '../../electron/web-host/server';
import { dutchScreenshot } from './support/english-left';
import { expect, screenshot, test } from './support/fixtures';

const folder = makeTempDir();
const LONG_NAME = 'winkel-producten-en-categoriepaginas-voor-de-wintercampagne-2026';
const IMAGE_NS = 'http://www.google.com/schemas/sitemap-image/1.1';

/** A sitemap of 300 rows with full lastmods, an image each and a bad priority on every tenth: work for every panel. */
function workdaySitemap(): string {
  const rows = Array.from({ length: 300 }, (_, n) => {
    const priority = n % 10 === 0 ? '1.5' : '0.5';
    return `<url><loc>https://shop.example.com/products/category-${n}/item-${n}</loc><lastmod>2026-11-20T10:15:30+01:00</lastmod><changefreq>weekly</changefreq><priority>${priority}</priority><image:image><image:loc>https://shop.example.com/img/${n}.jpg</image:loc></image:image></url>`;
  });
  const path = join(folder, `${LONG_NAME}.xml`);
  writeFileSync(path, `<urlset xmlns="${SITEMAP_NS}" xmlns:image="${IMAGE_NS}">\n${rows.join('\n')}\n</urlset>\n`);
  return path;
}
const SITEMAP = workdaySitemap();

/** Grid rows wholly inside the grid's scrolling area. */
async function visibleRows(app: Page): Promise<number> {
  const grid = app.getByRole('grid');
  const box = (await grid.boundingBox())!;
  const rows = await grid.getByRole('row').evaluateAll((found) =>
    found.map((row) => {
      const rect = row.getBoundingClientRect();
      return { top: rect.top, bottom: rect.bottom };
    }),
  );
  return rows.filter((row) => row.top >= box.y && row.bottom <= box.y + box.height).length - 1; // less the header
}

/** Column headers wholly inside the grid. */
async function visibleColumns(app: Page): Promise<string[]> {
  const grid = app.getByRole('grid');
  const box = (await grid.boundingBox())!;
  const headers = await grid.getByRole('columnheader').evaluateAll((found) =>
    found.map((header) => {
      const rect = header.getBoundingClientRect();
      return { name: header.textContent?.trim() ?? '', left: rect.left, right: rect.right };
    }),
  );
  return headers.filter((header) => header.left >= box.x && header.right <= box.x + box.width + 1).map((h) => h.name);
}

/** Elements under `scope` whose text is cut (wider than their box) or that scroll sideways. */
const overflowing = (scope: Locator): Promise<string[]> =>
  scope.evaluateAll((roots) =>
    roots.flatMap((root) =>
      [root, ...root.querySelectorAll('*')]
        .filter(
          (element) =>
            !element.closest('.visually-hidden') &&
            element.scrollWidth > element.clientWidth + 1 &&
            getComputedStyle(element).overflowX !== 'visible',
        )
        .map(
          (element) => `${element.tagName.toLowerCase()}.${element.className}: ${element.textContent?.slice(0, 40)}`,
        ),
    ),
  );

/** Elements under `scope` that scroll up and down. */
const verticalScrollers = (scope: Locator): Promise<string[]> =>
  scope.evaluateAll((roots) =>
    roots.flatMap((root) =>
      [root, ...root.querySelectorAll('*')]
        .filter(
          (element) =>
            element.scrollHeight > element.clientHeight + 1 && /auto|scroll/.test(getComputedStyle(element).overflowY),
        )
        .map(
          (element) =>
            `${element.tagName.toLowerCase()}.${element.className} ${element.scrollHeight}/${element.clientHeight}`,
        ),
    ),
  );

const SIZES = [
  { width: 1280, height: 720 },
  { width: 1920, height: 1080 },
] as const;

/** Opens, checks and photographs each panel and dialog a working day uses, in the language and size given. */
async function tour(app: Page, host: WebHost, name: string, dutch: boolean): Promise<void> {
  const shot = (what: string) => (dutch ? dutchScreenshot(app, `${name}-${what}`) : screenshot(app, `${name}-${what}`));
  const grid = app.getByRole('grid');
  await expect(grid.getByRole('row')).not.toHaveCount(0);
  // The lastmod column shows a whole W3C datetime by default.
  const lastmod = grid.getByRole('gridcell').filter({ hasText: '2026-11-20' }).first();
  const [scroll, client] = await lastmod.evaluate((cell) => [cell.scrollWidth, cell.clientWidth]);
  expect(scroll).toBeLessThanOrEqual(client);
  await shot('grid');

  // The problems panel leaves most of the window to the grid.
  await app.getByTestId('problem-count').click();
  await expect(app.locator('.problems-panel')).toBeVisible();
  expect(await visibleRows(app)).toBeGreaterThanOrEqual(14);
  await shot('problems');
  await app.getByTestId('problem-count').click();

  // Row details leave the row's own four columns beside loc.
  await app.locator('.details-toggle').click();
  expect((await visibleColumns(app)).slice(0, 5)).toEqual(['#', 'loc', 'lastmod', 'changefreq', 'priority']);
  await shot('details');
  await app.locator('.details-toggle').click();

  // The export dialog wraps a long table name and shows whole file names.
  host.emit('menuCommand', { type: 'file.export' });
  const dialog = app.locator('dialog.export-dialog');
  await expect(dialog.locator('td.name').first()).toBeVisible();
  expect(await overflowing(dialog)).toEqual([]);
  await shot('export');
  await app.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // A help dialog scrolls in one place only.
  for (const type of ['help.protocol', 'help.shortcuts'] as const) {
    host.emit('menuCommand', { type });
    const help = app.locator('dialog.help-dialog');
    await expect(help).toBeVisible();
    expect((await verticalScrollers(help)).length).toBeLessThanOrEqual(1);
    await shot(type.replace('.', '-'));
    await app.keyboard.press('Escape');
    await expect(help).toBeHidden();
  }
}

for (const size of SIZES) {
  for (const language of ['en', 'nl'] as const) {
    test.describe(`at ${size.width}×${size.height} in ${language === 'en' ? 'English' : 'Dutch'}`, () => {
      test.use({ viewport: size, locale: language === 'en' ? 'en-US' : 'nl-NL', launchPaths: [SITEMAP] });

      test('the grid keeps 14 rows under the problems panel and its own columns beside row details; dialogs wrap long names and scroll once', async ({
        app,
        host,
      }) => {
        await tour(app, host, `size-${size.width}-${language}`, language === 'nl');
      });
    });
  }
}
