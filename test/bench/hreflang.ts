// hreflang clusters over a project of N pages in 5 languages, each listing all 5 (itself included), in
// one columnar table per language: the union-find over normalised locs (shared/hreflang). BENCH_ROWS
// picks N (default 1,000,000 rows in all); the goal is at most 2 s at 1M on a 2-core machine. Run
// three times: the median, and each; then validation's pass (the clusters' problems) once.
import { detach } from '../../shared/detach';
import { UrlColumns } from '../../shared/columnar/url-columns';
import { clusterProblems } from '../../shared/hreflang/cluster-problems';
import { findClusters } from '../../shared/hreflang/hreflang-clusters';
import { emptyRow } from '../../shared/url-table';
import { fmt, median, peakRssMb, seconds } from './measure';

const ROWS = Number(process.env['BENCH_ROWS'] ?? 1_000_000);
const LANGUAGES = ['en', 'nl', 'de', 'fr', 'es'];
const BATCH = 50_000;
const RUNS = 3;

function languageTable(language: string, pages: number): UrlColumns {
  const table = new UrlColumns();
  for (let start = 0; start < pages; start += BATCH) {
    const rows = Array.from({ length: Math.min(BATCH, pages - start) }, (_, i) => ({
      ...emptyRow(`https://example.com/${language}/page-${start + i}`),
      alternates: LANGUAGES.map((hreflang) => ({
        rel: 'alternate',
        hreflang,
        // Copied as import copies what it keeps: a flat string, never the template's rope (which the
        // first look at its characters flattens, a copy of every href made during the measurement).
        href: detach(`https://example.com/${hreflang}/page-${start + i}`),
      })),
    }));
    table.appendRows(rows);
  }
  return table;
}

export async function benchHreflang(): Promise<void> {
  const pages = Math.floor(ROWS / LANGUAGES.length);
  const tables = LANGUAGES.map((language) => ({ rows: languageTable(language, pages) }));
  const walls: number[] = [];
  const cpus: number[] = [];
  let clusters!: ReturnType<typeof findClusters>;
  let arrays = 0;
  for (let run = 0; run < RUNS; run += 1) {
    const arraysBefore = process.memoryUsage().arrayBuffers;
    const cpuBefore = process.cpuUsage();
    walls.push(await seconds(() => (clusters = findClusters(tables))));
    const cpu = process.cpuUsage(cpuBefore);
    cpus.push((cpu.user + cpu.system) / 1e6);
    arrays = Math.max(arrays, process.memoryUsage().arrayBuffers - arraysBefore);
  }
  const complete = clusters.count === pages && clusters.members(0).rows.length === LANGUAGES.length;
  const list = (values: number[]): string => values.map((value) => fmt(value)).join(', ');
  console.log(`hreflang: ${(pages * LANGUAGES.length).toLocaleString('en-US')} rows in ${LANGUAGES.length} languages`);
  console.log(
    `  clusters found       ${fmt(median(walls))} s median of ${list(walls)} (goal: ≤ 2 s at 1M; ${clusters.count.toLocaleString('en-US')} clusters of 5: ${complete})`,
  );
  // On a machine others share, the wall time waits for the CPU; the CPU time is the work itself
  // (with the garbage collector's threads, still busy with the tables' building on the first run).
  console.log(`  CPU time             ${fmt(median(cpus))} s median of ${list(cpus)}`);
  // Validation's pass: the clusters again, then each one's problems (complete ones without a matrix;
  // here each misses only its x-default, a note on its first row).
  const problemsCpuBefore = process.cpuUsage();
  let problems = 0;
  const problemsWall = await seconds(() => (problems = clusterProblems(tables).length));
  const problemsCpu = process.cpuUsage(problemsCpuBefore);
  console.log(
    `  cluster problems     ${fmt(problemsWall)} s, CPU ${fmt((problemsCpu.user + problemsCpu.system) / 1e6)} s (validation's pass, clusters found again included; ${problems.toLocaleString('en-US')} problems)`,
  );
  console.log(`  typed arrays         ${fmt(arrays / 1048576, 0)} MiB at most (the finder's tables and the clusters')`);
  console.log(`  peak resident        ${fmt(peakRssMb(), 0)} MB (the tables included)`);
}
