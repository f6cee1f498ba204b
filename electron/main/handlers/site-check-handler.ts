import { formatCount } from '../../../shared/format';
import type { EmitEvent, InvokeHandlers } from '../../../shared/ipc-contract';
import type { CheckSummary } from '../../../shared/site-check/check-job-report';
import type { PageCheck } from '../../../shared/site-check/page-check';
import type { UrlSource } from '../../engine/site-check/check-job-intake';
import { startSiteCheck } from '../../engine/site-check/site-check';
import type { UrlTableTransfers } from '../transfers/table-upload';
import { eventBatches } from './event-batches';
import type { Jobs } from './jobs';

/** Results per `siteCheckResults` event at most: a few hundred kilobytes, whatever the rate. */
export const CHECK_RESULTS_BATCH = 500;
/** How often results gathered so far and the progress go to the renderer. */
const FLUSH_MS = 250;

/**
 * `checkSite`: the polite site check (engine/site-check/site-check.ts) as a job over the locs the
 * renderer uploaded, read from the upload's columns one at a time as the job's queue has room, so no
 * message and no array holds the whole list. Results go out in bounded batches with the progress;
 * the upload is dropped however the job ends.
 */
export function createSiteCheckHandler(
  jobs: Jobs,
  transfers: UrlTableTransfers,
  emit: EmitEvent,
): InvokeHandlers['checkSite'] {
  return async ({ upload, ownHosts, settings, timeoutMs, jobId }) => {
    try {
      if (!Array.isArray(ownHosts) || ownHosts.some((host) => typeof host !== 'string')) {
        throw new TypeError('The hosts to check must be a list of host names.');
      }
      const table = transfers.received(upload);
      const urls: UrlSource = { count: table.rowCount, urlAt: (index) => table.get(index, 'loc') };
      const label = `Checking ${formatCount(urls.count)} ${urls.count === 1 ? 'URL' : 'URLs'}`;
      const { jobId: id, result } = await jobs.run(label, { total: urls.count, id: jobId }, async (job) => {
        const results = eventBatches<PageCheck>(CHECK_RESULTS_BATCH, (checks) =>
          emit('siteCheckResults', { jobId: job.id, checks }),
        );
        const flush = results.flush;
        const check = startSiteCheck({
          urls,
          ownHosts,
          settings,
          ...(timeoutMs ? { page: { deadlineMs: timeoutMs } } : {}),
          onResult: (result) => results.push(result),
        });
        job.pausable(check);
        const report = (): void => {
          const progress = check.progress();
          job.reportRate(progress.done, progress.total, progress);
        };
        const stop = (): void => void check.cancel();
        job.signal.addEventListener('abort', stop, { once: true });
        const ticker = setInterval(() => {
          flush();
          report();
        }, FLUSH_MS);
        let summary: CheckSummary;
        try {
          summary = await check.done;
        } catch (error) {
          const reason = error instanceof Error ? error.message : String(error);
          throw new Error(`The site check stopped: ${reason}. The URLs checked until then are kept.`, { cause: error });
        } finally {
          clearInterval(ticker);
          job.signal.removeEventListener('abort', stop);
          flush();
          report();
        }
        return { summary, results: results.sent() };
      });
      return { jobId: id, ...result };
    } finally {
      transfers.drop([upload]);
    }
  };
}
