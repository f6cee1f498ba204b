import { formatCount } from '../../../shared/format';
import type { EmitEvent, InvokeHandlers, SiteCheckContent } from '../../../shared/ipc-contract';
import type { PageCheck } from '../../../shared/site-check/page-check';
import { SiteCheckResults } from '../../../shared/site-check/site-check-results';
import { knownContentOptions, startSiteCheck, type ContentOptions, type UrlSource } from '../../engine';
import type { CheckTransfers } from '../transfers/check-upload';
import type { UrlTableTransfers } from '../transfers/table-upload';
import { eventBatches } from './event-batches';
import { followEngineJob } from './follow-engine-job';
import type { Jobs } from './jobs';
import { translateMessage } from '../../../shared/i18n/translator';

/** Results per `siteCheckResults` event at most: a few hundred kilobytes, whatever the rate. */
export const CHECK_RESULTS_BATCH = 500;

/**
 * `checkSite`: the polite site check (engine/site-check/site-check.ts) as a job over the locs the
 * renderer uploaded, read from the upload's columns one at a time as the job's queue has room, so no
 * message and no array holds the whole list. Results go out in bounded batches with the progress;
 * the upload is dropped however the job ends. With `content`, each HTML page is read whole and
 * fingerprinted, compared with the earlier results uploaded with it as the CLI compares with a project.
 */
export function createSiteCheckHandler(
  jobs: Jobs,
  transfers: UrlTableTransfers,
  checkTransfers: CheckTransfers,
  emit: EmitEvent,
): InvokeHandlers['checkSite'] {
  return async ({ upload, ownHosts, settings, timeoutMs, jobId, content }) => {
    try {
      const table = transfers.received(upload);
      const contentOptions = content ? contentOptionsFrom(checkTransfers, content) : undefined;
      const urls: UrlSource = { count: table.rowCount, urlAt: (index) => table.get(index, 'loc') };
      const label = translateMessage('dialogs.jobs.checking', { urls: formatCount(urls.count) }, { count: urls.count });
      const { jobId: id, result } = await jobs.run(label, { total: urls.count, id: jobId }, async (job) => {
        const results = eventBatches<PageCheck>(
          CHECK_RESULTS_BATCH,
          (checks) => emit('siteCheckResults', { jobId: job.id, checks }),
          (check) => JSON.stringify(check).length,
        );
        const check = startSiteCheck({
          urls,
          ownHosts,
          settings,
          ...(timeoutMs ? { page: { deadlineMs: timeoutMs } } : {}),
          ...(contentOptions ? { content: contentOptions } : {}),
          onResult: (result) => results.push(result),
        });
        const summary = await followEngineJob(job, check, results.flush, (reason) =>
          translateMessage('dialogs.errors.checkStopped', { reason }),
        );
        return { summary, results: results.sent() };
      });
      return { jobId: id, ...result };
    } finally {
      transfers.drop([upload]);
      if (content?.previous !== undefined) checkTransfers.drop([content.previous]);
    }
  };
}

/** The engine's content options from a request's: the earlier results taken from their upload. */
function contentOptionsFrom(checkTransfers: CheckTransfers, content: SiteCheckContent): ContentOptions {
  const previous = new SiteCheckResults();
  if (content.previous !== undefined) previous.add(checkTransfers.received(content.previous));
  return knownContentOptions(previous, content.fetchTwice ?? false);
}
