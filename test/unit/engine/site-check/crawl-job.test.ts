import { describe, expect, it } from 'vitest';
import { startCrawl, type CrawlOptions } from '../../../../electron/engine/site-check/crawl-job';
import { crawlGaps } from '../../../../shared/site-check/crawl-gaps';
import type { CrawledPage } from '../../../../shared/site-check/crawl-report';
import { NOFOLLOW_TARGETS } from '../../../support/fixture-cases';
import { useFixtureSite } from '../../../support/fixture-checks';
import type { FixtureSite } from '../../../support/fixture-site';

const fixture = useFixtureSite({ pages: 300, crawlDelaySeconds: 0, slowMs: 50, retryAfterSeconds: 0 });

/** A crawl of the fixture site with politeness that would only slow a test down turned off. */
function crawl(more: Partial<CrawlOptions> = {}): ReturnType<typeof startCrawl> {
  return startCrawl({
    home: fixture.site().url('/'),
    settings: { ratePerSecond: 0, concurrency: 8, perHostConcurrency: 8, retryBaseMs: 10 },
    page: { deadlineMs: 1000 },
    limits: { bodyByteCap: 64 * 1024 },
    ...more,
  });
}

const byPath = (site: FixtureSite, pages: readonly CrawledPage[]): Map<string, CrawledPage> =>
  new Map(pages.map((page) => [page.url.slice(site.origin.length), page]));

