// `npm run bench`: speed and memory figures, printed (never asserted in tests). BENCH=import,export,export-scale,preview,validate,grid,merge,undo,long-lines,columnar-memory,cli-stream,problems-panel,project,app-scale,site-check,content-check,site-crawl,hreflang,hreflang-matrix,hreflang-pairing,loc-rewrite,problem-wording to pick; BENCH_IMPORT_ROWS sizes the import's set and BENCH_IMPORT_RUNS how often each of its phases runs (medians taken), BENCH_RUNS and BENCH_WORKERS tune the export's, BENCH_EXPORT_ROWS export-scale's sizes, BENCH_CLI_ROWS the CLI's sizes, BENCH_PROJECT_ROWS the project files', BENCH_APP_ROWS the whole app's, BENCH_PANEL_ROWS the problems panel's, BENCH_CHECK_URLS the site check's and the content check's, BENCH_MATRIX_CONTENTS the giant cluster's.
import { benchAppScale } from './app-scale';
import { benchCliStream } from './cli-stream';
import { benchColumnarMemory } from './columnar-memory';
import { benchContentCheck } from './content-check';
import { benchExport } from './export';
import { benchExportScale } from './export-scale';
import { benchGrid } from './grid';
import { benchHreflang } from './hreflang';
import { benchHreflangMatrix } from './hreflang-matrix';
import { benchHreflangPairing } from './hreflang-pairing';
import { benchImport } from './import-run';
import { benchLocRewrite } from './loc-rewrite';
import { benchLongLines } from './long-lines';
import { benchMerge } from './merge';
import { benchPreview } from './preview';
import { benchProblemWording } from './problem-wording';
import { benchProblemsPanel } from './problems-panel';
import { benchProject } from './project';
import { benchSiteCheck } from './site-check';
import { benchSiteCrawl } from './site-crawl';
import { benchUndo } from './undo';
import { benchValidate } from './validate';

const BENCHES: Record<string, () => Promise<void>> = {
  import: benchImport,
  export: benchExport,
  'export-scale': benchExportScale,
  preview: benchPreview,
  validate: benchValidate,
  grid: benchGrid,
  merge: benchMerge,
  undo: benchUndo,
  'long-lines': benchLongLines,
  'columnar-memory': benchColumnarMemory,
  'cli-stream': benchCliStream,
  'problems-panel': benchProblemsPanel,
  project: benchProject,
  'app-scale': benchAppScale,
  'site-check': benchSiteCheck,
  'content-check': benchContentCheck,
  'site-crawl': benchSiteCrawl,
  hreflang: benchHreflang,
  'hreflang-matrix': benchHreflangMatrix,
  'hreflang-pairing': benchHreflangPairing,
  'loc-rewrite': benchLocRewrite,
  'problem-wording': benchProblemWording,
};

async function main(): Promise<void> {
  const picked = process.env['BENCH']?.split(',') ?? Object.keys(BENCHES);
  for (const name of picked) {
    const bench = BENCHES[name];
    if (!bench) throw new Error(`No benchmark "${name}"; there are: ${Object.keys(BENCHES).join(', ')}`);
    await bench();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
