// Run by test/bench/project.ts in its own process, so its peak RSS is the phase's alone:
// `save <rows> <path> [checks]` holds <rows> shop rows as columns (as main holds a save's uploads) and
// <checks> site-check results, and saves them as a project; `open <rows> <path> [checks]` reads the file
// into columns and results (as main does before offering them). Prints one JSON line: seconds, MiB held
// before, peak MiB.
import { readProject, saveProjectStream } from '../../electron/engine/project/project-file';
import { UrlColumns } from '../../shared/columnar/url-columns';
import { DEFAULT_EXPORT_SETTINGS } from '../../shared/export-settings';
import type { PageCheck } from '../../shared/site-check/page-check';
import { pageChecks } from '../support/page-checks';
import { peakRssMb, seconds } from './measure';
import { shopRowMaker } from './shop-rows';

const [mode, rowsText, path, checksText = '0'] = process.argv.slice(2) as [string, string, string, string?];
const rows = Number(rowsText);
const checkCount = Number(checksText);
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
  const took = await seconds(() => saveProjectStream(path, header, { tables: [table], siteChecks }));
  console.log(JSON.stringify({ seconds: took, heldMb: held, peakMb: peakRssMb() }));
}

async function open(): Promise<void> {
  const held = mib();
  const tables: UrlColumns[] = [];
  const checks: PageCheck[] = [];
  const took = await seconds(() =>
    readProject(path, {
      header: (header) => void tables.push(...header.tables.map(() => new UrlColumns())),
      rows: (t, read) => tables[t]!.appendRows(read),
      checks: (read) => void checks.push(...read),
    }),
  );
  if (tables[0]!.rowCount !== rows) throw new Error(`${tables[0]!.rowCount} of ${rows} rows opened`);
  if (checks.length !== checkCount) throw new Error(`${checks.length} of ${checkCount} check results opened`);
  console.log(JSON.stringify({ seconds: took, heldMb: held, peakMb: peakRssMb(), afterMb: mib() }));
}

(mode === 'save' ? save() : open()).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
