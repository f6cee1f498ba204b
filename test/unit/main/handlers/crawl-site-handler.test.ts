import { describe, expect, it } from 'vitest';
import { createHandlers } from '../../../../electron/main/handlers/create-handlers';
import { CRAWL_PAGES_BATCH } from '../../../../electron/main/handlers/crawl-site-handler';
import type { JobProgress } from '../../../../shared/app-types';
import type { EmitEvent, EventContract } from '../../../../shared/ipc-contract';
import { crawlGaps } from '../../../../shared/site-check/crawl-gaps';
import { useFixtureSite } from '../../../support/fixture-checks';
import { quietHandlerDeps } from '../../../support/handler-deps';

/** No waits of our own: the crawl as fast as the fixture site lets it. */
const QUICK = { ratePerSecond: 0, concurrency: 8, perHostConcurrency: 8, retryBaseMs: 0 };

function handlersWithEvents() {
  const progress: JobProgress[] = [];
  const batches: EventContract['crawlPages'][] = [];
  const onBatch: Array<(batch: EventContract['crawlPages']) => void> = [];
  const emit: EmitEvent = (name, payload) => {
    if (name === 'jobProgress') progress.push(payload as JobProgress);
    if (name === 'crawlPages') {
      batches.push(payload as EventContract['crawlPages']);
      onBatch.forEach((listen) => listen(payload as EventContract['crawlPages']));
    }
  };
  const handlers = createHandlers(quietHandlerDeps({ emit }));
  return { handlers, progress, batches, onBatch, pages: () => batches.flatMap((batch) => batch.pages) };
}

describe('crawlSite', () => {
  const fixture = useFixtureSite({ pages: 120, crawlDelaySeconds: 0, slowMs: 50, retryAfterSeconds: 0 });

  it('crawls the fixture site, sends every page reached once in bounded batches, and finds the gaps', async () => {
    const site = fixture.site();
    const { handlers, progress, batches, pages } = handlersWithEvents();
    const answer = await handlers.crawlSite({
      home: site.url('/'),
      limits: {},
      settings: QUICK,
      timeoutMs: 5000, // at 1 s, a redirect chain timed out on a loaded machine (2 of 3 runs)
      jobId: 'crawl-1',
    });
    expect(answer.jobId).toBe('crawl-1');
    expect(answer.summary.end).toBe('complete');
    expect(answer.pages).toBe(answer.summary.pages);
    expect(pages()).toHaveLength(answer.pages);
    expect(new Set(pages().map((page) => page.url)).size).toBe(answer.pages);
    expect(batches.every((batch) => batch.jobId === 'crawl-1' && batch.pages.length <= CRAWL_PAGES_BATCH)).toBe(true);
    expect(progress.at(-1)).toMatchObject({ jobId: 'crawl-1', finished: true });

    const listed = site.cases.filter((entry) => entry.listed).map((entry) => site.url(entry.path));
    const gaps = crawlGaps(pages(), listed, site.origin);
    const urls = (kind: 'unlisted' | 'orphan') => site.ofKind(kind).map((entry) => site.url(entry.path));
    expect(gaps.unlisted.map((page) => page.url).sort()).toEqual(urls('unlisted').sort());
    expect(gaps.orphans).toEqual(urls('orphan'));
  });

  it('stops at the page limit, and pauses and resumes through setJobPaused', async () => {
    const site = fixture.site();
    const { handlers, progress, onBatch } = handlersWithEvents();
    let paused = false;
    onBatch.push(() => {
      if (paused) return;
      paused = true;
      void handlers.setJobPaused({ jobId: 'crawl-2', paused: true }).then(async ({ changed }) => {
        expect(changed).toBe(true);
        await handlers.setJobPaused({ jobId: 'crawl-2', paused: false });
      });
    });
    const answer = await handlers.crawlSite({
      home: site.url('/'),
      limits: { maxPages: 10 },
      settings: QUICK,
      jobId: 'crawl-2',
    });
    expect(answer.summary).toMatchObject({ end: 'complete', pageLimitReached: true });
    expect(answer.pages).toBeLessThanOrEqual(10);
    expect(progress.some((event) => event.jobId === 'crawl-2' && event.paused === true)).toBe(true);
  });

  it('is cancelled by cancelJob: the pages reached so far are sent, and the summary says cancelled', async () => {
    const site = fixture.site();
    const { handlers, onBatch, pages } = handlersWithEvents();
    onBatch.push(() => void handlers.cancelJob({ jobId: 'crawl-3' }));
    const answer = await handlers.crawlSite({
      home: site.url('/'),
      limits: {},
      settings: { ...QUICK, concurrency: 1, perHostConcurrency: 1, ratePerSecond: 20 },
      jobId: 'crawl-3',
    });
    expect(answer.summary.end).toBe('cancelled');
    expect(pages()).toHaveLength(answer.pages);
  });

  it('refuses a home page that is not on the web', async () => {
    const { handlers } = handlersWithEvents();
    await expect(handlers.crawlSite({ home: 'file:///etc/passwd', limits: {}, settings: {} })).rejects.toThrow(
      /not an http or https URL/,
    );
  });
});
