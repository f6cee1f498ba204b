// The CLI's streaming export: a shop-like gzipped set of N URLs (files of 50,000), and one CSV of N rows,
// exported by the real CLI in a child process; prints its time and peak RSS per size, which should stay
// flat as N grows. BENCH_CLI_ROWS picks the set's sizes (default 1,000,000; e.g.
// BENCH_CLI_ROWS=1000000,10000000,20000000), BENCH_CLI_CSV_ROWS the CSV's and BENCH_CLI_PROJECT_ROWS a
// one-table project's (each default 1,000,000; 0 skips it).
import { spawnSync } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { once } from 'node:events';
import { pipeline } from 'node:stream/promises';
import { projectFileBytes } from '../../electron/engine/project/project-stream-write';
import { UrlColumns } from '../../shared/columnar/url-columns';
import { DEFAULT_EXPORT_SETTINGS } from '../../shared/export-settings';
import { generateSet } from '../support/generated-set';
import { shopRowMaker } from './shop-rows';

const ROWS_PER_FILE = 50_000;
const CLI = resolve(__dirname, '../../electron/cli/index.ts');
const CHANGEFREQS = ['daily', 'weekly', 'monthly'];

const sizesFrom = (variable: string): number[] =>
  (process.env[variable] ?? '1000000')
    .split(',')
    .map(Number)
    .filter((rows) => rows > 0);

export async function benchCliStream(): Promise<void> {
  console.log('\nCLI streaming export (sitemap-studio export, a child process; /usr/bin/time -v)');
  for (const rows of sizesFrom('BENCH_CLI_ROWS')) {
    await inTempFolder(async (dir) => {
      // The files are named, not the index: its children are www.example.com URLs, never fetched here.
      const set = await generateSet(join(dir, 'set'), Math.ceil(rows / ROWS_PER_FILE), ROWS_PER_FILE);
      const { seconds, peakMiB } = exportWithCli(set.files, join(dir, 'out'));
      console.log(
        `  ${set.rows.toLocaleString('en').padStart(11)} URLs  ${seconds.toFixed(1).padStart(7)} s  ` +
          `peak RSS ${peakMiB.toFixed(0).padStart(5)} MiB  (${set.files.length} files in, ${(set.xmlBytes / 1e9).toFixed(2)} GB of XML)`,
      );
    });
  }
  for (const rows of sizesFrom('BENCH_CLI_CSV_ROWS')) {
    await inTempFolder(async (dir) => {
      const csv = join(dir, 'shop.csv');
      await writeShopCsv(csv, rows);
      const bytes = (await stat(csv)).size;
      const { seconds, peakMiB } = exportWithCli([csv], join(dir, 'out'));
      console.log(
        `  ${rows.toLocaleString('en').padStart(11)} URLs  ${seconds.toFixed(1).padStart(7)} s  ` +
          `peak RSS ${peakMiB.toFixed(0).padStart(5)} MiB  (one CSV of ${(bytes / 1e9).toFixed(2)} GB)`,
      );
    });
  }
  for (const rows of sizesFrom('BENCH_CLI_PROJECT_ROWS')) {
    await inTempFolder(async (dir) => {
      const project = join(dir, 'shop.sitemapstudio');
      await writeShopProject(project, rows);
      const bytes = (await stat(project)).size;
      const { seconds, peakMiB } = exportWithCli([project], join(dir, 'out'));
      console.log(
        `  ${rows.toLocaleString('en').padStart(11)} URLs  ${seconds.toFixed(1).padStart(7)} s  ` +
          `peak RSS ${peakMiB.toFixed(0).padStart(5)} MiB  (one project table, ${(bytes / 1e9).toFixed(2)} GB gzipped)`,
      );
    });
  }
}

/** A project of one table of `rows` shop rows, held as columns (never as a row object each). */
async function writeShopProject(path: string, rows: number): Promise<void> {
  const next = shopRowMaker();
  const table = UrlColumns.fromRows([]);
  for (let made = 0; made < rows; made += 100_000)
    table.appendRows(Array.from({ length: Math.min(100_000, rows - made) }, next));
  const header = { name: 'Shop', robotsTxt: null, exportSettings: DEFAULT_EXPORT_SETTINGS, siteChecks: 0 };
  const tables = [{ id: 'shop', name: 'products', source: null, rows }];
  await pipeline(projectFileBytes({ ...header, tables }, { tables: [table], siteChecks: [] }), createWriteStream(path));
}

async function inTempFolder(work: (dir: string) => Promise<void>): Promise<void> {
  const dir = await mkdtemp(join(tmpdir(), 'sitemap-studio-bench-cli-'));
  try {
    await work(dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Runs `sitemap-studio export SOURCES --out OUT` under /usr/bin/time -v: its wall time and peak RSS. */
function exportWithCli(sources: readonly string[], out: string): { seconds: number; peakMiB: number } {
  const args = ['export', ...sources, '--out', out, '--base-url', 'https://www.example.com/'];
  const started = performance.now();
  const run = spawnSync('/usr/bin/time', ['-v', process.execPath, ...process.execArgv, CLI, ...args], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    maxBuffer: 64 * 1024 * 1024,
  });
  // time -v reports on stderr after the CLI's own output.
  const report = run.stderr;
  if (run.status !== 0) throw new Error(`The CLI exited ${run.status}:\n${run.stdout}\n${report}`);
  const peakKb = Number(/Maximum resident set size \(kbytes\): (\d+)/.exec(report)?.[1] ?? NaN);
  return { seconds: (performance.now() - started) / 1000, peakMiB: peakKb / 1024 };
}

/** A shop's table of `rows` rows as one CSV (the set's rows), written a block at a time. */
async function writeShopCsv(path: string, rows: number): Promise<void> {
  await mkdir(resolve(path, '..'), { recursive: true });
  const file = createWriteStream(path);
  let block = 'loc,lastmod,changefreq,priority\n';
  for (let n = 0; n < rows; n++) {
    const month = String((n % 12) + 1).padStart(2, '0');
    const day = String((n % 28) + 1).padStart(2, '0');
    block +=
      `https://www.example.com/products/category-${n % 97}/item-${n}.html?ref=sitemap&v=${n % 7},` +
      `2024-${month}-${day}T10:${String(n % 60).padStart(2, '0')}:00+00:00,${CHANGEFREQS[n % 3]},0.${n % 10}\n`;
    if (block.length > 1 << 20 || n === rows - 1) {
      if (!file.write(block)) await once(file, 'drain');
      block = '';
    }
  }
  file.end();
  await once(file, 'finish');
}
