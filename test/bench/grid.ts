// First, sort by loc in Node at up to 10M rows (grid-sort.ts). Then the URL grid in Chromium with
// 1,000,000 rows: first paint, wheel frames, scrollbar jump, edit, sort, heap. That part needs the
// built renderer (`npx electron-vite build`) and Debian's Chromium (CHROMIUM_PATH to override).
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { nodeAppInfo } from '../../electron/engine/app-info';
import { startWebHost } from '../../electron/web-host/server';
import { serializeUrlset } from '../support/plain-serializer';
import type { UrlRow } from '../../shared/url-table';
import { profileTop } from './cpu-profile';
import { benchRows } from './shop-rows';
import { fmt } from './measure';
import { benchGridSort } from './grid-sort';

const ROWS = Number(process.env['BENCH_ROWS'] ?? 1_000_000);
const RENDERER_DIR = join(__dirname, '../../out/renderer');

/** Heap in use after a full collection, in MB. */
async function heapMb(page: Page): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  await cdp.detach();
  return usedSize / 1024 / 1024;
}

/**
 * Milliseconds from `start` (run in the page) until `done` holds and the next frame has painted.
 * Page code goes as text: tsx would wrap functions in a helper the page does not have.
 */
function timeToFrame(page: Page, start: string, done: string): Promise<number> {
  return page.evaluate(`(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
    const t0 = performance.now();
    ${start};
    for (let frames = 0; !(${done}); frames += 1) {
      if (frames > 600) {
        const el = document.querySelector('[data-testid="grid-scroller"]');
        const rows = [...document.querySelectorAll('[role="row"][aria-rowindex]')].map((row) => row.getAttribute('aria-rowindex'));
        throw new Error('never happened: ' + ${JSON.stringify(done)} + ' ' + JSON.stringify({ top: el.scrollTop, h: el.scrollHeight, ch: el.clientHeight, count: document.querySelector('[role="grid"]').getAttribute('aria-rowcount'), rows: rows.slice(0, 4) }));
      }
      await frame();
    }
    await frame();
    return performance.now() - t0;
  })()`);
}

/**
 * The export benchmark's rows, trimmed to loc and a lastmod date so a million fit in one file under
 * the importer's 100 MiB cap; locs stay in random order, so sorting has real work to do.
 */
function compactRows(count: number): UrlRow[] {
  return benchRows(count).map((row) => ({
    ...row,
    loc: row.loc.replace('https://www.example.com/', 'https://ex.com/').replace(/\?variant=\d+$/, ''),
    lastmod: row.lastmod!.slice(0, 10),
    changefreq: null,
    priority: null,
  }));
}

const percentile = (values: number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
};

