import type { EmitEvent, InvokeHandlers } from '../../../shared/ipc-contract';
import type { CrawledPage } from '../../../shared/site-check/crawl-report';
import { startCrawl } from '../../engine';
import { eventBatches } from './event-batches';
import { followEngineJob } from './follow-engine-job';
import type { Jobs } from './jobs';
import { translateMessage } from '../../../shared/i18n/translator';

/** Pages per `crawlPages` event at most: a few hundred bytes each, so well under a megabyte. */
export const CRAWL_PAGES_BATCH = 1000;

/**
 * `crawlSite`: the polite crawl (engine/site-check/crawl-job.ts) as a pausable job. The pages reached
 * go out in bounded batches with the progress, never the whole list in one message.
 */
export function createCrawlSiteHandler(jobs: Jobs, emit: EmitEvent): InvokeHandlers['crawlSite'] {
  return async ({ home, limits, settings, timeoutMs, jobId }) => {
    const origin = new URL(home).origin;
    const { jobId: id, result } = await jobs.run(
      translateMessage('dialogs.jobs.crawling', { origin }),
      { total: 1, id: jobId },
      async (job) => {
        const pages = eventBatches<CrawledPage>(CRAWL_PAGES_BATCH, (batch) =>
          emit('crawlPages', { jobId: job.id, pages: batch }),
        );
        const crawl = startCrawl({
          home,
          limits,
          settings,
          ...(timeoutMs ? { page: { deadlineMs: timeoutMs } } : {}),
          onPage: (page) => pages.push(page),
        });
        const summary = await followEngineJob(job, crawl, pages.flush, (reason) =>
          translateMessage('dialogs.errors.crawlStopped', { reason }),
        );
        return { summary, pages: pages.sent() };
      },
    );
    return { jobId: id, ...result };
  };
}
