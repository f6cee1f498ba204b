// Project files at scale (engine side, as main runs it): a shop table of N rows held as columns is
// saved as a project, then opened into columns, each in its own process so the peak RSS is that
// phase's. BENCH_PROJECT_ROWS picks the sizes (default 1,000,000; e.g. 1000000,10000000);
// BENCH_PROJECT_CHECKS adds site-check results to each (default 0; e.g. 200000).
import { spawnSync } from 'node:child_process';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fmt } from './measure';

const CHILD = resolve(__dirname, 'project-child.ts');

interface Phase {
  seconds: number;
  heldMb: number;
  peakMb: number;
  afterMb?: number;
}

function run(mode: 'save' | 'open', rows: number, path: string, checks: number): Phase {
  const child = spawnSync(process.execPath, [...process.execArgv, CHILD, mode, String(rows), path, String(checks)], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  if (child.status !== 0) throw new Error(`project ${mode} of ${rows} rows exited ${child.status}`);
  return JSON.parse(child.stdout.trim().split('\n').at(-1)!) as Phase;
}

export async function benchProject(): Promise<void> {
  const sizes = (process.env['BENCH_PROJECT_ROWS'] ?? '1000000').split(',').map(Number);
  const checks = Number(process.env['BENCH_PROJECT_CHECKS'] ?? '0');
  const withChecks = checks > 0 ? `, with ${checks.toLocaleString('en')} site-check results` : '';
  console.log(`\nProject files${withChecks} (engine side; each phase in its own process)`);
  for (const rows of sizes) {
    const dir = await mkdtemp(join(tmpdir(), 'sitemap-studio-bench-project-'));
    try {
      const path = join(dir, 'shop.sitemapstudio');
      const save = run('save', rows, path, checks);
      const { size } = await stat(path);
      const open = run('open', rows, path, checks);
      console.log(
        `  ${rows.toLocaleString('en').padStart(11)} URLs  save ${fmt(save.seconds, 1).padStart(6)} s, peak RSS ${fmt(save.peakMb, 0)} MiB ` +
          `(${fmt(save.heldMb, 0)} MiB holding the columns)  ·  open ${fmt(open.seconds, 1).padStart(6)} s, peak RSS ${fmt(open.peakMb, 0)} MiB ` +
          `(${fmt(open.afterMb ?? 0, 0)} MiB holding the columns after)  ·  file ${fmt(size / 2 ** 20, 0)} MiB`,
      );
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }
}
