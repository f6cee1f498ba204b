// The crawl's own ceiling: a fixture site of N pages crawled from its home page with startCrawl,
// 64 requests in flight, politeness off (no robots.txt, no delays), the site served by a child
// process so the server's work is not counted as the crawler's. BENCH_CRAWL_PAGES sets N (20,000).
import { writeFileSync } from 'node:fs';
import { startCrawl } from '../../electron/engine/site-check/crawl-job';
import { fmt, peakRssMb } from './measure';
import { serveFixtureSite } from './site-check';

const PAGES = Number(process.env['BENCH_CRAWL_PAGES'] ?? 20_000);
const IN_FLIGHT = 64;

export async function benchSiteCrawl(): Promise<void> {
  console.log(`\nSite crawl (startCrawl, ${IN_FLIGHT} in flight, politeness off, fixture site in a child process)`);
  const server = await serveFixtureSite(PAGES);
  try {
    global.gc?.();
    writeFileSync('/proc/self/clear_refs', '5'); // the peak counts from here (Linux)
    const startRss = process.memoryUsage().rss / 1024 / 1024;
    const cpu = process.cpuUsage();
    const started = process.hrtime.bigint();
    const job = startCrawl({
      home: `${server.origin}/`,
      settings: { obeyRobots: false, ratePerSecond: 0, concurrency: IN_FLIGHT, perHostConcurrency: IN_FLIGHT },
      // The fixture's stalled page can only end at its deadline: a short one measures the crawler.
      page: { deadlineMs: 2_000 },
      limits: { maxPages: 10_000_000, maxDepth: 10_000 },
    });
    const summary = await job.done;
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    const used = process.cpuUsage(cpu);
    console.log(
      `  ${fmt(summary.pages, 0)} URLs reached (${fmt(summary.indexable, 0)} indexable) in ${fmt(seconds)} s:` +
        ` ${fmt(summary.pages / seconds, 0)} pages/s (crawler CPU ${fmt((used.user + used.system) / 1e6)} s);` +
        ` peak RSS ${fmt(peakRssMb(), 0)} MiB, +${fmt(peakRssMb() - startRss, 0)} MiB over the start`,
    );
  } finally {
    server.child.kill();
  }
}
