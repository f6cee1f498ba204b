import { formatCounted } from '../../../shared/format';
import type { ReceivedImport } from '../../../shared/import-types';
import type { ImportedSources, SitemapStudioApi } from '../../../shared/ipc-contract';
import { receiveImport, rowsToReceive } from './receive-import';
import { useJobsStore } from '../services/jobs-store';
import { t } from '../i18n';

/** Taking an import's rows from main, for the import store, which hands it its API client. */
export function useImportReceiving(api: Pick<SitemapStudioApi, 'takeSlice' | 'dropTransfers'>) {
  const jobs = useJobsStore();

  /**
   * The rows of every file of `answer`, pulled from main as a job of the renderer's own (shown in
   * the status bar and the dialog, cancellable there); `started` hears its id. Null when it was
   * cancelled; a file whose rows did not arrive rejects, naming it. Either way main drops what is
   * left, and nothing is added.
   */
  async function receive(
    answer: ImportedSources,
    started: (jobId: string) => void = () => undefined,
  ): Promise<ReceivedImport | null> {
    const total = rowsToReceive(answer);
    const stop = new AbortController();
    const job = jobs.startLocal(
      t('import.notice.receiving', { urls: formatCounted('import.count.urls', total) }),
      total,
      () => stop.abort(),
    );
    started(job.jobId);
    try {
      return await receiveImport(answer, api.takeSlice, { signal: stop.signal, onRows: job.progress });
    } catch (error) {
      dropRows(answer);
      if (stop.signal.aborted) return null;
      throw error;
    } finally {
      job.finish();
    }
  }

  /** Tells main to let go of rows that will not be taken (an answer cancelled, or a receive stopped). */
  function dropRows(answer: ImportedSources): void {
    void api.dropTransfers({ ids: answer.files.map((file) => file.rows.id) }).catch(() => undefined);
  }

  return { receive, dropRows };
}

export type ImportReceiving = ReturnType<typeof useImportReceiving>;
