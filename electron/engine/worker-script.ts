import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type * as Esbuild from 'esbuild';
import { activeLocale } from '../../shared/i18n/active-locale';

/**
 * The young generation of every worker, in MiB. V8 lets each thread's grow to tens of MiB of garbage
 * between scavenges; the streaming CLI runs six workers beside the main thread, and at 1M URLs this cap
 * took its peak RSS from 707 to 613 MiB, its CPU no higher (1 MiB saved little more and cost 10% more CPU).
 */
export const WORKER_YOUNG_GENERATION_MB = 4;

/** What every worker is started with: a small young generation (WORKER_YOUNG_GENERATION_MB). */
export const WORKER_RESOURCE_LIMITS = { maxYoungGenerationSizeMb: WORKER_YOUNG_GENERATION_MB } as const;

/** Bundled sources of entries run from source, once per process. */
const bundled = new Map<string, string>();

/**
 * Starts a worker thread from an entry module, wherever the engine runs: the built app and CLI load
 * the `<name>.js` that electron-vite emits beside them (out/main, an input in electron.vite.config.ts). From source (tsx, Vitest), a
 * worker would not inherit the runner's TypeScript transform, so the `.ts` entry (`sourcePath`) is
 * bundled once in memory with esbuild (a dev dependency, as tsx is) and run as the worker's code.
 * The worker gets this thread's language (worker-language.ts) and a small young generation.
 */
export function startWorker(name: string, sourcePath: string): Worker {
  const workerData = { locale: activeLocale() };
  // Bundled, this module may sit in out/main/chunks, one folder below the entry.
  const built = [join(__dirname, `${name}.js`), join(__dirname, '..', `${name}.js`)].find(existsSync);
  if (built) return new Worker(built, { workerData, resourceLimits: WORKER_RESOURCE_LIMITS });
  let code = bundled.get(sourcePath);
  if (code === undefined) {
    if (!existsSync(sourcePath))
      throw new Error(`The worker ${name} is neither built beside ${__dirname} nor at ${sourcePath}`);
    const esbuild = createRequire(__filename)('esbuild') as typeof Esbuild;
    const output = esbuild.buildSync({
      entryPoints: [sourcePath],
      bundle: true,
      platform: 'node',
      format: 'cjs',
      write: false,
      logLevel: 'silent',
    });
    code = output.outputFiles[0]!.text;
    bundled.set(sourcePath, code);
  }
  return new Worker(code, { eval: true, workerData, resourceLimits: WORKER_RESOURCE_LIMITS });
}
