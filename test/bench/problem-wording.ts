// Wording problems: every sample message of the catalogue in English and Dutch, and a whole-table
// check whose rows each have two problems (every problem is worded as it is found).
import { messagesFor, renderMessage, type Finding } from '../../shared/problem-catalogue';
import { LOCALES } from '../../shared/i18n/locales';
import { parseBaseUrl } from '../../shared/validation/base-url';
import { validateTables } from '../../shared/validation/validate-rows';
import { SAMPLES } from '../unit/shared/problem-catalogue/samples';
import { benchRows } from './shop-rows';
import { fmt, median } from './measure';

const MESSAGES = Number(process.env['BENCH_WORDING_MESSAGES'] ?? 200_000);
const ROWS = Number(process.env['BENCH_WORDING_ROWS'] ?? 100_000);
const RUNS = 3;

const FINDINGS = Object.entries(SAMPLES).flatMap(([code, samples]) =>
  (samples as readonly (readonly unknown[])[]).map((params) => ({ code, params }) as Finding),
);

function wordSamples(): number {
  let length = 0;
  for (let i = 0; i < MESSAGES; i++) {
    const locale = LOCALES[i % LOCALES.length]!;
    length += renderMessage(FINDINGS[Math.floor(i / LOCALES.length) % FINDINGS.length]!, messagesFor(locale)).length;
  }
  return length;
}

/** The median CPU time of a few runs, in seconds: the machine may be shared, and CPU time waits for no one. */
function medianCpuSeconds(work: () => unknown): number {
  const runs: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const start = process.cpuUsage();
    work();
    const used = process.cpuUsage(start);
    runs.push((used.user + used.system) / 1e6);
  }
  return median(runs);
}

export async function benchProblemWording(): Promise<void> {
  wordSamples(); // every message compiled, and the code warm
  const wording = medianCpuSeconds(wordSamples);

  // A lastmod with no date and a priority out of range: two problems a row, nothing else.
  const rows = benchRows(ROWS).map((row) => ({ ...row, lastmod: 'yesterday', priority: '1.5' }));
  const parsed = parseBaseUrl('https://www.example.com/');
  const context = { base: parsed.ok ? parsed.base : null, now: Date.now() };
  let problems = 0;
  const check = medianCpuSeconds(() => (problems = validateTables([{ name: 'products', rows }], context).length));

  console.log(`problem-wording: ${FINDINGS.length} samples in ${LOCALES.join(' and ')}`);
  console.log(
    `  ${MESSAGES.toLocaleString('en-US')} messages  ${fmt(wording)} s CPU, ${fmt((wording / MESSAGES) * 1e6, 3)} µs a message`,
  );
  console.log(
    `  check of ${ROWS.toLocaleString('en-US')} rows (${problems.toLocaleString('en-US')} problems)  ${fmt(check)} s CPU, ${fmt((check / problems) * 1e6, 3)} µs a problem`,
  );
}
