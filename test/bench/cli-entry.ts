// Which CLI a bench runs: the sources under tsx, or the CLI as it ships (electron-vite build, what
// `npx sitemap-studio` runs through bin/sitemap-studio.js), and how to say which in its output.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

const ROOT = resolve(__dirname, '../..');
const SOURCE_CLI = join(ROOT, 'electron/cli/index.ts');
/**
 * The built CLI: from source, tsx transforms the CLI and esbuild bundles each worker's entry as it
 * starts (about 0.6 s of CPU at 1M, in the phase "started"). Build it first
 * (`flock /tmp/build.lock npx electron-vite build`).
 */
export const BUILT_CLI = join(ROOT, 'out/main/cli.js');
/** What `npx sitemap-studio` runs: the built CLI, after it turns on Node's compile cache (Node 22.1 and later). */
const BIN = join(ROOT, 'bin/sitemap-studio.js');

export interface CliEntry {
  /** The command that starts it, before the CLI's own arguments. */
  node: string[];
  /** Which CLI it is, for the bench's output. */
  label: string;
}

/** The newest modification time of the sources the built CLI is made from (electron/ and shared/), in ms. */
function newestSource(folder = ROOT, under = ['electron', 'shared']): number {
  let newest = 0;
  for (const name of under) {
    const path = join(folder, name);
    const stats = statSync(path);
    if (stats.isDirectory()) newest = Math.max(newest, newestSource(path, readdirSync(path)));
    else if (path.endsWith('.ts')) newest = Math.max(newest, stats.mtimeMs);
  }
  return newest;
}

/**
 * BENCH_CLI_BUILT=1 runs the built CLI, BENCH_CLI_BUILT=0 the sources; unset, the built CLI when it
 * is there and `preferBuilt` (what users run), else the sources. A build older than a source it is
 * made from is named as such: its figures may not be the sources'.
 */
export function cliEntry(preferBuilt: boolean): CliEntry {
  const asked = process.env['BENCH_CLI_BUILT'];
  const built = asked === undefined || asked === '' ? preferBuilt && existsSync(BUILT_CLI) : asked !== '0';
  if (!built) return { node: [process.execPath, ...process.execArgv, SOURCE_CLI], label: 'run from source with tsx' };
  const at = statSync(BUILT_CLI, { throwIfNoEntry: false })?.mtimeMs;
  if (at === undefined)
    throw new Error(`${BUILT_CLI} is not built: run "flock /tmp/build.lock npx electron-vite build"`);
  const stale = newestSource() > at ? '; OLDER than a source under electron/ or shared/: rebuild it' : '';
  // BENCH_CLI_NODE runs it under another Node (Node 22 has the compile cache; Electron's own Node is 22).
  const node = process.env['BENCH_CLI_NODE'] || process.execPath;
  const version = spawnSync(node, ['--version'], { encoding: 'utf8' }).stdout.trim();
  return {
    node: [node, BIN],
    label: `the built CLI (out/main/cli.js, ${new Date(at).toISOString()}${stale}) through bin/sitemap-studio.js on Node ${version}`,
  };
}
