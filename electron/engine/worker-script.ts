import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { Worker, type ResourceLimits } from 'node:worker_threads';
import type * as Esbuild from 'esbuild';
import { activeLocale } from '../../shared/i18n/active-locale';
import { startedAhead } from './started-ahead';
import { optimiseOnWorkerThreads } from './worker-isolate-flags';

/**
 * A worker's young generation, in MiB, in a process that bounds its memory (the streaming CLI). V8 lets
 * each thread's grow to tens of MiB of garbage between scavenges; the streaming CLI runs six workers
 * beside the main thread, and at 1M URLs this cap took its peak RSS from 707 to 613 MiB (1 MiB saved
 * little more and cost 10% more CPU). It costs parse and pack workers some 12% more CPU, so the app
 * and the other commands keep V8's default.
 */
export const SMALL_YOUNG_GENERATION_MB = 4;

/**
 * A parse worker's young generation where workers are kept small: sax makes garbage by the element (a
 * tag, its name, its text), and at 4 MiB scavenges took about a fifth of a parse worker's CPU (profiled
 * at 1M URLs; 12% at 8). The streaming CLI at 1M, 5 runs alternating under load, medians: CPU of all
 * threads 16.6 -> 15.7 s at 8 MiB, peak RSS 477 -> 478 MiB (runs vary by 25); 16 MiB, 15.6 s for
 * 508 MiB. At 10M, side by side: 157.3 -> 147.1 s, peak 515 -> 510 MiB. The other workers make less
 * garbage and keep SMALL_YOUNG_GENERATION_MB: pack workers at 8 too saved 0.6 s at 1M (means of 4
 * pairs) but nothing at 10M (134.5 s beside 134.4, both 535 MiB).
 */
export const PARSE_YOUNG_GENERATION_MB = 8;

let small = false;

/** Starts every later worker of this process with a small young generation (SMALL_YOUNG_GENERATION_MB, a parse worker's PARSE_YOUNG_GENERATION_MB). */
export function keepWorkersSmall(): void {
  small = true;
}

/** What a worker (by its entry's name) is started with: V8's default, or a small young generation (keepWorkersSmall). */
export const workerResourceLimits = (name?: string): ResourceLimits =>
  small
    ? { maxYoungGenerationSizeMb: name === 'parse-worker' ? PARSE_YOUNG_GENERATION_MB : SMALL_YOUNG_GENERATION_MB }
    : {};

/** Bundled sources of entries run from source, once per process. */
const bundled = new Map<string, string>();

/** A worker started before anything asked for it (startEarly), and what it was started with. */
interface EarlyWorker {
  worker: Worker;
  locale: string;
  limits: string;
  /** Exited or failed before it was taken: never handed out. */
  dead: boolean;
  died(): void;
}

/** Workers started early, by entry name, oldest first. */
const early = new Map<string, EarlyWorker[]>();
/** How many were started early, how many of them handed out, and how many started when asked, none early to take (earlyWorkerCounts). */
const earlyCounts = { started: 0, taken: 0, late: 0 };

/**
 * A test's seam: how many workers this process started early, how many of those it handed out, and
 * how many it started when a pool asked, with none started early to hand out (`late`).
 */
export const earlyWorkerCounts = (): { started: number; taken: number; late: number } => ({ ...earlyCounts });

/**
 * Starts `count` workers of an entry now (no more than can run at once: startedAhead), before
 * anything asks for one, so that their start-up (the isolate, the entry's code loaded and compiled:
 * 30-50 ms of CPU each) overlaps the starter's own (a CLI loading its modules). startWorker hands
 * them out first. They do not keep the process alive until taken, and one that dies meanwhile is
 * never handed out. Answers the workers started.
 */
