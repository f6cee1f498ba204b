import { execFileSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { generateSet } from '../support/generated-set';
import type { Mode, PhaseResult } from './import';
import { amdahl, amdahlSpeedUp, serialFraction } from './scaling';

/**
 * The import benchmark: 1,000,000 URLs as 20 gzipped sitemaps plus an index; imports them and prints
 * URLs/s, MB/s of uncompressed XML, CPU time (all threads) and peak RSS (on parse workers, one per core,
 * on one, and on the main thread alone, each taking rows as columns as the app does; then
 * `sitemap-studio import` on every core and on one), next to the floor (gunzip + sax with no handlers)
 * and sitemap.js's parser. Each phase runs in a fresh process. For the app and the CLI it prints the
 * ratio to the floor, the CPU of all threads, the 1- vs all-core speed-up and the 16-core projection.
 * The machine's load average is printed before and after: on a busy machine the wall times stretch.
 */
export async function benchImport(): Promise<void> {
  const dir = await mkdtemp(join(tmpdir(), 'sitemap-studio-bench-'));
  try {
    const started = performance.now();
    const set = await generateSet(dir);
    console.log(
      `Generated ${set.rows.toLocaleString('en')} URLs in ${set.files.length} gzipped sitemaps + an index ` +
        `(${(set.xmlBytes / 1e6).toFixed(1)} MB of XML) in ${((performance.now() - started) / 1000).toFixed(1)} s.\n`,
    );
    const before = loadavg();
    const phases: Record<Mode, PhaseResult> = {} as Record<Mode, PhaseResult>;
    for (const mode of ['floor', 'import', 'import-1', 'import-thread', 'cli', 'cli-1', 'sitemapjs'] as const) {
      const output = execFileSync(
        process.execPath,
        [...process.execArgv, join(__dirname, 'import.ts'), mode, String(set.rows), set.index, ...set.files],
        {
          encoding: 'utf8',
          maxBuffer: 1024 * 1024,
        },
      );
      const phase = JSON.parse(output.trim().split('\n').pop()!) as PhaseResult;
      phases[mode] = phase;
      const seconds = phase.ms / 1000;
      console.log(
        `${label(mode).padEnd(34)} ${seconds.toFixed(2).padStart(6)} s  ${Math.round(phase.rows / seconds)
          .toLocaleString('en')
          .padStart(9)} URLs/s  ` +
          `${(set.xmlBytes / 1e6 / seconds).toFixed(1).padStart(6)} MB/s  CPU ${(phase.cpuMs / 1000).toFixed(2).padStart(6)} s  ` +
          `peak RSS ${(phase.peakRssBytes / 2 ** 20).toFixed(0)} MiB  (${phase.rows.toLocaleString('en')} rows)`,
      );
    }
    console.log(`\nload average ${loadAverage(before)} → ${loadAverage(loadavg())}`);
    console.log(scaling('importSources (the app)', phases, 'import', 'import-1'));
    console.log(`  on the main thread alone (no parse worker) = ${ratio(phases, 'import-thread')}x the floor`);
    console.log(scaling('sitemap-studio import (the CLI)', phases, 'cli', 'cli-1'));
    if (Math.max(before[0]!, loadavg()[0]!) > availableParallelism()) {
      console.log(
        'The load average was above the core count: other work took the cores, so the walls, ratios and ' +
          "speed-ups say little; the CPU of all threads against the floor's holds.",
      );
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** #29's goal for import on 2 cores, against the single-core floor. */
const GOAL = 0.75;

const ratio = (phases: Record<Mode, PhaseResult>, mode: Mode): string => (phases[mode].ms / phases.floor.ms).toFixed(2);

/**
 * How an import on every core (`many`) compares with the floor and with itself on one worker
 * (`one`): the ratio and its goal, the CPU of all threads, how far the wall is from the physical
 * limit (that CPU spread evenly over the cores), the speed-up, and what it projects for 16 cores.
 */
function scaling(name: string, phases: Record<Mode, PhaseResult>, many: Mode, one: Mode): string {
  const threads = phases[many].workers ?? 1;
  const { ms, cpuMs } = phases[many];
  const speedUp = phases[one].ms / ms;
  const limitMs = cpuMs / threads;
  const at16 = phases[one].ms / amdahlSpeedUp(serialFraction(speedUp, threads), 16) / phases.floor.ms;
  return (
    `${name} on ${threads} threads / single-core floor = ${ratio(phases, many)}x (goal ≤ ${GOAL}x on 2 cores); ` +
    `CPU of all threads ${(cpuMs / 1000).toFixed(2)} s (${(cpuMs / phases.floor.cpuMs).toFixed(2)}x the floor's), ` +
    `the wall ${(ms / limitMs).toFixed(2)}x the physical limit (that CPU over ${threads} cores); ` +
    `on 1 thread ${ratio(phases, one)}x; speed-up ${speedUp.toFixed(2)}x (goal ≥ 1.8x), ${amdahl(speedUp, threads)} ` +
    `(${at16.toFixed(2)}x the floor; goal ≤ 0.15x)`
  );
}

/** The 1-minute load average: above the core count, other work shares the cores the phases run on. */
function loadAverage([oneMinute]: number[]): string {
  return oneMinute!.toFixed(1);
}

function label(mode: Mode): string {
  return {
    floor: 'floor: gunzip + sax, no handlers',
    import: 'importSources, parse workers',
    'import-1': 'importSources, 1 parse worker',
    'import-thread': 'importSources, main thread only',
    cli: 'sitemap-studio import, all cores',
    'cli-1': 'sitemap-studio import --threads 1',
    sitemapjs: 'sitemap.js XMLToSitemapItemStream',
  }[mode];
}
