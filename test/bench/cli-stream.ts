// The CLI's streaming export: a shop-like gzipped set of N URLs (files of 50,000), exported by the real
// CLI in a child process; prints its time and peak RSS per size, which should stay flat as N grows.
// BENCH_CLI_ROWS picks the sizes (default 1,000,000; e.g. BENCH_CLI_ROWS=1000000,10000000,20000000).
import { spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { generateSet } from '../support/generated-set';

const ROWS_PER_FILE = 50_000;
const CLI = resolve(__dirname, '../../electron/cli/index.ts');

export async function benchCliStream(): Promise<void> {
  const sizes = (process.env['BENCH_CLI_ROWS'] ?? '1000000').split(',').map(Number);
  console.log('\nCLI streaming export (sitemap-studio export, a child process; /usr/bin/time -v)');
  for (const rows of sizes) {
    const dir = await mkdtemp(join(tmpdir(), 'sitemap-studio-bench-cli-'));
    try {
      // The files are named, not the index: its children are www.example.com URLs, never fetched here.
      const set = await generateSet(join(dir, 'set'), Math.ceil(rows / ROWS_PER_FILE), ROWS_PER_FILE);
      const args = ['export', ...set.files, '--out', join(dir, 'out'), '--base-url', 'https://www.example.com/'];
      const started = performance.now();
      const run = spawnSync('/usr/bin/time', ['-v', process.execPath, ...process.execArgv, CLI, ...args], {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'pipe'],
        maxBuffer: 64 * 1024 * 1024,
      });
      // time -v reports on stderr after the CLI's own output.
      const report = run.stderr;
      if (run.status !== 0) throw new Error(`The CLI exited ${run.status}:\n${run.stdout}\n${report}`);
      const seconds = (performance.now() - started) / 1000;
      const peakKb = Number(/Maximum resident set size \(kbytes\): (\d+)/.exec(report)?.[1] ?? NaN);
      console.log(
        `  ${set.rows.toLocaleString('en').padStart(11)} URLs  ${seconds.toFixed(1).padStart(7)} s  ` +
          `peak RSS ${(peakKb / 1024).toFixed(0).padStart(5)} MiB  (${set.files.length} files in, ${(set.xmlBytes / 1e9).toFixed(2)} GB of XML)`,
      );
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }
}