describe('startCrawl over the fixture site', () => {
  it('reaches every linked page, finds the unlisted ones and the orphans, and follows no nofollow', async () => {
    const site = fixture.site();
    const job = crawl();
    const summary = await job.done;
    const pages = byPath(site, job.pages());
    expect(summary).toMatchObject({ end: 'complete', pageLimitReached: false, depthLimitReached: false });
    expect(summary.pages).toBe(pages.size);
    for (const entry of site.cases.filter((entry) => entry.linked))
      expect(pages.has(entry.path), entry.path).toBe(true);
    for (const entry of site.ofKind('orphan')) expect(pages.has(entry.path)).toBe(false);
    expect(site.hits(NOFOLLOW_TARGETS.link)).toBe(0);
    expect(site.hits(NOFOLLOW_TARGETS.meta)).toBe(0);

    const listed = site.cases.filter((entry) => entry.listed).map((entry) => site.url(entry.path));
    const gaps = crawlGaps(job.pages(), listed, site.origin);
    expect(gaps.unlisted.map((page) => page.url).sort()).toEqual(
      site
        .ofKind('unlisted')
        .map((entry) => site.url(entry.path))
        .sort(),
    );
    expect(gaps.orphans).toEqual(site.ofKind('orphan').map((entry) => site.url(entry.path)));
    // An unlisted page says nofollow, yet is indexable: nofollow is about its links.
    expect(gaps.unlisted[0]).toMatchObject({ notIndexable: null, status: 200 });
  });

  it('records depth and the page that found each URL first; a redirect leads to where it ends', async () => {
    const site = fixture.site();
    const job = crawl();
    await job.done;
    const pages = byPath(site, job.pages());
    expect(pages.get('/')).toMatchObject({ depth: 0, linkedFrom: null, notIndexable: null });
    expect(pages.get('/page/0')).toMatchObject({ depth: 1, linkedFrom: site.url('/') });
    expect(pages.get('/redirect/relative')).toMatchObject({
      depth: 1,
      status: 200,
      redirectedTo: site.url('/page/7'),
      redirectKind: 'http',
      notIndexable: 'redirect',
    });
    for (const page of pages.values()) {
      if (page.linkedFrom === null) continue;
      expect(page.depth, page.url).toBe(pages.get(page.linkedFrom.slice(site.origin.length))!.depth + 1);
    }
  });

  it('obeys robots.txt, and tells noindex and canonicals elsewhere from indexable pages', async () => {
    const site = fixture.site();
    const job = crawl();
    const summary = await job.done;
    const pages = byPath(site, job.pages());
    expect(site.hits('/private/1')).toBe(0);
    expect(pages.get('/private/1')).toMatchObject({ status: null, notIndexable: 'blocked-by-robots' });
    expect(summary.robots).toEqual([expect.objectContaining({ outcome: 'rules', crawlDelayMs: 0 })]);
    expect(pages.get('/noindex/meta')!.notIndexable).toBe('noindex');
    expect(pages.get('/noindex/header')!.notIndexable).toBe('noindex');
    expect(pages.get('/noindex/googlebot')!.notIndexable).toBe('noindex');
    expect(pages.get('/noindex/otherbot')!.notIndexable).toBeNull();
    expect(pages.get('/canonical/elsewhere')!.notIndexable).toBe('canonical-elsewhere');
    expect(pages.get('/canonical/base')!.notIndexable).toBe('canonical-elsewhere');
    expect(pages.get('/status/404')!.notIndexable).toBe('status');
    expect(pages.get('/files/report.pdf')!.notIndexable).toBe('not-html');
    expect(pages.get('/loop/a')).toMatchObject({ notIndexable: 'failed', redirectedTo: null });
    expect(pages.get('/retry/503')).toMatchObject({ status: 200, notIndexable: null });
    expect(summary.indexable).toBe([...pages.values()].filter((page) => page.notIndexable === null).length);
  });

  it('stops taking new URLs at maxPages, and following links past maxDepth', async () => {
    const site = fixture.site();
    const few = crawl({ limits: { maxPages: 20 } });
    expect(await few.done).toMatchObject({ end: 'complete', pages: 20, pageLimitReached: true });

    const shallow = crawl({ limits: { maxDepth: 1 } });
    const summary = await shallow.done;
    expect(summary).toMatchObject({ end: 'complete', depthLimitReached: true });
    expect(Math.max(...shallow.pages().map((page) => page.depth))).toBe(1);
    // /page/1 is two links away: /page/0 (or a redirect) first.
    expect(byPath(site, shallow.pages()).has('/page/1')).toBe(false);
  });

  it('starts nothing while paused and continues on resume; a cancel keeps what was reached', async () => {
    const site = fixture.site();
    // Paused as its fifth page is told, before the next request starts (one at a time): nothing is in
    // flight, where a pause from outside left one that a busy runner could finish after 150 ms.
    const job: ReturnType<typeof crawl> = crawl({
      settings: { ratePerSecond: 0, concurrency: 1, perHostConcurrency: 1 },
      onPage: () => void (job.pages().length === 5 && job.pause()),
    });
    await until(() => job.pages().length >= 5);
    const paused = job.pages().length;
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(job.pages().length).toBe(paused);
    job.resume();
    await until(() => job.pages().length >= paused + 5);
    await job.cancel();
    const summary = await job.done;
    expect(summary.end).toBe('cancelled');
    expect(summary.pages).toBe(job.pages().length);
    expect(summary.pages).toBeLessThan(site.cases.filter((entry) => entry.linked).length);
  });

  it('ends at its time limit with what it reached', async () => {
    // 1 s at 20 a second ends by time with some pages (300 ms could end before robots.txt and the home page).
    const job = crawl({ settings: { ratePerSecond: 20, concurrency: 1 }, limits: { maxTimeMs: 1_000 } });
    const summary = await job.done;
    expect(summary.end).toBe('time-limit');
    expect(summary.pages).toBe(job.pages().length);
    expect(summary.pages).toBeGreaterThan(0);
  });

  it('refuses a home that is no web URL', () => {
    expect(() => startCrawl({ home: 'ftp://127.0.0.1/' })).toThrow(/not an http or https URL/);
  });
});

async function until(ready: () => boolean): Promise<void> {
  while (!ready()) await new Promise((resolve) => setTimeout(resolve, 5));
}
