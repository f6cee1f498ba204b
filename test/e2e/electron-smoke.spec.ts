import { _electron as electron, expect, test } from '@playwright/test';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const root = join(__dirname, '../..');
const electronDir = join(root, 'node_modules/electron');

/** Checks for the binary without requiring `electron`, which would try to download it. */
function electronBinary(): string | null {
  try {
    const binary = join(electronDir, 'dist', readFileSync(join(electronDir, 'path.txt'), 'utf8'));
    return existsSync(binary) ? binary : null;
  } catch {
    return null;
  }
}

const binary = electronBinary();

test('the real Electron app starts, shows its frame and titles its window', async () => {
  test.skip(
    binary === null,
    'No Electron binary in node_modules/electron/dist: it cannot be downloaded on this machine. The renderer is tested through the web host instead.',
  );
  const app = await electron.launch({ executablePath: binary!, args: [root] });
  try {
    const page = await app.firstWindow();
    await expect(page.getByRole('toolbar', { name: 'Project' })).toBeVisible();
    await expect(page).toHaveTitle('Untitled — Sitemap Studio');
    const exposed = await page.evaluate(() =>
      Object.keys((window as unknown as { sitemapStudio: object }).sitemapStudio).sort(),
    );
    expect(exposed).toContain('getAppInfo');
    expect(await page.evaluate(() => typeof (window as unknown as { require?: unknown }).require)).toBe('undefined');
  } finally {
    await app.close();
  }
});