export async function benchGrid(): Promise<void> {
  await benchGridSort();
  if (!existsSync(join(RENDERER_DIR, 'index.html'))) {
    console.log('grid: skipped, build the renderer first (npx electron-vite build)');
    return;
  }
  if (process.env['BENCH_VERBOSE']) console.log(`grid: start at ${new Date().toISOString()}`);
  const folder = mkdtempSync(join(tmpdir(), 'sitemap-studio-bench-grid-'));
  writeFileSync(join(folder, 'products.xml'), serializeUrlset(compactRows(ROWS)));
  writeFileSync(join(folder, 'small.xml'), serializeUrlset(benchRows(1)));
  const host = await startWebHost({
    rendererDir: RENDERER_DIR,
    appInfo: nodeAppInfo(),
    launchPaths: [join(folder, 'products.xml'), join(folder, 'small.xml')],
  });
  const browser = await chromium.launch({
    executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
    args: ['--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    page.on('crash', () => console.log('grid: the page crashed'));
    browser.on('disconnected', () => console.log('grid: the browser closed'));
    const step = (name: string): void => {
      if (process.env['BENCH_VERBOSE']) console.log(`grid: ${name} at ${new Date().toISOString()}`);
    };
    page.on('pageerror', (error) => console.log(`grid: page error: ${error.message}`));
    await page.goto(host.url);
    const grid = (name: string) => page.getByRole('grid', { name });
    await grid('small').waitFor({ timeout: 300_000 });
    await page.getByRole('tab', { name: /products/ }).waitFor();
    // The whole-project check runs in its worker once the rows are in; let it finish before measuring.
    await page.waitForTimeout(5000);
    step('measured base heap');
    const baseHeap = await heapMb(page);

    step('painting');
    const paint = await timeToFrame(
      page,
      `[...document.querySelectorAll('[role="tab"]')].find((tab) => tab.textContent.includes('products')).click()`,
      `document.querySelector('[role="grid"][aria-label="products"] [role="gridcell"]') !== null`,
    );

    step('wheel');
    // Wheel: 120 notches, frame intervals measured in the page.
    await page.locator('[role="gridcell"]').first().hover();
    await page.evaluate(`(() => {
      window.frames_ = [];
      window.stop_ = false;
      let last = performance.now();
      const tick = (now) => {
        window.frames_.push(now - last);
        last = now;
        if (!window.stop_) requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
    })()`);
    for (let i = 0; i < 120; i += 1) await page.mouse.wheel(0, 100);
    const frames = await page.evaluate<number[]>(`(() => {
      window.stop_ = true;
      return window.frames_.slice(2);
    })()`);

    step('jump');
    const jump = await timeToFrame(
      page,
      `const el = document.querySelector('[data-testid="grid-scroller"]'); el.scrollTop = (el.scrollHeight - el.clientHeight) * 0.73;`,
      `[...document.querySelectorAll('[role="grid"] [role="row"][aria-rowindex]')].some((row) => Math.abs(Number(row.getAttribute('aria-rowindex')) - ${Math.round(ROWS * 0.73)}) < 40)`,
    );

    step('edit');
    await page.locator('[role="gridcell"][aria-colindex="5"]').nth(3).click();
    await page.keyboard.press('F2');
    await page.locator('.cell-editor input').fill('0.3');
    // The edit's own work (commit, re-render) ends before the next macrotask; the screen shows it at the next frame.
    const edit = await page.evaluate<{ work: number; frame: number; longest: number }>(`(async () => {
      let longest = 0;
      const observer = new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) longest = Math.max(longest, entry.duration);
      });
      observer.observe({ type: 'longtask' });
      const input = document.querySelector('.cell-editor input');
      const t0 = performance.now();
      input.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
      await new Promise((resolve) => setTimeout(resolve));
      const work = performance.now() - t0;
      if (document.querySelector('.cell-editor')) throw new Error('the edit was not committed');
      await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
      const frame = performance.now() - t0;
      // The whole-project check is handed to its worker 200 ms after edits settle: how long does that hold the main thread?
      await new Promise((resolve) => setTimeout(resolve, 1500));
      observer.disconnect();
      return { work, frame, longest };
    })()`);

    const firstLoc = await page.locator('[role="gridcell"][aria-colindex="2"]').first().textContent();
    const sortClick = (direction: string, before: string | null): Promise<number> =>
      timeToFrame(
        page,
        `document.querySelector('[aria-label="Sort by loc"]').click()`,
        `document.querySelector('[role="columnheader"][aria-sort="${direction}"]') !== null && document.querySelector('[role="gridcell"][aria-colindex="2"]').textContent.trim() !== ${JSON.stringify(before?.trim())}`,
      );
    let sort = 0;
    // BENCH_PROFILE=1 prints where the first sort's time goes (the profiler itself slows it down).
    const sortProfile = process.env['BENCH_PROFILE']
      ? await profileTop(page, async () => (sort = await sortClick('ascending', firstLoc)))
      : null;
    if (!sortProfile) sort = await sortClick('ascending', firstLoc);
    const ascendingFirst = await page.locator('[role="gridcell"][aria-colindex="2"]').first().textContent();
    const sortDescending = await sortClick('descending', ascendingFirst);
    await page.evaluate(`document.querySelector('[data-testid="grid-scroller"]').scrollTop = 1e9`);
    await page.waitForTimeout(500);
    const gridHeap = (await heapMb(page)) - baseHeap;

    const shown = Number(await grid('products').getAttribute('aria-rowcount')) - 1;
    console.log(`grid: ${shown.toLocaleString('en-US')} rows in Chromium`);
    console.log(`  first paint           ${fmt(paint / 1000)} s   (goal < 0.3 s)`);
    console.log(
      `  wheel frame p95       ${fmt(percentile(frames, 95), 1)} ms  (goal ≤ 17 ms; ${frames.length} frames, max ${fmt(Math.max(...frames), 1)} ms)`,
    );
    console.log(`  scrollbar jump settle ${fmt(jump / 1000)} s   (goal < 0.25 s)`);
    console.log(
      `  edit                  ${fmt(edit.work, 1)} ms  (goal ≤ 16 ms; on screen at the next frame, ${fmt(edit.frame, 1)} ms)`,
    );
    // The Long Tasks API reports only tasks over 50 ms.
    const handOff = edit.longest === 0 ? 'no task over 50 ms' : `${fmt(edit.longest, 0)} ms`;
    console.log(`  revalidation hand-off ${handOff}  (longest main-thread task in the 1.5 s after the edit)`);
    console.log(`  sort by loc           ${fmt(sort / 1000)} s   (goal < 1 s; the first sort, ascending)`);
    console.log(`  sort by loc, again    ${fmt(sortDescending / 1000)} s   (descending, right after)`);
    if (sortProfile) console.log(`  sort profile (self time):\n    ${sortProfile.join('\n    ')}`);
    console.log(`  heap added by grid    ${fmt(gridHeap, 1)} MB  (goal < 20 MB; sorted view and scrolled to the end)`);
  } finally {
    await browser.close();
    await host.close();
    rmSync(folder, { recursive: true, force: true });
  }
}
