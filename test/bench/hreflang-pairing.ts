// Pairing pages into hreflang clusters where the sitemap lists no alternates yet (shared/hreflang/pair-by-rule,
// the Languages panel's Pair pages…): N pages in 5 languages under /{lang}/, none listing alternates, in one
// columnar table per language. BENCH_ROWS picks N (default 1,000,000 rows in all). The app runs the proposal a
// step at a time between slices of page time, so what a person feels is its longest step (goal: well under a
// frame's 16 ms); then the apply's steps (each row's alternates read and extended into the history's command)
// and that one command and its undo, which the history runs at once; then the same pages from a CSV of slugs.
import { UrlColumns } from '../../shared/columnar/url-columns';
import { pairByRuleInSteps, parsePairRule } from '../../shared/hreflang/pair-by-rule';
import { pairBySlugsInSteps } from '../../shared/hreflang/pair-by-slugs';
import { readSlugsCsv } from '../../shared/hreflang/slugs-csv';
import { emptyRow } from '../../shared/url-table';
import { pairCommandsInSteps } from '../../renderer/src/languages/pairing';
import { applyCommand, invertCommand } from '../../renderer/src/table/edit-commands';
import { fmt, peakRssMb } from './measure';

const ROWS = Number(process.env['BENCH_ROWS'] ?? 1_000_000);
const LANGUAGES = ['en', 'nl', 'de', 'fr', 'es'];
const BATCH = 50_000;

function languageTable(language: string, pages: number): UrlColumns {
  const table = new UrlColumns();
  for (let start = 0; start < pages; start += BATCH) {
    const count = Math.min(BATCH, pages - start);
    table.appendRows(
      Array.from({ length: count }, (_, i) => emptyRow(`https://example.com/${language}/page-${start + i}`)),
    );
  }
  return table;
}

interface Stepped<R> {
  value: R;
  steps: number;
  longestMs: number;
  /** The CPU time of the step that took the most of it. */
  longestCpuMs: number;
  wallS: number;
  cpuS: number;
}

/** Runs `steps` to the end, timing each step. */
function timeSteps<R>(steps: Generator<void, R, void>): Stepped<R> {
  const cpuBefore = process.cpuUsage();
  const start = performance.now();
  let longestMs = 0;
  let longestCpuMs = 0;
  let count = 0;
  for (;;) {
    const stepStart = performance.now();
    const stepCpu = process.cpuUsage();
    const step = steps.next();
    longestMs = Math.max(longestMs, performance.now() - stepStart);
    const cpu = process.cpuUsage(stepCpu);
    longestCpuMs = Math.max(longestCpuMs, (cpu.user + cpu.system) / 1000);
    count += 1;
    if (step.done) {
      const cpu = process.cpuUsage(cpuBefore);
      return {
        value: step.value,
        steps: count,
        longestMs,
        longestCpuMs,
        wallS: (performance.now() - start) / 1000,
        cpuS: (cpu.user + cpu.system) / 1e6,
      };
    }
  }
}

/** Runs `work`, with its wall and CPU time. */
function timed<R>(work: () => R): { value: R; wallS: number; cpuS: number } {
  const cpuBefore = process.cpuUsage();
  const start = performance.now();
  const value = work();
  const cpu = process.cpuUsage(cpuBefore);
  return { value, wallS: (performance.now() - start) / 1000, cpuS: (cpu.user + cpu.system) / 1e6 };
}

type BenchTables = { id: string; name: string; source: null; rows: UrlColumns }[];

const line = (what: string, s: { wallS: number; cpuS: number }, more = ''): void =>
  console.log(`  ${what.padEnd(21)}${fmt(s.wallS)} s, CPU ${fmt(s.cpuS)} s${more}`);
const stepsText = (s: Stepped<unknown>): string =>
  ` in ${s.steps.toLocaleString('en-US')} steps, the longest ${fmt(s.longestMs, 1)} ms (CPU ${fmt(s.longestCpuMs, 1)} ms)`;

export async function benchHreflangPairing(): Promise<void> {
  const pages = Math.floor(ROWS / LANGUAGES.length);
  const tables = LANGUAGES.map((language, at) => ({
    id: `t${at}`,
    name: language,
    source: null,
    rows: languageTable(language, pages),
  }));
  console.log(
    `hreflang-pairing: ${(pages * LANGUAGES.length).toLocaleString('en-US')} rows in ${LANGUAGES.length} languages, paired by /{lang}/`,
  );
  pairByRuleFigures(tables, pages);
  // What the rule's run made is let go here, as the app lets a proposal go once applied.
  pairFromCsvFigures(tables, pages);
  console.log(`  peak resident        ${fmt(peakRssMb(), 0)} MB (the tables included)`);
}

function pairByRuleFigures(tables: BenchTables, pages: number): void {
  const proposal = timeSteps(pairByRuleInSteps(tables, parsePairRule('/{lang}/')!));
  const commands = timeSteps(pairCommandsInSteps(tables, proposal.value, 'Pairing'));
  const apply = timed(() => commands.value.forEach(({ command }, at) => applyCommand(tables[at]!.rows, command)));
  const undo = timed(() =>
    commands.value.forEach(({ command }, at) => applyCommand(tables[at]!.rows, invertCommand(command))),
  );
  const { clusters, links } = proposal.value;
  const paired = clusters === pages && links === pages * LANGUAGES.length ** 2;
  const counts = `${clusters.toLocaleString('en-US')} clusters, ${links.toLocaleString('en-US')} links: ${paired}`;
  line('proposal', proposal, `${stepsText(proposal)} (${counts})`);
  line('apply: its command', commands, stepsText(commands));
  line('apply: run at once', apply);
  line('undo', undo);
}

/** The same pages from a CSV of slugs (one line per content, a path per language), read in one step. */
function pairFromCsvFigures(tables: BenchTables, pages: number): void {
  const csv = [
    LANGUAGES.join(','),
    ...Array.from({ length: pages }, (_, i) => LANGUAGES.map((language) => `/${language}/page-${i}`).join(',')),
  ].join('\n');
  const read = timed(() => readSlugsCsv(csv));
  if ('fault' in read.value) throw new Error('the bench CSV does not read');
  const fromCsv = timeSteps(pairBySlugsInSteps(tables, read.value));
  line('CSV read (one step)', read, ` (${(csv.length / 1048576).toFixed(0)} MiB of text)`);
  line('CSV proposal', fromCsv, `${stepsText(fromCsv)} (${fromCsv.value.clusters.toLocaleString('en-US')} clusters)`);
}
