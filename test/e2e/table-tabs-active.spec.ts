import { join } from 'node:path';
import { urlsetOf } from '../support/sitemap-xml';
import { makeTempDir } from '../support/temp-dir';
import { expect, test } from './support/fixtures';

/* Twenty sitemaps opened at once: more tabs than a narrow window's strip shows. */
const names = Array.from({ length: 20 }, (_, n) => `market-${String(n + 1).padStart(2, '0')}`);
const folder = makeTempDir(
  Object.fromEntries(names.map((name) => [`${name}.xml`, urlsetOf([{ loc: `https://example.com/${name}` }])])),
);
test.use({ launchPaths: names.map((name) => join(folder, `${name}.xml`)), viewport: { width: 800, height: 600 } });

// The grid probe: the active table's tab sat off the strip's end after opening 20 files.
test("the active table's tab is scrolled into sight, whole, whichever table becomes active", async ({ app }) => {
  const tabs = app.getByRole('tab');
  await expect(tabs).toHaveCount(20, { timeout: 30_000 });
  // Whole but for the bottom pixel the tab lays over the pane's edge.
  const active = app.getByRole('tab', { selected: true });
  await expect(active).toBeInViewport({ ratio: 0.9 });
  await tabs.first().click();
  await expect(tabs.first()).toBeInViewport({ ratio: 0.9 });
  await app.keyboard.press('Control+PageUp'); // to the last table, wrapping round, where the app has it
  await expect(app.getByRole('tab', { selected: true })).toBeInViewport({ ratio: 0.9 });
});
