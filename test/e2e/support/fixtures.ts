import { expect, test as base, type Page } from '@playwright/test';
import { join } from 'node:path';
import { nodeAppInfo } from '../../../electron/engine/app-info';
import { startWebHost, type WebHost } from '../../../electron/web-host/server';

/** The built renderer; `SITEMAP_RENDERER_DIR` points at a copy, so a test run is not changed under it by a later build. */
export const RENDERER_DIR = process.env['SITEMAP_RENDERER_DIR'] ?? join(__dirname, '../../../out/renderer');

interface AppFixtures {
  /** Paths the app is started with, as if named on its command line. */
  launchPaths: string[];
  /** The list of exports under way the host starts from, as main keeps it in its user-data folder. */
  exportsInProgressFile: string | undefined;
  /** The preferences file the host keeps, as main keeps it in its user-data folder; a per-test temporary one by default. */
  preferencesFile: string | undefined;
  /** The web test host: the built renderer and the real handlers, on 127.0.0.1. */
  host: WebHost;
  /** The app, loaded and connected to its host. */
  app: Page;
}

export const test = base.extend<AppFixtures>({
  launchPaths: [[], { option: true }],
  exportsInProgressFile: [undefined, { option: true }],
  preferencesFile: [undefined, { option: true }],
  host: async ({ launchPaths, exportsInProgressFile, preferencesFile }, use) => {
    const host = await startWebHost({
      rendererDir: RENDERER_DIR,
      appInfo: nodeAppInfo(),
      launchPaths,
      exportsInProgressFile,
      preferencesFile,
    });
    await use(host);
    await host.close();
  },
  app: async ({ page, host }, use) => {
    // Said in the test's output: a failure that only shows as an element never coming then says why.
    page.on('crash', () => console.log('The page crashed.'));
    page.on('pageerror', (error) => console.log(`Uncaught in the page: ${error.stack ?? error.message}`));
    await use(await loadApp(page, host));
  },
});

/** Loads the app from a host into a page and waits until it is connected and shown. */
export async function loadApp(page: Page, host: WebHost): Promise<Page> {
  const connected = host.whenPageConnected();
  await page.goto(host.url);
  await connected;
  await expect(page.getByRole('toolbar', { name: 'Project' })).toBeVisible();
  return page;
}

export { expect };

/** Saves a screenshot under test-results/screenshots, to look at. */
export async function screenshot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: join(__dirname, '../../../test-results/screenshots', `${name}.png`) });
}
