// The whole app at scale, in Chromium against the test host: a project of N shop URLs (one table)
// is opened, painted, edited, sorted, validated, saved, reopened and exported, as a person would.
// BENCH_APP_ROWS picks the sizes (default 1,000,000; e.g. 1000000,5000000,10000000). Needs the built
// renderer (`npx electron-vite build`) and Debian's Chromium (CHROMIUM_PATH to override).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { nodeAppInfo } from '../../electron/engine/app-info';
import { startWebHost, type WebHost } from '../../electron/web-host/server';
import { profileTop } from './cpu-profile';
import { fmt } from './measure';

const RENDERER_DIR = join(__dirname, '../../out/renderer');
const PROJECT_CHILD = resolve(__dirname, 'project-child.ts');
const LONG = Number(process.env['BENCH_STEP_MS'] ?? 30 * 60_000);

/** The renderer's memory after a full collection: the JS heap and the ArrayBuffers outside it, in bytes. */
async function rendererMemory(page: Page): Promise<{ heap: number; buffers: number }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const usage = (await cdp.send('Runtime.getHeapUsage')) as { usedSize: number; backingStorageSize?: number };
  await cdp.detach();
  return { heap: usage.usedSize, buffers: usage.backingStorageSize ?? NaN };
}

/** Seconds `work` takes. */
async function timed(work: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await work();
  return (performance.now() - start) / 1000;
}

const urls = (rows: number): string => `${rows.toLocaleString('en-US')} URLs in 1 table`;

async function openProject(page: Page, host: WebHost, path: string, rows: number): Promise<void> {
  host.dialogs.answerNextOpen([path]);
  await page.keyboard.press('Control+o');
  await page
    .getByTestId('row-count')
    .filter({ hasText: urls(rows) })
    .waitFor({ timeout: LONG });
  await page.getByRole('gridcell').first().waitFor({ timeout: LONG });
}

