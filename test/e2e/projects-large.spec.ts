import { join } from 'node:path';
import { openProjectFile } from '../../electron/engine/project/project-file';
import { writeTextSitemap } from './support/sitemaps';
import { makeTempDir } from './support/temp-folder';
import { expect, screenshot, test } from './support/fixtures';

const URLS = 200_000;
const folder = makeTempDir();
const sitemap = writeTextSitemap(folder, 'big.txt', URLS);
test.use({ launchPaths: [sitemap] });

test('saving a large project shows it is busy, keeps the page responsive, and writes every row gzipped', async ({
  app,
  host,
}) => {
  await expect(app.getByTestId('row-count')).toHaveText('200,000 URLs in 1 table');
  // Watch the page: every main-thread task longer than 50 ms, and what the status bar and Save button show
  // (the save may be over before a test could look, so the page writes down what it showed).
  await app.evaluate(() => {
    const page = window as unknown as { longTasks: number[]; shown: string[]; saveStart: number };
    page.longTasks = [];
    page.saveStart = Infinity;
    page.shown = [];
    new PerformanceObserver((list) =>
      list.getEntries().forEach((entry) => page.longTasks.push(entry.duration)),
    ).observe({ type: 'longtask' });
    const job = document.querySelector('[data-testid="job-status"]')!;
    const save = [...document.querySelectorAll('button')].find((button) => button.textContent?.trim() === 'Save')!;
    new MutationObserver(() => {
      page.shown.push(`${job.textContent?.trim()}${save.disabled ? ' | Save disabled' : ''}`);
    }).observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
  });
  const path = join(folder, 'big.sitemapstudio');
  host.dialogs.answerNextSave(path);
  const started = Date.now();
  // Only what the save does counts (the import's own check may still be finishing before it).
  await app.evaluate(() => void ((window as unknown as { saveStart: number }).saveStart = performance.now()));
  await app.keyboard.press('Control+s');
  const job = app.getByTestId('job-status');
  const save = app.getByRole('toolbar', { name: 'Project' }).getByRole('button', { name: 'Save' });
  await expect(app).toHaveTitle('big — Sitemap Studio');
  const seconds = (Date.now() - started) / 1000;
  await expect(job).toHaveText('Ready');
  await expect(save).toBeEnabled();
  await expect(app.getByRole('status')).toHaveText(/^Saved big \(\d+(\.\d+)? [KM]B, gzip\)\.$/);

  const { longTasks, shown } = await app.evaluate(() => {
    const page = window as unknown as { longTasks: number[]; shown: string[] };
    return { longTasks: page.longTasks, shown: page.shown };
  });
  expect(shown).toContainEqual(expect.stringMatching(/^Saving big\.sitemapstudio.*Cancel \| Save disabled$/));
  await screenshot(app, 'saved-large-project');
  const longest = Math.max(0, ...longTasks);
  console.log(`Saved ${URLS} URLs in ${seconds.toFixed(1)} s; longest page task ${Math.round(longest)} ms.`);
  // The JSON is made in slices of about 12 ms and handed over as one string; the writing happens in main.
  // What remains is this host's HTTP hand-over (UTF-8 encoding a 9 MB body: 100-400 ms on this busy
  // machine; Electron's IPC copies a string quickly). Handing over the 200,000 row objects instead costs
  // 0.2-0.9 s as JSON and 1.4-4 s as a structured clone (what Electron's IPC does), measured in Node here.
  expect(longest).toBeLessThan(1000);

  const data = await openProjectFile(path);
  expect(data.tables[0]!.rows).toHaveLength(URLS);
  expect(data.tables[0]!.rows[URLS - 1]!.loc).toBe(`https://example.com/page-${URLS}`);
});
