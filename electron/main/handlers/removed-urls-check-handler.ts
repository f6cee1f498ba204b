import { formatCount } from '../../../shared/format';
import { translateMessage } from '../../../shared/i18n/translator';
import type { InvokeHandlers } from '../../../shared/ipc-contract';
import { removedUrlsVerdict, type RemovedUrlsCheck } from '../../../shared/last-export/removed-urls-check';
import type { ExportRequest } from '../../../shared/export-types';
import { startSiteCheck } from '../../engine';
import type { RememberedExports } from '../transfers/remembered-exports';
import type { UrlTableTransfers } from '../transfers/table-upload';
import { changesSince } from './export-changes';
import { followEngineJob } from './follow-engine-job';
import type { Jobs } from './jobs';

/** The hosts of the URLs (their own: they were the site's), those that parse. */
function hostsOf(urls: readonly string[]): string[] {
  const hosts = new Set<string>();
  for (const url of urls) {
    if (URL.canParse(url)) hosts.add(new URL(url).host);
  }
  return [...hosts];
}

/**
 * `checkRemovedUrls`: the URLs the last export wrote that an export of the uploaded tables would not
 * write now, checked by the site check (robots.txt, Crawl-delay, per-host limits as the person set
 * them) as a job; each should now redirect or answer 404 or 410. The uploads stay, as a preview's do.
 */
export function createRemovedUrlsCheckHandler(
  jobs: Jobs,
  uploads: UrlTableTransfers,
  exports: RememberedExports,
): InvokeHandlers['checkRemovedUrls'] {
  return async ({ lastExport, check: settings, timeoutMs, jobId, ...uploaded }) => {
    const last = exports.get(lastExport);
    const tables = uploaded.tables.map(({ id, name, upload }) => ({ id, name, rows: uploads.received(upload) }));
    const request: ExportRequest = { ...uploaded, tables };
    const removed = (await changesSince(last.urls, request))!.removed;
    const label = translateMessage(
      'dialogs.jobs.checking',
      { urls: formatCount(removed.length) },
      { count: removed.length },
    );
    const { jobId: id, result } = await jobs.run(
      label,
      { total: removed.length, id: jobId },
      async (job): Promise<RemovedUrlsCheck> => {
        const verdict = removedUrlsVerdict();
        const engine = startSiteCheck({
          urls: { count: removed.length, urlAt: (index) => removed[index]! },
          ownHosts: hostsOf(removed),
          settings,
          ...(timeoutMs ? { page: { deadlineMs: timeoutMs } } : {}),
          onResult: (found) => verdict.add(found),
        });
        await followEngineJob(
          job,
          engine,
          () => undefined,
          (reason) => translateMessage('dialogs.errors.checkStopped', { reason }),
        );
        return verdict.result(job.signal.aborted);
      },
    );
    return { jobId: id, ...result };
  };
}