export function startEarly(name: string, sourcePath: string, count: number): Worker[] {
  const held = early.get(name) ?? [];
  early.set(name, held);
  const started: Worker[] = [];
  const ahead = startedAhead(count);
  for (let n = 0; n < ahead; n++) {
    const worker = launch(name, sourcePath);
    worker.unref();
    const entry: EarlyWorker = {
      worker,
      locale: activeLocale(),
      limits: JSON.stringify(workerResourceLimits(name)),
      dead: false,
      died: () => (entry.dead = true),
    };
    worker.once('error', entry.died).once('exit', entry.died);
    held.push(entry);
    started.push(worker);
    earlyCounts.started++;
  }
  return started;
}

/**
 * An early worker of `name`, started as startWorker would start one now (the same language and
 * limits), or null. Those that could not be handed out as they are (started otherwise) are terminated.
 */
function takeEarly(name: string): Worker | null {
  const held = early.get(name) ?? [];
  const locale = activeLocale();
  const limits = JSON.stringify(workerResourceLimits(name));
  while (held.length > 0) {
    const entry = held.shift()!;
    entry.worker.off('error', entry.died).off('exit', entry.died);
    if (!entry.dead && entry.locale === locale && entry.limits === limits) {
      entry.worker.ref();
      earlyCounts.taken++;
      return entry.worker;
    }
    // Never handed out, so never given a job: see dropEarlyWorkers.
    void entry.worker.terminate();
  }
  return null;
}

/**
 * Terminates the early workers not taken (startEarly), once nothing will take them. Unlike a pool's
 * worker (end-worker.ts), one never handed out has been sent no job: it only loads its entry, which
 * makes no zlib handle, so a terminate cannot land inside a zlib constructor.
 */
export async function dropEarlyWorkers(): Promise<void> {
  const left = [...early.values()].flat();
  early.clear();
  await Promise.all(left.map(({ worker }) => worker.terminate()));
}

/**
 * Starts a worker thread from an entry module, wherever the engine runs: one started early for it
 * (startEarly) when there is one, else a new one.
 */
export function startWorker(name: string, sourcePath: string): Worker {
  const taken = takeEarly(name);
  if (taken) return taken;
  earlyCounts.late++;
  return launch(name, sourcePath);
}

/**
 * Starts a worker thread from an entry module, wherever the engine runs: the built app and CLI load
 * the `<name>.js` that electron-vite emits beside them (out/main, an input in electron.vite.config.ts). From source (tsx, Vitest), a
 * worker would not inherit the runner's TypeScript transform, so the `.ts` entry (`sourcePath`) is
 * bundled once in memory with esbuild (a dev dependency, as tsx is) and run as the worker's code.
 * The worker gets this thread's language (worker-language.ts) and workerResourceLimits().
 */
function launch(name: string, sourcePath: string): Worker {
  const workerData = { locale: activeLocale() };
  // Bundled, this module may sit in out/main/chunks, one folder below the entry.
  const built = [join(__dirname, `${name}.js`), join(__dirname, '..', `${name}.js`)].find(existsSync);
  if (built) return makeWorker(built, { name, workerData });
  if (!existsSync(sourcePath))
    throw new Error(`The worker ${name} is neither built beside ${__dirname} nor at ${sourcePath}`);
  return makeWorker(bundleFromSource(sourcePath), { name, eval: true, workerData });
}

/**
 * Every worker thread of the engine is made here, from a file or (`eval`) from code: with V8
 * optimising on the worker's own thread (optimiseOnWorkerThreads, set before its isolate is made) and
 * workerResourceLimits(name).
 */
export function makeWorker(
  source: string,
  { name, eval: isCode = false, workerData }: { name?: string; eval?: boolean; workerData?: unknown } = {},
): Worker {
  optimiseOnWorkerThreads();
  return new Worker(source, { eval: isCode, workerData, resourceLimits: workerResourceLimits(name) });
}

/**
 * A worker entry's code bundled from source by esbuild, once per process. A bench calls it before
 * its timer: the built app loads its worker from disk, and from source the first bundle costs
 * 100-380 ms of wall (1M URLs import, under load) before any worker can start.
 */
export function bundleFromSource(sourcePath: string): string {
  let code = bundled.get(sourcePath);
  if (code === undefined) {
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
  return code;
}
