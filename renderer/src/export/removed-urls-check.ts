import { ref, shallowRef } from 'vue';
import { describeError } from '../../../shared/describe-error';
import type { SitemapStudioApi } from '../../../shared/ipc-contract';
import type { RemovedUrlsCheck } from '../../../shared/last-export/removed-urls-check';
import type { ExportSending } from './export-sending';
import { useCheckStore } from '../check';
import { useProjectStore } from '../project';
import { t } from '../i18n';

let removedChecks = 0;

/**
 * "Check removed URLs": main asks each URL the last export wrote that this export would not (they
 * should now redirect or answer 404 or 410) with the site check's engine and the politeness set in
 * the check panel. For the export store, which hands it its API client and its sending.
 */
export function useRemovedUrlsCheck(
  api: Pick<SitemapStudioApi, 'checkRemovedUrls' | 'cancelJob'>,
  sending: ExportSending,
) {
  const project = useProjectStore();
  const checks = useCheckStore();
  /** What the last check found; null before one ended. */
  const result = shallowRef<RemovedUrlsCheck | null>(null);
  /** Why the last check could not run, if it could not. */
  const error = ref<string | null>(null);
  /** The running check's job id in main, while it runs. */
  const runningJob = ref<string | null>(null);

  async function run(): Promise<void> {
    const memory = project.lastExport?.memory;
    if (memory === undefined || runningJob.value !== null) return;
    const jobId = (runningJob.value = `removed-check-${Date.now()}-${(removedChecks += 1)}`);
    result.value = null;
    error.value = null;
    const { timeoutSeconds, ...politeness } = checks.settings;
    try {
      const found = await sending.withTables(sending.startSending(), (tables) =>
        api.checkRemovedUrls({
          ...sending.request(),
          tables,
          lastExport: memory,
          check: politeness,
          timeoutMs: timeoutSeconds * 1000,
          jobId,
        }),
      );
      result.value = found;
    } catch (failure) {
      error.value = t('exportChanges.check.failed', { reason: describeError(failure) });
    } finally {
      runningJob.value = null;
    }
  }

  async function cancel(): Promise<void> {
    if (runningJob.value !== null) await api.cancelJob({ jobId: runningJob.value });
  }

  /** A new dialog starts with no result on show. */
  function reset(): void {
    result.value = null;
    error.value = null;
  }

  return { result, error, runningJob, run, cancel, reset };
}
