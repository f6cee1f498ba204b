import { describeError } from '../../../shared/describe-error';
import { formatCount } from '../../../shared/format';
import type { ReceivedImport } from '../../../shared/import-types';
import type { ImportedSources, SitemapStudioApi } from '../../../shared/ipc-contract';
import { useDownloadLimitsStore } from './download-limits-store';
import type { ImportDialogState } from './import-dialog-state';
import type { ImportReceiving } from './import-receiving';
import { applyRetry, planRetry, retryTargets } from './retry-failed';
import { useJobsStore } from '../services/jobs-store';
import { useNoticesStore } from '../services/notices-store';
import { t } from '../i18n';

let runs = 0;

/** What the dialog does when a run ends: review what was read, or close. */
interface RunEnds {
  review(received: ReceivedImport): void;
  close(): void;
}

/**
 * Running the dialog's import in main, and reading again what failed, for the import store, which
 * hands it its API client, its state, its receiving and what it does when a run ends.
 */
export function useImportRun(
  api: Pick<SitemapStudioApi, 'importSources' | 'dropTransfers'>,
  state: ImportDialogState,
  { receive, dropRows }: ImportReceiving,
  ends: RunEnds,
) {
  const { jobId, failure, step, sources, result, retrying, readFailures } = state;
  const downloadLimits = useDownloadLimitsStore();
  const jobs = useJobsStore();
  const notices = useNoticesStore();
  /** The import whose answer the dialog waits for; an answer from any other is dropped. */
  let awaited: string | null = null;

  /** Reads the sources; a cancelled import, or one whose dialog was closed meanwhile, adds nothing. */
  async function run(): Promise<void> {
    const id = newJobId();
    awaited = id;
    jobId.value = id;
    failure.value = null;
    step.value = 'running';
    let answer: ImportedSources;
    try {
      answer = await api.importSources({
        locations: sources.value.map((source) => source.location),
        options: downloadLimits.options,
        jobId: id,
      });
    } catch (error) {
      if (awaited !== id) return;
      failed(t('import.notice.failed', { reason: messageOf(error) }));
      return;
    }
    if (awaited === id && !answer.cancelled) {
      let received: ReceivedImport | null;
      try {
        received = await receive(answer, (local) => (jobId.value = local));
      } catch (error) {
        failed(nothingAdded(error));
        return;
      }
      if (received !== null && awaited === id) return ends.review(received);
    } else dropRows(answer);
    // Cancelled here, in the status bar, or the dialog was closed while it ran.
    if (awaited === id) ends.close();
    notices.showNotice(t('import.notice.cancelled'));
  }

  /**
   * Reads again what could not be read, whole or in part, through the same import: each new read
   * takes the failed one's place in the tree, so the counts and the add button follow. Cancelled
   * (`stopRetry`, the status bar) or failed, the review stays as it was; the dialog closed, it is dropped.
   */
  async function retryFailed(): Promise<void> {
    const before = result.value;
    const targets = before && retrying.value === 0 ? retryTargets(before) : [];
    if (!before || targets.length === 0) return;
    const id = newJobId();
    awaited = id;
    jobId.value = id;
    retrying.value = targets.length;
    try {
      const answer = await api.importSources({
        locations: targets.map((target) => target.location),
        options: downloadLimits.options,
        jobId: id,
      });
      if (awaited !== id || answer.cancelled) return dropRows(answer);
      const plan = planRetry(before, answer, targets);
      if (plan.drop.length > 0) void api.dropTransfers({ ids: plan.drop }).catch(() => undefined);
      const received = await receive(plan.receive, (local) => (jobId.value = local));
      if (received === null || awaited !== id) return;
      result.value = applyRetry(before, received, plan);
      const left = readFailures.value.length;
      notices.showNotice(
        left === 0
          ? t('import.notice.retriedAll', { count: formatCount(targets.length) }, targets.length)
          : t('import.notice.retriedSome', { count: formatCount(left) }, left),
      );
    } catch (error) {
      if (awaited === id) notices.showNotice(t('import.notice.retryFailed', { reason: messageOf(error) }));
    } finally {
      if (awaited === id) {
        jobId.value = null;
        retrying.value = 0;
      }
    }
  }

  /** Stops reading the failed files again; the review keeps what it had. */
  function stopRetry(): void {
    if (retrying.value > 0 && jobId.value) jobs.cancel(jobId.value);
  }

  /** A failed import: the dialog goes back to its sources and says why, and so does the status bar. */
  function failed(message: string): void {
    jobId.value = null;
    failure.value = message;
    step.value = 'sources';
    notices.showNotice(message);
  }

  /** Stops waiting for any answer: whatever arrives now is dropped. */
  function forget(): void {
    awaited = null;
  }

  return { run, retryFailed, stopRetry, forget };
}

const messageOf = (error: unknown): string => describeError(error);
/** An id for an import main runs, picked here so the dialog can show and cancel it at once. */
const newJobId = (): string => `import-${Date.now()}-${(runs += 1)}`;
/** A message with a full stop, so another sentence can follow it. */
const asSentence = (text: string): string => (/[.!?]$/.test(text) ? text : `${text}.`);
/** An error's message, then that nothing was added. */
export const nothingAdded = (error: unknown): string =>
  t('import.notice.nothingAdded', { reason: asSentence(messageOf(error)) });
