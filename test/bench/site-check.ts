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
const IN_FLIGHT = 64;

export async function benchSiteCheck(): Promise<void> {
  console.log(
    `\nSite check (checkPage, ${IN_FLIGHT} in flight through one Agent, politeness off, fixture site in a child process)`,
  );
  // A check that can only end at its deadline measures the deadline, not the checker.
  const paths = fixtureCases(URLS)
    .filter((entry) => entry.listed && entry.kind !== 'stalled')
    .slice(0, URLS)
    .map((entry) => entry.path);
  const server = await serveFixtureSite(URLS);
  const agent = new Agent({ connections: IN_FLIGHT });
  try {
    global.gc?.();
    writeFileSync('/proc/self/clear_refs', '5'); // the peak counts from here (Linux)
    const startRss = process.memoryUsage().rss / 1024 / 1024;
    const statuses = new Map<string, number>();
    const cpu = process.cpuUsage();
    const started = process.hrtime.bigint();
    let next = 0;
    const worker = async (): Promise<void> => {
      while (next < paths.length) {
        const check = await checkPage(server.origin + paths[next++]!, {
          dispatcher: agent,
          userAgent: 'SitemapStudioBench/1.0',
          deadlineMs: 10_000,
        });
        const key = check.failure ? check.failure.kind : `${String(check.status).charAt(0)}xx`;
        statuses.set(key, (statuses.get(key) ?? 0) + 1);
      }
    };
    await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    const used = process.cpuUsage(cpu);
    const outcome = [...statuses].map(([key, count]) => `${key} ${count.toLocaleString('en')}`).join(', ');
    console.log(
      `  ${paths.length.toLocaleString('en')} URLs in ${fmt(seconds)} s: ${fmt(paths.length / seconds, 0)} URLs/s` +
        ` (checker CPU ${fmt((used.user + used.system) / 1e6)} s); peak RSS ${fmt(peakRssMb(), 0)} MiB,` +
        ` +${fmt(peakRssMb() - startRss, 0)} MiB over the start · ${outcome}`,
    );
  } finally {
    await agent.close();
    server.child.kill();
  }
}

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
