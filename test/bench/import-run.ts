import { execFileSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { generateSet } from '../support/generated-set';
import type { Mode, PhaseResult } from './import';
import { amdahl } from './scaling';

/**
 * The import benchmark: 1,000,000 URLs as 20 gzipped sitemaps plus an index; imports them and prints
 * URLs/s, MB/s of uncompressed XML, CPU time (all threads) and peak RSS (on parse workers, one per core,
 * and on the main thread alone, each taking rows as columns as the app does), next to the floor
 * (gunzip + sax with no handlers) and sitemap.js's parser. Each phase runs in a fresh process.
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
    for (const mode of ['floor', 'import', 'import-thread', 'cli', 'cli-1', 'sitemapjs'] as const) {
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
    const ratio = (mode: Mode): string => (phases[mode].ms / phases.floor.ms).toFixed(2);
    console.log(
      `\nimport on ${phases.import.workers} parse workers / single-core floor = ${ratio('import')}x (goal: ≤ 0.75x, the issue's #29 goal on 2 cores); ` +
        `on the main thread alone = ${ratio('import-thread')}x; load average ${loadAverage(before)} → ${loadAverage(loadavg())}`,
    );
    const speedUp = phases['cli-1'].ms / phases.cli.ms;
    console.log(
      `sitemap-studio import on ${phases.cli.workers} threads / floor = ${ratio('cli')}x (goal: ≤ 0.75x); on 1 thread = ${ratio('cli-1')}x; ` +
        `speed-up ${speedUp.toFixed(2)}x on ${phases.cli.workers} threads, ${amdahl(speedUp, phases.cli.workers ?? 1)}`,
    );
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** The 1-minute load average: above the core count, other work shares the cores the phases run on. */
function loadAverage([oneMinute]: number[]): string {
  return oneMinute!.toFixed(1);
}

function label(mode: Mode): string {
  return {
    floor: 'floor: gunzip + sax, no handlers',
    import: 'importSources, parse workers',
    'import-thread': 'importSources, main thread only',
    cli: 'sitemap-studio import, all cores',
    'cli-1': 'sitemap-studio import --threads 1',
    sitemapjs: 'sitemap.js XMLToSitemapItemStream',
  }[mode];
}
