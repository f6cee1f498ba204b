import { ref } from 'vue';
import type { UploadedTable } from '../../../shared/export-types';
import { formatCounted } from '../../../shared/format';
import { DEFAULT_ROBOTS_AGENT } from '../../../shared/robots/robots-matcher';
import { notIndexableUrls } from '../../../shared/site-check/leave-out';
import { TRANSFER_GONE } from '../../../shared/transfer/transfer-types';
import type { UploadApi } from '../../../shared/transfer/send-rows';
import { createTableUploads } from './table-uploads';
import { useJobsStore } from '../services/jobs-store';
import { useProjectStore } from '../project';
import { t } from '../i18n';

/**
 * The project as the export and its previews send it to main: its tables' rows, uploaded as a job of
 * the renderer's own, and the request around them. For the export store, which hands it its API client.
 */
export function useExportSending(api: UploadApi) {
  const project = useProjectStore();
  const jobs = useJobsStore();
  const uploads = createTableUploads(api);
  /** The renderer's own job sending the rows to main, while it runs. */
  const uploadJobId = ref<string | null>(null);
  /** Stops the rows the current preview, or the running export, is sending. */
  let sendingStop: AbortController | null = null;

  /**
   * The project's tables as uploads in main: rows not there yet are sent as a job of the renderer's
   * own (in the status bar and the dialog; Cancel stops it), and `stop` stops them too.
   */
  async function uploadedTables(stop: AbortController): Promise<UploadedTable[]> {
    const total = uploads.rowsToSend(project.tables, project.version);
    if (total === 0) return uploads.references(project.tables, project.version);
    const sent = jobs.startLocal(
      t('export.progress.sendingJob', { urls: formatCounted('export.count.urls', total) }),
      total,
      () => stop.abort(),
    );
    uploadJobId.value = sent.jobId;
    try {
      return await uploads.references(project.tables, project.version, { signal: stop.signal, onRows: sent.progress });
    } finally {
      sent.finish();
      uploadJobId.value = null;
    }
  }

  /** `call` with the tables' uploads; when main no longer held one (left unused too long), they are sent again, once. */
  async function withTables<R>(stop: AbortController, call: (tables: UploadedTable[]) => Promise<R>): Promise<R> {
    try {
      return await call(await uploadedTables(stop));
    } catch (error) {
      if ((error as { code?: unknown }).code !== TRANSFER_GONE) throw error;
      uploads.forget();
      return await call(await uploadedTables(stop));
    }
  }

  /** A new sending, replacing the one before as the one `stopSending` stops. */
  function startSending(): AbortController {
    return (sendingStop = new AbortController());
  }

  function stopSending(): void {
    sendingStop?.abort();
  }

  /** What main needs besides the tables, for a preview or an export. */
  function request() {
    // The manifest keeps each project's files apart by the project's own id (shared/project-id.ts).
    const projectId = project.id;
    // The URLs the site check found not indexable: the export leaves their rows out (leaveOutNonIndexable).
    const notIndexable = notIndexableUrls(project.siteChecks.values(), DEFAULT_ROBOTS_AGENT);
    // What changed since the last export is said against the memory main keeps of it.
    const lastExport = project.lastExport?.memory;
    return {
      projectId,
      settings: { ...project.exportSettings },
      robotsTxt: project.robotsTxt,
      notIndexable,
      fullFolderPath: true,
      ...(lastExport === undefined ? {} : { lastExport }),
    };
  }

  return { uploadJobId, withTables, startSending, stopSending, request, forgetUploads: uploads.forget };
}

export type ExportSending = ReturnType<typeof useExportSending>;
