// The site check's own ceiling: N fixture URLs checked with checkPage, 64 in flight through one undici
// Agent, politeness off (no robots.txt, no delays), against the fixture site served by a child process
// so the server's work is not counted as the checker's. BENCH_CHECK_URLS sets N (100,000).
import { spawn, type ChildProcess } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { Agent } from 'undici';
import { checkPage } from '../../electron/engine/site-check/check-page';
import { fixtureCases } from '../support/fixture-cases';
import { startFixtureSite } from '../support/fixture-site';
import { fmt, peakRssMb } from './measure';

const URLS = Number(process.env['BENCH_CHECK_URLS'] ?? 100_000);
/** Checks under way at once. */
export const IN_FLIGHT = 64;

export async function benchSiteCheck(): Promise<void> {
  console.log(
    `\nSite check (checkPage, ${IN_FLIGHT} in flight through one Agent, politeness off, fixture site in a child process)`,
  );
  const statuses = new Map<string, number>();
  const run = await checkFixtureUrls(URLS, checkPage, (check) => {
    const key = check.failure ? check.failure.kind : `${String(check.status).charAt(0)}xx`;
    statuses.set(key, (statuses.get(key) ?? 0) + 1);
  });
  const outcome = [...statuses].map(([key, count]) => `${key} ${count.toLocaleString('en')}`).join(', ');
  console.log(`  ${fixtureRunLine(run)} · ${outcome}`);
}

/** How a run of checks over the fixture site went (checkFixtureUrls). */
export interface FixtureRun {
  urls: number;
  seconds: number;
  /** The checker's CPU, this process's. */
  cpuSeconds: number;
  peakMiB: number;
  startMiB: number;
}

/**
 * `check` over `urls` listed fixture URLs, IN_FLIGHT at a time through one undici Agent, politeness
 * off, against the fixture site in a child process (its work not counted as the checker's); `seen`
 * gets each result. A check that can only end at its deadline measures the deadline, not the
 * checker: stalled pages are left out.
 */
export async function checkFixtureUrls<Result>(
  urls: number,
  check: (url: string, options: { dispatcher: Agent; userAgent: string; deadlineMs: number }) => Promise<Result>,
  seen: (result: Result) => void,
): Promise<FixtureRun> {
  const paths = fixtureCases(urls)
    .filter((entry) => entry.listed && entry.kind !== 'stalled')
    .slice(0, urls)
    .map((entry) => entry.path);
  const server = await serveFixtureSite(urls);
  const agent = new Agent({ connections: IN_FLIGHT });
  try {
    global.gc?.();
    writeFileSync('/proc/self/clear_refs', '5'); // the peak counts from here (Linux)
    const startMiB = process.memoryUsage().rss / 1024 / 1024;
    const cpu = process.cpuUsage();
    const started = process.hrtime.bigint();
    let next = 0;
    const worker = async (): Promise<void> => {
      while (next < paths.length) {
        const options = { dispatcher: agent, userAgent: 'SitemapStudioBench/1.0', deadlineMs: 10_000 };
        seen(await check(server.origin + paths[next++]!, options));
      }
    };
    await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    const used = process.cpuUsage(cpu);
    return { urls: paths.length, seconds, cpuSeconds: (used.user + used.system) / 1e6, peakMiB: peakRssMb(), startMiB };
  } finally {
    await agent.close();
    server.child.kill();
  }
}

/** A run's URLs, time, rate, CPU and memory, in a line. */
export const fixtureRunLine = (run: FixtureRun, extra = ''): string =>
  `${run.urls.toLocaleString('en')} URLs in ${fmt(run.seconds)} s: ${fmt(run.urls / run.seconds, 0)} URLs/s${extra}` +
  ` (checker CPU ${fmt(run.cpuSeconds)} s); peak RSS ${fmt(run.peakMiB, 0)} MiB,` +
  ` +${fmt(run.peakMiB - run.startMiB, 0)} MiB over the start`;

/** Starts the fixture site in a child process and waits for its origin. */
export async function serveFixtureSite(pages: number): Promise<{ origin: string; child: ChildProcess }> {
  const child = spawn(process.execPath, [...process.execArgv, __filename, 'serve', String(pages)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout! });
  for await (const line of lines) {
    if (line.startsWith('http://')) return { origin: line, child };
  }
  throw new Error('the fixture site did not start');
}

if (process.argv[1] === __filename && process.argv[2] === 'serve') {
  void startFixtureSite({ pages: Number(process.argv[3]) }).then((site) => console.log(site.origin));
}
