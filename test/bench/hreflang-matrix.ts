// The Languages panel opening one giant hreflang cluster: BENCH_MATRIX_CONTENTS contents (default
// 25,000: 100,002 pages in one cluster, two sites joined by one wrong link, test/support/giant-cluster)
// in a columnar table. Its pages, matrix and problems built a step at a time (shownClusterInSteps, as
// the panel's slice runner drives it): the longest single step, which is what can hold the page
// between two frames, and the whole build's wall and CPU; then the same built at once, as before.
import { loadavg } from 'node:os';
import { shownClusterInSteps } from '../../renderer/src/languages/shown-cluster';
import { UrlColumns } from '../../shared/columnar/url-columns';
import { findClusters } from '../../shared/hreflang/hreflang-clusters';
import { runSteps } from '../../shared/run-steps';
import { giantCluster } from '../support/giant-cluster';
import { fmt, median, peakRssMb } from './measure';

const CONTENTS = Number(process.env['BENCH_MATRIX_CONTENTS'] ?? 25_000);
const RUNS = 3;

const cpuSeconds = (since: NodeJS.CpuUsage): number => {
  const used = process.cpuUsage(since);
  return (used.user + used.system) / 1e6;
};

export async function benchHreflangMatrix(): Promise<void> {
  const tables = [{ rows: UrlColumns.fromRows(giantCluster(CONTENTS)) }];
  const clusters = findClusters(tables);
  const noCheck = () => undefined;
  const longest: number[] = [];
  const longestCpu: number[] = [];
  const walls: number[] = [];
  const cpus: number[] = [];
  let steps = 0;
  let members = 0;
  let problems = 0;
  for (let run = 0; run < RUNS; run += 1) {
    const cpuBefore = process.cpuUsage();
    const start = performance.now();
    const build = shownClusterInSteps(tables, clusters, 0, noCheck);
    let worst = 0;
    let worstCpu = 0;
    steps = 0;
    for (;;) {
      const stepStart = performance.now();
      const stepCpu = process.cpuUsage();
      const step = build.next();
      worstCpu = Math.max(worstCpu, cpuSeconds(stepCpu) * 1000);
      worst = Math.max(worst, performance.now() - stepStart);
      steps += 1;
      if (step.done) {
        members = step.value.matrix.members.length;
        problems = step.value.problems.count;
        break;
      }
    }
    walls.push((performance.now() - start) / 1000);
    cpus.push(cpuSeconds(cpuBefore));
    longest.push(worst);
    longestCpu.push(worstCpu);
  }
  const atOnceCpuBefore = process.cpuUsage();
  const atOnceStart = performance.now();
  runSteps(shownClusterInSteps(tables, clusters, 0, noCheck));
  const atOnce = (performance.now() - atOnceStart) / 1000;
  const atOnceCpu = cpuSeconds(atOnceCpuBefore);

  const list = (values: number[], digits = 2): string => values.map((value) => fmt(value, digits)).join(', ');
  console.log(
    `hreflang-matrix: one cluster of ${members.toLocaleString('en-US')} pages, ${problems.toLocaleString('en-US')} problems placed`,
  );
  console.log(
    `  longest step         ${fmt(median(longest), 1)} ms median of ${list(longest, 1)} (${steps.toLocaleString('en-US')} steps; the page's slices take 8 ms of steps at a time)`,
  );
  // On a shared machine a step's wall time waits for the CPU; its CPU time (all threads, the
  // collector's included) is the work itself.
  console.log(`  longest step's CPU   ${fmt(median(longestCpu), 1)} ms median of ${list(longestCpu, 1)}`);
  console.log(
    `  built in steps       ${fmt(median(walls))} s median of ${list(walls)}, CPU ${fmt(median(cpus))} s median of ${list(cpus)}`,
  );
  console.log(`  built at once        ${fmt(atOnce)} s, CPU ${fmt(atOnceCpu)} s (the page held that long before)`);
  console.log(
    `  load average         ${loadavg()
      .map((load) => fmt(load, 1))
      .join(', ')}`,
  );
  console.log(`  peak resident        ${fmt(peakRssMb(), 0)} MB (the table included)`);
}
