import { join } from 'node:path';
import { makeTempDir } from '../support/temp-dir';
import { numberedEntries, urlsetOf } from '../support/sitemap-xml';
import { dutchScreenshot } from './support/english-left';
import { expect, screenshot, test } from './support/fixtures';
import { gridHelpers } from './support/grid';

const folder = makeTempDir({ 'pages.xml': urlsetOf(numberedEntries(30)) });
test.use({ launchPaths: [join(folder, 'pages.xml')] });

/**
 * The README's two screenshots (docs/screenshot.png and docs/screenshot-nl.png are copies of what
 * this takes): the same table in each language, an invalid priority and a duplicate URL marked on
 * their cells and listed in the problems panel's groups in that language, scrolled to its last column
 * with loc frozen beside it.
 */
const LANGUAGES = [
  {
    locale: 'en-GB',
    shot: 'readme-en',
    problems: 'Problems',
    counts: '1 error, 1 warning',
    messages: ['priority 7 is above 1.0', 'This URL is already listed in row 1.'],
  },
  {
    locale: 'nl-NL',
    shot: 'readme-nl',
    problems: 'Problemen',
    counts: '1 fout, 1 waarschuwing',
    messages: ['priority 7 is hoger dan 1.0', 'Deze URL staat al in rij 1.'],
  },
] as const;

for (const language of LANGUAGES) {
  test.describe(language.locale, () => {
    test.use({ locale: language.locale });

    test(`an imported sitemap with a problem on two cells, in ${language.locale}`, async ({ app }) => {
      const { cell, editor } = gridHelpers(app, 'pages');
      await cell(2, 'priority').click();
      await app.keyboard.type('7');
      await editor.press('Enter');
      await cell(4, 'loc').click();
      await app.keyboard.type('https://example.com/page-1');
      await editor.press('Enter');
      await expect(app.getByTestId('problem-count')).toHaveAccessibleName(language.counts);
      await app.getByTestId('problem-count').click();
      const panel = app.getByRole('region', { name: language.problems });
      for (const message of language.messages) await expect(panel).toContainText(message);
      // End goes to the last column: the grid scrolls sideways, and loc stays frozen beside it.
      await cell(5, 'loc').click();
      await app.keyboard.press('End');
      await expect(cell(5, 'news')).toBeInViewport();
      await expect(cell(5, 'loc')).toBeInViewport();
      if (language.locale === 'nl-NL') await dutchScreenshot(app, language.shot);
      else await screenshot(app, language.shot);
    });
  });
}
