import { readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { importSources } from '../../electron/engine/import/import-sources';
import { generateSet } from '../support/generated-set';

/** One thread's CPU so far, in ms (Linux: /proc/self/task/<tid>/stat, utime + stime at 100 ticks/s). */
function taskCpu(): Map<string, { name: string; ms: number }> {
  const out = new Map<string, { name: string; ms: number }>();
  for (const tid of readdirSync('/proc/self/task')) {
    try {
      const stat = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
      const close = stat.lastIndexOf(')');
      const name = stat.slice(stat.indexOf('(') + 1, close);
      const fields = stat.slice(close + 2).split(' ');
      out.set(tid, { name, ms: (Number(fields[11]) + Number(fields[12])) * 10 });
    } catch {
      // the thread ended
    }
  }
  return out;
}

/**
 * `tsx test/bench/import-threads.ts <workers> <files> <rowsPerFile>`: imports a generated set on parse
 * workers, taking columns as the app does, and prints its wall and each thread's CPU (the main thread's
 * named MAIN), Linux only.
 */
async function main(): Promise<void> {
  const [workers = 2, files = 10, rowsPerFile = 20_000] = process.argv.slice(2).map(Number);
  const dir = await mkdtemp(join(tmpdir(), 'sitemap-studio-threads-'));
  try {
    const set = await generateSet(dir, files, rowsPerFile);
    const before = taskCpu();
    const cpu = process.cpuUsage();
    let rows = 0;
    let last = new Map<string, { name: string; ms: number }>();
    const sampler = setInterval(() => (last = taskCpu()), 50);
    const started = performance.now();
    await importSources([set.index], {}, { parseWorkers: workers, takeColumns: (c) => void (rows += c.rowCount) });
    const wallMs = Math.round(performance.now() - started);
    clearInterval(sampler);
    const after = taskCpu();
    for (const [tid, now] of after) last.set(tid, now);
    const { user, system } = process.cpuUsage(cpu);
    const perThread = [...last].map(([tid, { name, ms }]) => ({
      tid,
      name,
      ms: ms - (before.get(tid)?.ms ?? 0),
    }));
    const main = perThread.find((t) => t.tid === String(process.pid))!;
    const busy = perThread.filter((t) => t.ms >= 20).sort((a, b) => b.ms - a.ms);
    console.log(
      JSON.stringify({
        rows,
        workers,
        wallMs,
        cpuAllMs: (user + system) / 1000,
        mainMs: main.ms,
        threads: busy.map((t) => `${t.tid === String(process.pid) ? 'MAIN' : t.name}:${t.ms}`),
      }),
    );
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

void main();
