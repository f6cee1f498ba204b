import type { EmitEvent, InvokeHandlers } from '../../../shared/ipc-contract';
import type { CrawledPage, CrawlSummary } from '../../../shared/site-check/crawl-report';
import { startCrawl } from '../../engine/site-check/crawl-job';
import { eventBatches } from './event-batches';
import type { Jobs } from './jobs';

/** Pages per `crawlPages` event at most: a few hundred bytes each, so well under a megabyte. */
export const CRAWL_PAGES_BATCH = 1000;
/** How often the pages gathered so far and the progress go to the renderer. */
const FLUSH_MS = 250;

/**
 * `crawlSite`: the polite crawl (engine/site-check/crawl-job.ts) as a pausable job. The pages reached
 * go out in bounded batches with the progress, never the whole list in one message.
 */
export function createCrawlSiteHandler(jobs: Jobs, emit: EmitEvent): InvokeHandlers['crawlSite'] {
  return async ({ home, limits, settings, timeoutMs, jobId }) => {
    const origin = new URL(home).origin;
    const { jobId: id, result } = await jobs.run(`Crawling ${origin}`, { total: 1, id: jobId }, async (job) => {
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
      job.pausable(crawl);
      const report = (): void => {
        const progress = crawl.progress();
        job.reportRate(progress.done, progress.total, progress);
      };
      const stop = (): void => void crawl.cancel();
      job.signal.addEventListener('abort', stop, { once: true });
      const ticker = setInterval(() => {
        pages.flush();
        report();
      }, FLUSH_MS);
      let summary: CrawlSummary;
      try {
        summary = await crawl.done;
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        throw new Error(`The crawl stopped: ${reason}. The pages reached until then are kept.`, { cause: error });
      } finally {
        clearInterval(ticker);
        job.signal.removeEventListener('abort', stop);
        pages.flush();
        report();
      }
      return { summary, pages: pages.sent() };
    });
    return { jobId: id, ...result };
  };
}
