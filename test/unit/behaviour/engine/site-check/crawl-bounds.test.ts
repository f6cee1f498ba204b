import type { IncomingMessage, ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import { startCrawl } from '../../../../../electron/engine/site-check/crawl-job';
import { PAGE_LIMITS } from '../../../../../shared/site-check/page-limits';
import { serveForTest } from '../../../../support/serve-for-test';

/**
 * A crawl trap: every page links to new same-origin URLs of ~950 KB and to 6,000 short ones. Each
 * long URL asked for would cost its length in every list the crawl keeps (4.3 GB after 133 s once).
 */
function trap(request: IncomingMessage, response: ServerResponse): void {
  const path = request.url ?? '/';
  if (path === '/robots.txt') return void response.writeHead(404).end();
  const n = path.length;
  const long = `<a href="/${'x'.repeat(950_000)}${n}">deeper</a>`;
  const short = Array.from({ length: 6_000 }, (_, i) => `<a href="/p${i}">p</a>`).join('');
  response.writeHead(200, { 'content-type': 'text/html' });
  response.end(`<html><head><title>${n}</title></head><body>${long}${short}</body></html>`);
}

describe('a crawl of pages that link without end', () => {
  it('takes no link longer than 2,048 characters and at most 5,000 a page, and says so', async () => {
    const server = await serveForTest({ '/': trap });
    const job = startCrawl({
      home: `${server.origin}/`,
      settings: { ratePerSecond: 0, concurrency: 4, perHostConcurrency: 4 },
      limits: { maxPages: 50, bodyByteCap: 8 * 1024 * 1024 },
    });
    const summary = await job.done;
    expect(summary.linksCut).toBe(true);
    expect(job.pages().every((page) => page.url.length <= PAGE_LIMITS.urlChars)).toBe(true);
    expect(server.requests.every((request) => request.path.length <= PAGE_LIMITS.urlChars)).toBe(true);
    expect(job.pages().map((page) => page.url)).toContain(`${server.origin}/p0`);
  });
});
