import { describe, expect, it } from 'vitest';
import { cliRun } from '../../../support/cli-run';
import { runCliEntry } from '../../../support/cli-entry-run';
import { serveForTest } from '../../../support/serve-for-test';
import { stall } from '../../../support/zoo/hostile-handlers';

/** A short non-HTML file: the check reads its headers only and lets the body go (discardBody). */
const FEED = `<?xml version="1.0"?><rss version="2.0"><channel><title>feed</title></channel></rss>`;
const PAGES = ['/page-1', '/page-2', '/page-3'];

/** A site whose two feeds announce their length, send 10 bytes and then nothing, beside three plain pages. */
async function stallingSite() {
  const routes: Parameters<typeof serveForTest>[0] = {
    '/feed-a.xml': stall(FEED, 10),
    '/feed-b.xml': stall(FEED, 10),
    ...Object.fromEntries(
      PAGES.map((path) => [path, { headers: { 'content-type': 'text/html' }, body: '<title>page</title>' }]),
    ),
  };
  const server = await serveForTest(routes);
  const urls = ['/feed-a.xml', '/feed-b.xml', ...PAGES].map((path) => `<url><loc>${server.origin}${path}</loc></url>`);
  routes['/sitemap.xml'] = {
    headers: { 'content-type': 'application/xml' },
    body: `<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls.join('')}</urlset>`,
  };
  return `${server.origin}/sitemap.xml`;
}

// Without a bound on draining a body that is let go, each stalled feed held its connection until
// undici's 5-minute body timeout: the host's two connections were taken, the pages behind them never
// asked, and the CLI, its report printed, did not end while a connection was open.
describe('sitemap-studio check against a body that stalls after its headers', { timeout: 60_000 }, () => {
  it('checks the pages behind two stalled feeds on the host’s two connections', async () => {
    const sitemap = await stallingSite();
    const run = await cliRun('check', sitemap, '--json', '--rate', '0', '--ignore-robots', '--per-host', '2');
    const report = JSON.parse(run.out) as { counts: Record<string, number>; checks: Array<{ status: number | null }> };
    expect(report.counts).toMatchObject({ '2xx': 5, failed: 0 });
    expect(report.checks.map((check) => check.status)).toEqual([200, 200, 200, 200, 200]);
  });

  it('ends its process once the report is out', async () => {
    const sitemap = await stallingSite();
    const run = await runCliEntry(['check', sitemap, '--rate', '0', '--ignore-robots'], 40_000);
    expect(run.stdout).toMatch(/^Checked 5 URLs/);
    expect(run.code).toBe(0); // the feeds' not-HTML warnings do not fail a check
  });
});
