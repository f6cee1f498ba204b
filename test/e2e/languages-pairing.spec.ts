import type { Page } from '@playwright/test';
import { join } from 'node:path';
import type { WebHost } from '../../electron/web-host/server';
import { en } from '../../shared/i18n/messages/en';
import { nl } from '../../shared/i18n/messages/nl';
import type { Locale } from '../../shared/i18n/locales';
import { dutchScreenshot } from './support/english-left';
import { expect, screenshot, test } from './support/fixtures';

/* A sitemap without alternates: /a in English, Dutch and German, /b in English and Dutch, and /about. */
const FIXTURE = join(__dirname, '../fixtures/languages/no-alternates.xml');
test.use({ launchPaths: [FIXTURE], viewport: { width: 1400, height: 900 } });

const WORDS = { en: en.languages, nl: nl.languages };
/** /a's 3 rows get 3 links each, /b's 2 rows 2 each; /about has no language. */
const SUMMARY: Record<Locale, string> = {
  en: '2 contents found in several languages: 13 links to add',
  nl: '2 inhouden gevonden in meerdere talen: 13 links toe te voegen',
};

async function pairByRule(app: Page, host: WebHost, locale: Locale): Promise<void> {
  const words = WORDS[locale];
  const shot = locale === 'nl' ? dutchScreenshot : screenshot;
  await expect(app.getByRole('grid', { name: 'no-alternates' })).toBeVisible();
  host.emit('menuCommand', { type: 'tools.languages' });
  const panel = app.getByRole('dialog', { name: words.panel.title });
  await expect(panel.getByText(words.panel.none)).toBeVisible();

  await panel.getByRole('button', { name: words.pair.open }).click();
  await panel.getByLabel(words.pair.rule).fill('/{lang}/path');
  await panel.getByRole('button', { name: words.pair.preview }).click();
  await expect(panel.getByTestId('pairing-summary')).toHaveText(SUMMARY[locale]);
  await shot(app, `languages-pairing-${locale}`);
  await panel.getByRole('button', { name: words.complete.apply }).click();

  // The two clusters are there now, complete but for an x-default.
  const matrix = panel.getByRole('table', { name: words.matrix.label });
  await expect(matrix.getByRole('rowheader')).toHaveText([/\/en\/a/, /\/nl\/a/, /\/de\/a/]);
  await expect(matrix.locator('[data-code]')).toHaveAttribute('data-code', 'hreflang-x-default-missing');
  await panel.getByRole('button', { name: words.panel.close, exact: true }).click();
  host.emit('menuCommand', { type: 'edit.undo' });
  host.emit('menuCommand', { type: 'tools.languages' });
  await expect(panel.getByText(words.panel.none)).toBeVisible();
}

test('Pair by rule adds the links a rule of the URLs proposes, after a preview, undoably', async ({ app, host }) => {
  await pairByRule(app, host, 'en');
});

test.describe('in Dutch', () => {
  test.use({ locale: 'nl-NL' });
  test('Pair by rule speaks Dutch', async ({ app, host }) => {
    await pairByRule(app, host, 'nl');
  });
});
