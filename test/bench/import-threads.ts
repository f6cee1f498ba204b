import { readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { importSources } from '../../electron/engine/import/import-sources';
import { createParsePool, type ParsePool } from '../../electron/engine/import/parse-pool';
import { generateSet } from '../support/generated-set';

interface ThreadTimes {
  name: string;
  /** On a core, from utime + stime (100 ticks/s). */
  ms: number;
  /** On a core and waiting for one, from schedstat (ns): what is neither was asleep, waiting for work. */
  runMs: number;
  queuedMs: number;
  /** When the thread started, in ms since boot (stat's starttime), and when it was last seen. */
  startMs: number;
  seenMs: number;
}

/** Each thread's times so far (Linux: /proc/self/task/<tid>/stat and schedstat). */
function taskTimes(): Map<string, ThreadTimes> {
  const out = new Map<string, ThreadTimes>();
  const seenMs = Number(readFileSync('/proc/uptime', 'utf8').split(' ')[0]) * 1000;
  for (const tid of readdirSync('/proc/self/task')) {
    try {
      const stat = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
      const [run, queued] = readFileSync(`/proc/self/task/${tid}/schedstat`, 'utf8').split(' ').map(Number);
      const close = stat.lastIndexOf(')');
      const name = stat.slice(stat.indexOf('(') + 1, close);
      const fields = stat.slice(close + 2).split(' ');
      const ms = (Number(fields[11]) + Number(fields[12])) * 10;
      out.set(tid, { name, ms, runMs: run! / 1e6, queuedMs: queued! / 1e6, startMs: Number(fields[19]) * 10, seenMs });
    } catch {
      // the thread ended
    }
  }
  return out;
}

/**
 * `tsx test/bench/import-threads.ts <workers> <files> <rowsPerFile>`: imports a generated set on parse
 * workers, taking columns as the app does, and prints its wall and each thread's CPU (the main thread's
 * named MAIN), and per parse worker how long it ran, waited for a core (the machine's load) and slept
 * (waited for work: between files, before its first, after its last until the pool closed), Linux only.
 */
async function main(): Promise<void> {
  const [workers = 2, files = 10, rowsPerFile = 20_000] = process.argv.slice(2).map(Number);
  const dir = await mkdtemp(join(tmpdir(), 'sitemap-studio-threads-'));
  try {
    const set = await generateSet(dir, files, rowsPerFile);
    const before = taskTimes();
    const cpu = process.cpuUsage();
    let rows = 0;
    // Kept per thread as last seen: the workers are seen just before the pool stops them.
    const last = new Map<string, ThreadTimes>();
    const sample = (): void => void taskTimes().forEach((times, tid) => last.set(tid, times));
    const parsePool = (size: number): ParsePool => {
      const pool = createParsePool(size);
      return { ...pool, close: () => (sample(), pool.close()) };
    };
    const started = performance.now();
    const startedMs = Number(readFileSync('/proc/uptime', 'utf8').split(' ')[0]) * 1000;
    await importSources(
      [set.index],
      {},
      { parseWorkers: workers, parsePool, takeColumns: (c) => void (rows += c.rowCount) },
    );
    const wallMs = Math.round(performance.now() - started);
    sample();
    const { user, system } = process.cpuUsage(cpu);
    const perThread = [...last].map(([tid, now]) => ({ tid, ...now, ms: now.ms - (before.get(tid)?.ms ?? 0) }));
    const main = perThread.find((t) => t.tid === String(process.pid))!;
    const busy = perThread.filter((t) => t.ms >= 20).sort((a, b) => b.ms - a.ms);
    // The parse workers: the threads started by the import that did most of its work.
    const parsers = perThread
      .filter((t) => !before.has(t.tid) && t.ms >= 500)
      .map((t) => {
        const life = t.seenMs - t.startMs;
        const asleep = Math.round(life - t.runMs - t.queuedMs);
        return `started +${Math.round(t.startMs - startedMs)} ms, ran ${Math.round(t.runMs)}, waited for a core ${Math.round(t.queuedMs)}, asleep ${asleep}`;
      });
    console.log(
      JSON.stringify({
        rows,
        workers,
        wallMs,
        cpuAllMs: (user + system) / 1000,
        mainMs: main.ms,
        threads: busy.map((t) => `${t.tid === String(process.pid) ? 'MAIN' : t.name}:${t.ms}`),
        parsers,
      }),
    );
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

void main();
