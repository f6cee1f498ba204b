// Run by test/bench/project.ts in its own process, so its peak RSS is the phase's alone:
// `save <rows> <path> [checks] [workers]` holds <rows> shop rows as columns (as main holds a save's uploads) and
// <checks> site-check results, and saves them as a project; `open <rows> <path> [checks]` reads the file
// into columns and results (as main does before offering them), on [workers] threads (default one per
// core). Prints one JSON line: seconds, CPU seconds of all threads, CPU seconds of the main thread
// alone, MiB held before, peak MiB.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readProject, saveProjectStream } from '../../electron/engine/project/project-file';
import { startWorker } from '../../electron/engine/worker-script';
import { appendSlice } from '../../shared/columnar/transfer-slice';
import { UrlColumns } from '../../shared/columnar/url-columns';
import { DEFAULT_EXPORT_SETTINGS } from '../../shared/export-settings';
import type { PageCheck } from '../../shared/site-check/page-check';
import { pageChecks } from '../support/page-checks';
import { peakRssMb, seconds } from './measure';
import { shopRowMaker } from './shop-rows';

const [mode, rowsText, path, checksText = '0', workersText] = process.argv.slice(2) as [
  string,
  string,
  string,
  string?,
  string?,
];
const workers = workersText === undefined ? undefined : Number(workersText);
const rows = Number(rowsText);
const checkCount = Number(checksText);
/** CPU seconds of every thread of this process since `from`. */
const cpuSeconds = (from: NodeJS.CpuUsage): number => {
  const { user, system } = process.cpuUsage(from);
  return (user + system) / 1e6;
};
/** CPU seconds the main thread has used (Linux: its task's utime and stime, in clock ticks of 10 ms). */
const mainThreadSeconds = (): number => {
  const fields = readFileSync(`/proc/self/task/${process.pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
};
const mib = (): number => process.memoryUsage().rss / 2 ** 20;

async function save(): Promise<void> {
  const table = new UrlColumns();
  const next = shopRowMaker();
  for (let start = 0; start < rows; start += 100_000) {
    table.appendRows(Array.from({ length: Math.min(100_000, rows - start) }, next));
  }
  const siteChecks = pageChecks(checkCount);
  const held = mib();
  const header = {
    name: 'bench',
    robotsTxt: null,
    exportSettings: DEFAULT_EXPORT_SETTINGS,
    tables: [{ id: 't', name: 'shop', source: null, rows }],
    siteChecks: checkCount,
  };
  const cpu = process.cpuUsage();
  const main = mainThreadSeconds();
  const took = await seconds(() =>
    saveProjectStream(path, header, { tables: [table], siteChecks }, workers === undefined ? {} : { workers }),
  );
  const mainSeconds = mainThreadSeconds() - main;
  console.log(
    JSON.stringify({ seconds: took, cpuSeconds: cpuSeconds(cpu), mainSeconds, heldMb: held, peakMb: peakRssMb() }),
  );
}

async function open(): Promise<void> {
  const held = mib();
  const tables: UrlColumns[] = [];
  const checks: PageCheck[] = [];
  const cpu = process.cpuUsage();
  const main = mainThreadSeconds();
  const took = await seconds(() =>
    readProject(
      path,
      {
        header: (header) => void tables.push(...header.tables.map(() => new UrlColumns())),
        rows: (t, read) => tables[t]!.appendRows(read),
        slice: (t, slice) => appendSlice(tables[t]!, slice),
        checks: (read) => void checks.push(...read),
      },
      workers === undefined ? {} : { workers },
    ),
  );
  for (const table of tables) table.fit();
  if (tables[0]!.rowCount !== rows) throw new Error(`${tables[0]!.rowCount} of ${rows} rows opened`);
  if (checks.length !== checkCount) throw new Error(`${checks.length} of ${checkCount} check results opened`);
  const used = cpuSeconds(cpu);
  const mainSeconds = mainThreadSeconds() - main;
  console.log(
    JSON.stringify({ seconds: took, cpuSeconds: used, mainSeconds, heldMb: held, peakMb: peakRssMb(), afterMb: mib() }),
  );
}

/** Bundles the worker's source once before the clock runs (the built app loads its emitted project-worker.js). */
async function warmWorker(): Promise<void> {
  await startWorker('project-worker', join(__dirname, '../../electron/engine/project/project-worker.ts')).terminate();
}

warmWorker()
  .then(() => (mode === 'save' ? save() : open()))
  .catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
