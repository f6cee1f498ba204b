import { join } from 'node:path';
import { openProjectFile } from '../../electron/engine/project/project-file';
import { writeTextSitemap } from '../support/sitemap-xml';
import { makeTempDir } from '../support/temp-dir';
import { expect, screenshot, test } from './support/fixtures';

const URLS = 200_000;
const folder = makeTempDir();
const sitemap = writeTextSitemap(folder, 'big.txt', URLS);
test.use({ launchPaths: [sitemap] });

test('saving a large project shows it is busy, disables Save, and writes every row gzipped', async ({ app, host }) => {
  // Opened at launch: some 4 s on a quiet 2-core machine, more beside other work.
  await expect(app.getByTestId('row-count')).toHaveText('200,000 URLs in 1 table', { timeout: 30_000 });
  // Watch what the status bar and Save button show (the save may be over before a test could look,
  // so the page writes down what it showed).
  await app.evaluate(() => {
    const page = window as unknown as { shown: string[] };
    page.shown = [];
    const job = document.querySelector('[data-testid="job-status"]')!;
    const save = [...document.querySelectorAll('button')].find((button) => button.textContent?.trim() === 'Save')!;
    new MutationObserver(() => {
      page.shown.push(`${job.textContent?.trim()}${save.disabled ? ' | Save disabled' : ''}`);
    }).observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
  });
  const path = join(folder, 'big.sitemapstudio');
  host.dialogs.answerNextSave(path);
  await app.keyboard.press('Control+s');
  const job = app.getByTestId('job-status');
  const save = app.getByRole('toolbar', { name: 'Project' }).getByRole('button', { name: 'Save' });
  // Saved: some 4 s quiet, past 5 s beside other tests (a CI rehearsal).
  await expect(app).toHaveTitle('big — Sitemap Studio', { timeout: 30_000 });
  await expect(job).toHaveText('Ready');
  await expect(save).toBeEnabled();
  await expect(app.getByRole('status')).toHaveText(/^Saved big \(\d+(\.\d+)? [KM]B, gzip\)\.$/);

  const shown = await app.evaluate(() => (window as unknown as { shown: string[] }).shown);
  expect(shown).toContainEqual(expect.stringMatching(/^Saving big\.sitemapstudio.*Cancel \| Save disabled$/));
  await screenshot(app, 'saved-large-project');

  const data = await openProjectFile(path);
  expect(data.tables[0]!.rows).toHaveLength(URLS);
  expect(data.tables[0]!.rows[URLS - 1]!.loc).toBe(`https://example.com/page-${URLS}`);
});