async function benchSize(rows: number): Promise<void> {
  const dir = await mkdtemp(join(tmpdir(), 'sitemap-studio-bench-app-'));
  const path = join(dir, 'shop.sitemapstudio');
  const made = spawnSync(process.execPath, [...process.execArgv, PROJECT_CHILD, 'save', String(rows), path], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (made.status !== 0) throw new Error(`could not write the ${rows}-row project`);
  const host = await startWebHost({ rendererDir: RENDERER_DIR, appInfo: nodeAppInfo(), launchPaths: [] });
  const browser = await chromium.launch({
    executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
    args: ['--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  const figures: string[] = [];
  const say = (line: string): void => {
    figures.push(line);
    if (process.env['BENCH_VERBOSE']) console.log(`app: ${line}`);
  };
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  try {
    page.on('pageerror', (error) => console.log(`app: page error: ${error.message}`));
    page.on('crash', () => console.log('app: the page crashed'));
    await page.goto(host.url);
    await page.getByRole('toolbar', { name: 'Project' }).waitFor();
    const empty = await rendererMemory(page);

    const open = await timed(() => openProject(page, host, path, rows));
    say(`open                  ${fmt(open, 1)} s`);
    const held = await rendererMemory(page);
    const heapPerRow = (held.heap - empty.heap) / rows;
    const buffersPerRow = (held.buffers - empty.buffers) / rows;
    say(
      `renderer per row      ${fmt(heapPerRow + buffersPerRow, 0)} B  (JS heap ${fmt(heapPerRow, 0)} B + ArrayBuffers ${fmt(buffersPerRow, 0)} B; goal ≤ 130 B)`,
    );

    const cell = page.locator('[role="gridcell"][aria-colindex="5"]').nth(2);
    await cell.click();
    await page.keyboard.press('F2');
    await page.locator('.cell-editor input').fill('0.3');
    const edit = await timed(async () => {
      await page.keyboard.press('Enter');
      await cell.filter({ hasText: '0.3' }).waitFor({ timeout: LONG });
    });
    say(`edit                  ${fmt(edit * 1000, 0)} ms (to the screen, through Playwright)`);

    const sort = await timed(async () => {
      await page.getByLabel('Sort by loc').click();
      await page.locator('[role="columnheader"][aria-sort="ascending"]').waitFor({ timeout: LONG });
    });
    say(`sort by loc           ${fmt(sort, 1)} s`);
    let undo = 0;
    const undoing = async (): Promise<void> => {
      undo = await timed(async () => {
        await page.keyboard.press('Control+z');
        await cell.filter({ hasNotText: '0.3' }).first().waitFor({ timeout: LONG });
      });
    };
    // BENCH_PROFILE=undo: where the page's time goes while the undo waits.
    const profiled = process.env['BENCH_PROFILE'] === 'undo' ? await profileTop(page, undoing) : (await undoing(), []);
    say(`undo the edit         ${fmt(undo * 1000, 0)} ms`);
    profiled.forEach((line) => say(`  ${line}`));

    const validate = await timed(() => page.getByTestId('checking').waitFor({ state: 'hidden', timeout: LONG }));
    say(`validation settles    ${fmt(validate, 1)} s after the undo`);

    const save = await timed(async () => {
      await page.keyboard.press('Control+s');
      await page
        .getByRole('status')
        .filter({ hasText: /^Saved shop/ })
        .waitFor({ timeout: LONG });
    });
    say(`save                  ${fmt(save, 1)} s (${fmt(statSync(path).size / 2 ** 20, 0)} MiB)`);

    await page.reload();
    await page.getByRole('toolbar', { name: 'Project' }).waitFor();
    const reopen = await timed(() => openProject(page, host, path, rows));
    say(`reopen                ${fmt(reopen, 1)} s`);

    const out = join(dir, 'export');
    await page.getByRole('toolbar', { name: 'Project' }).getByRole('button', { name: 'Export', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Export sitemaps' });
    await dialog.getByLabel('Base URL').fill('https://www.example.com/');
    host.dialogs.answerNextFolder(out);
    await dialog.getByRole('button', { name: 'Choose…' }).click();
    const exportButton = dialog.getByRole('button', { name: /^Export/ });
    const enabled = exportButton.and(page.locator(':enabled'));
    // Warnings (a big shop set repeats some locs) are accepted as a person would, with the checkbox.
    const acceptWarnings = dialog.getByRole('checkbox', { name: /^Export with [\d,]+ warnings?$/ });
    await enabled.or(acceptWarnings).first().waitFor({ timeout: LONG });
    if (await acceptWarnings.isVisible()) await acceptWarnings.check();
    await enabled.waitFor({ timeout: LONG });
    const exported = await timed(async () => {
      await exportButton.click();
      await dialog.getByRole('heading', { name: /^Exported / }).waitFor({ timeout: LONG });
    });
    const files = existsSync(out) ? readdirSync(out).length : 0;
    say(`export                ${fmt(exported, 1)} s (${files} files)`);
  } catch (error) {
    // What the person saw when a step did not finish: to look at.
    await page.screenshot({ path: join(__dirname, '../../test-results/screenshots/app-scale-failed.png') });
    throw error;
  } finally {
    await browser.close();
    await host.close();
    await rm(dir, { recursive: true, force: true });
  }
  console.log(`  ${rows.toLocaleString('en-US')} URLs`);
  for (const line of figures) console.log(`    ${line}`);
}

export async function benchAppScale(): Promise<void> {
  if (!existsSync(join(RENDERER_DIR, 'index.html'))) {
    console.log('app-scale: skipped, build the renderer first (npx electron-vite build)');
    return;
  }
  console.log('\nThe app at scale (Chromium, test host): open, edit, sort, validate, save, reopen, export');
  for (const rows of (process.env['BENCH_APP_ROWS'] ?? '1000000').split(',').map(Number)) await benchSize(rows);
}
