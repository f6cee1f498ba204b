import type { InvokeHandlers } from '../../../shared/ipc-contract';
import { isAbsoluteHttpUrl } from '../../../shared/http-url';
import { translateMessage } from '../../../shared/i18n/translator';
import { diagnoseUrl } from '../../engine';
import type { Jobs } from './jobs';

/**
 * `diagnoseUrl`: a sitemap's or robots.txt's URL as Googlebot and as a desktop browser get it, as a
 * job `cancelJob` stops (the answer then holds no diagnosis).
 */
export function createDiagnoseHandler(jobs: Jobs): InvokeHandlers['diagnoseUrl'] {
  return async ({ url, jobId }) => {
    if (!isAbsoluteHttpUrl(url)) throw new Error(translateMessage('dialogs.errors.diagnoseNotWeb', { url }));
    const label = translateMessage('dialogs.jobs.diagnosing', { url });
    const { jobId: id, result } = await jobs.run(label, { total: null, id: jobId }, async (job) => {
      try {
        return await diagnoseUrl(url, { signal: job.signal });
      } catch (error) {
        if (job.signal.aborted) return null;
        throw error;
      }
    });
    return { jobId: id, diagnosis: result };
  };
}
