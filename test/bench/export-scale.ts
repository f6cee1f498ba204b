// The export as the app runs it at scale: a shop table of N rows held as columns (as main holds an
// export's upload), exported with the gzip pool, each size in its own process so the memory is its own.
// Prints time, CPU time of all threads, and peak RSS over what holding the rows takes.
// BENCH_EXPORT_ROWS picks the sizes (default 1000000,10000000).
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { exportProject } from '../../electron/engine/export/export-project';
import { createGzipPool } from '../../electron/engine/export/gzip-pool';
import { UrlColumns } from '../../shared/columnar/url-columns';
import { DEFAULT_EXPORT_SETTINGS } from '../../shared/export-settings';
import { fmt, peakRssMb, seconds } from './measure';
import { shopRowMaker } from './shop-rows';

interface Measured {
  rows: number;
  seconds: number;
  cpuSeconds: number;
  heldMb: number;
  peakMb: number;
}

export async function benchExportScale(): Promise<void> {
  const sizes = (process.env['BENCH_EXPORT_ROWS'] ?? '1000000,10000000').split(',').map(Number);
  console.log('\nExport at scale (engine; rows held as columns, as main holds an upload; a process per size)');
  let first: Measured | null = null;
  for (const rows of sizes) {
    const child = spawnSync(process.execPath, [...process.execArgv, __filename, String(rows)], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    if (child.status !== 0) throw new Error(`the export of ${rows} rows exited ${child.status}`);
    const measured = JSON.parse(child.stdout.trim().split('\n').at(-1)!) as Measured;
    first ??= measured;
    const scale = measured.seconds / first.seconds / (measured.rows / first.rows);
    console.log(
      `  ${rows.toLocaleString('en').padStart(11)} URLs  ${fmt(measured.seconds).padStart(6)} s (CPU ${fmt(measured.cpuSeconds)} s)` +
        `  peak RSS ${fmt(measured.peakMb, 0)} MiB, ${fmt(measured.peakMb - measured.heldMb, 0)} MiB over the ${fmt(measured.heldMb, 0)} MiB holding the rows` +
        (measured === first ? '' : `  · ${fmt(scale)}× the first size's time per row`),
    );
  }
}

/** In the child: hold the rows, reset the peak, export them, print one JSON line. */
async function exportRows(rows: number): Promise<void> {
  const table = new UrlColumns();
  const next = shopRowMaker();
  for (let start = 0; start < rows; start += 100_000) {
    table.appendRows(Array.from({ length: Math.min(100_000, rows - start) }, next));
  }
  const heldMb = process.memoryUsage().rss / 2 ** 20;
  writeFileSync('/proc/self/clear_refs', '5'); // the peak counts from here (Linux)
  const out = await mkdtemp(join(tmpdir(), 'sitemap-studio-bench-export-scale-'));
  const pool = createGzipPool();
  try {
    const settings = { ...DEFAULT_EXPORT_SETTINGS, baseUrl: 'https://www.example.com/', outputFolder: out };
    const cpu = process.cpuUsage();
    const took = await seconds(async () => {
      const result = await exportProject(
        { projectId: 'bench', tables: [{ id: 't', name: 'products', rows: table }], settings, robotsTxt: null },
        { codec: pool },
      );
      if (!result.ok) throw new Error('the benchmark export failed');
    });
    const used = process.cpuUsage(cpu);
    const measured: Measured = {
      rows,
      seconds: took,
      cpuSeconds: (used.user + used.system) / 1e6,
      heldMb: heldMb,
      peakMb: peakRssMb(),
    };
    console.log(JSON.stringify(measured));
  } finally {
    await pool.close();
    await rm(out, { recursive: true, force: true });
  }
}

if (process.argv[1] === __filename && process.argv[2]) void exportRows(Number(process.argv[2]));
