import { createReadStream, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { createGunzip } from 'node:zlib';
import sax from 'sax';
import { ErrorLevel, XMLToSitemapItemStream } from 'sitemap';
import { importSources } from '../../electron/engine/import/import-sources';
import type { UrlColumns } from '../../shared/columnar/url-columns';
import { runCli } from '../../electron/cli/run-cli';
import { PARSE_WORKER_SOURCE } from '../../electron/engine/import/parse-pool';
import { bundleFromSource } from '../../electron/engine/worker-script';

/**
 * One measured phase, run in its own process so its peak memory is its own:
 * `tsx test/bench/import.ts <mode> <rows> <index> <files...>`; prints one JSON line.
 */
export type Mode = 'import' | 'import-1' | 'import-thread' | 'cli' | 'cli-1' | 'floor' | 'sitemapjs';

export interface PhaseResult {
  mode: Mode;
  ms: number;
  /** CPU time of every thread of the process: on a machine shared with other work, the wall time alone misleads. */
  cpuMs: number;
  rows: number;
  peakRssBytes: number;
  /** Parse worker threads the import used (0: parsed on the main thread). */
  workers?: number;
}

/** The process's peak resident set (VmHWM), falling back to sampled RSS off Linux. */
function peakRss(sampled: number): number {
  try {
    const match = /VmHWM:\s+(\d+) kB/.exec(readFileSync('/proc/self/status', 'utf8'));
    if (match) return Number(match[1]) * 1024;
  } catch {
    // not Linux
  }
  return sampled;
}

/** The floor: gunzip, decode and sax-parse (same options as the importer) with no handlers at all. */
export async function floor(files: string[]): Promise<void> {
  for (const file of files) {
    const parser = sax.parser(true, { xmlns: true, position: true });
    const decoder = new TextDecoder('utf-8', { fatal: true });
    for await (const chunk of createReadStream(file, { highWaterMark: 256 * 1024 }).pipe(
      createGunzip({ chunkSize: 256 * 1024 }),
    )) {
      parser.write(decoder.decode(chunk as Buffer, { stream: true }));
    }
    parser.close();
  }
}

async function sitemapJs(files: string[]): Promise<number> {
  let rows = 0;
  for (const file of files) {
    const stream = createReadStream(file)
      .pipe(createGunzip())
      .pipe(new XMLToSitemapItemStream({ level: ErrorLevel.SILENT }));
    for await (const _item of stream) rows++;
  }
  return rows;
}

/** Imports as the app does: each file's rows taken as columns, which its handler hands to the renderer in slices. */
async function importAll(index: string, parseWorkers: number): Promise<number> {
  let rows = 0;
  const takeColumns = (columns: UrlColumns): void => void (rows += columns.rowCount);
  const result = await importSources([index], {}, { parseWorkers, takeColumns });
  const errors = result.problems.filter((item) => item.severity !== 'info');
  if (errors.length > 0) throw new Error(`The benchmark set gave problems: ${JSON.stringify(errors.slice(0, 3))}`);
  return rows;
}

/** `sitemap-studio import <files> --threads <threads> --json`, in this process: the URLs it says it read. */
async function cliImport(files: string[], threads: number): Promise<number> {
  let out = '';
  const args = ['import', ...files, '--threads', String(threads), '--json'];
  const code = await runCli(args, { out: (text) => void (out += text), err: () => undefined });
  if (code !== 0) throw new Error(`sitemap-studio import exited with ${code}`);
  return (JSON.parse(out) as { counts: { urls: number } }).counts.urls;
}

async function main(): Promise<void> {
  const [mode, rowsText, index, ...files] = process.argv.slice(2) as [Mode, string, string, ...string[]];
  const workers =
    mode === 'import' ? availableParallelism() : mode === 'import-1' ? 1 : mode === 'import-thread' ? 0 : undefined;
  const cliThreads = mode === 'cli' ? availableParallelism() : mode === 'cli-1' ? 1 : undefined;
  // Run from source, the parse worker is bundled before any can start (the built app has it on disk): not timed.
  if (workers || cliThreads) bundleFromSource(PARSE_WORKER_SOURCE);
  // The same for the CLI's command: from source, tsx compiles its modules as they load (~0.26 s on
  // T1 and T2 alike, counted as serial); the built CLI loads them from one bundle. Not timed either.
  if (cliThreads) await runCli(['import', '--help'], { out: () => undefined, err: () => undefined });
  let sampled = 0;
  const sampler = setInterval(() => (sampled = Math.max(sampled, process.memoryUsage().rss)), 20);
  const started = performance.now();
  const cpu = process.cpuUsage();
  // The floor has no handler to count with: it is credited with the rows the set holds.
  const rows =
    workers !== undefined
      ? await importAll(index, workers)
      : cliThreads !== undefined
        ? await cliImport(files, cliThreads)
        : mode === 'floor'
          ? (await floor(files), Number(rowsText))
          : await sitemapJs(files);
  const ms = performance.now() - started;
  const { user, system } = process.cpuUsage(cpu);
  clearInterval(sampler);
  const result: PhaseResult = {
    mode,
    ms,
    cpuMs: (user + system) / 1000,
    rows,
    peakRssBytes: peakRss(sampled),
    workers: workers ?? cliThreads,
  };
  process.stdout.write(`${JSON.stringify(result)}\n`);
}

if (process.argv[1]?.endsWith('import.ts')) void main();
