import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { en } from '../../shared/i18n/messages/en';
import { nl } from '../../shared/i18n/messages/nl';
import type { Locale } from '../../shared/i18n/locales';
import { hreflangRow } from '../support/hreflang-row';
import { serializeUrlset } from '../support/plain-serializer';
import { makeTempDir } from '../support/temp-dir';
import { dutchScreenshot } from './support/english-left';
import { expect, screenshot, test } from './support/fixtures';
import { gridHelpers } from './support/grid';

/* One row listing 100,000 alternates (page n in language l<n>), the first 60 of those pages rows that link back. */
const E = 'https://example.com';
const LINKS = 100_000;
const links = Array.from({ length: LINKS }, (_, n) => `l${n} ${E}/p/${n}`);
const targets = Array.from({ length: 60 }, (_, n) => hreflangRow(`${E}/p/${n}`, `x-default ${E}/big`));
const content = serializeUrlset([hreflangRow(`${E}/big`, ...links), ...targets]);
const SITEMAP = join(makeTempDir({ 'many-alternates.xml': content }), 'many-alternates.xml');
test.use({ launchPaths: [SITEMAP], viewport: { width: 1720, height: 900 } });

const RANGE: Record<Locale, (from: string, to: string) => string> = {
  en: (from, to) => `Alternates ${from}–${to} of 100,000, their return links checked`,
  nl: (from, to) => `Alternatieven ${from}–${to} van 100.000, hun terugverwijzingen gecontroleerd`,
};

async function pageTheAlternates(app: Page, locale: Locale) {
  const words = { en: en.details, nl: nl.details }[locale];
  const { cell } = gridHelpers(app, 'many-alternates');
  await expect(cell(1, 'loc')).toBeVisible({ timeout: 90_000 });
  await cell(1, 'loc').click();
  await app.keyboard.press('Alt+Enter');
  const panel = app.getByRole('complementary', { name: words.panel.title.replace('{row}', '1') });
  await expect(panel).toBeVisible();
  const tab = panel.getByRole('tab', { name: new RegExp(`^${words.tabs.alternates}`) });
  await tab.click();
  // The count in the language's own form, as the pager below gives it (the UI probe: "Alternates 5000").
  await expect(tab.locator('.count')).toHaveText(locale === 'en' ? '100,000' : '100.000');
  const list = panel.getByRole('list', { name: words.alternates.list });
  await expect(list.getByRole('listitem').filter({ has: app.locator('input') })).toHaveCount(50, { timeout: 30_000 });
  const range = panel.getByTestId('alternates-range');
  await expect(range).toHaveText(RANGE[locale]('1', '50'));
  // The first page's pages are rows that list this one back only as x-default.
  await expect(list.locator('.status').first()).toContainText(words.returnStatus.incomplete);
  const next = panel.getByRole('button', { name: words.alternates.next });
  await next.click();
  await next.click();
  await expect(range).toHaveText(RANGE[locale]('101', '150'));
  const first = list.getByRole('listitem', { name: words.alternates.title.replace('{n}', '101') });
  await expect(first.locator('input').last()).toHaveValue(`${E}/p/100`);
  await expect(first.locator('.status')).toContainText(words.returnStatus.outside);
  await (locale === 'nl' ? dutchScreenshot : screenshot)(app, `details-alternates-giant-${locale}`);
  await panel.getByRole('button', { name: words.alternates.previous }).click();
  await expect(range).toHaveText(RANGE[locale]('51', '100'));
}

test('a row listing 100,000 alternates opens in row details a page of 50 at a time', async ({ app }) => {
  test.setTimeout(180_000);
  await pageTheAlternates(app, 'en');
});

test.describe('in Dutch', () => {
  test.use({ locale: 'nl-NL' });
  test('een rij met 100.000 alternatieven opent per pagina van 50', async ({ app }) => {
    test.setTimeout(180_000);
    await pageTheAlternates(app, 'nl');
  });
});
