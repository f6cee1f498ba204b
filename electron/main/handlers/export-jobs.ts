import { isAbsolute } from 'node:path';
import {
  EXPORT_JOB_LABEL,
  type ExportOutcome,
  type ExportRequest,
  type UploadedExportRequest,
} from '../../../shared/export-types';
import { leftUnfinished } from '../../../shared/export-left-unfinished';
import { exportJobProgress } from '../../../shared/export-progress';
import type { InvokeHandlers } from '../../../shared/ipc-contract';
import { rowCount } from '../../../shared/validation/table-rows';
import { createGzipPool, createPackPool, exportProject, previewExport } from '../../engine';
import type { ExportTargets } from '../export-targets';
import type { RememberedExports } from '../transfers/remembered-exports';
import type { UrlTableTransfers } from '../transfers/table-upload';
import { createPreviewChanges, rememberInTurns } from './export-changes';
import type { Jobs } from './jobs';

/**
 * The request the engine takes: each table's rows are its upload's columns, which the engine reads
 * a window at a time (a gone or incomplete upload throws).
 */
function withRows(request: UploadedExportRequest, uploads: UrlTableTransfers): ExportRequest {
  const tables = request.tables.map(({ id, name, upload }) => ({ id, name, rows: uploads.received(upload) }));
  return { ...request, tables };
}

/**
 * Export as a job: rows checked, then rows written, go out as progress (exportJobProgress); files are written, gzipped and staged on every
 * core (packTableInParallel); cancel stops the workers and leaves the folder as it was. The folder is noted while the export runs, so a start after a crash repairs it.
 * An export that wrote its files is remembered (`exports`), and the answer says what the project now holds of it.
 */
export function createExportHandler(
  jobs: Jobs,
  uploads: UrlTableTransfers,
  exports: RememberedExports,
  targets?: ExportTargets,
): InvokeHandlers['exportProject'] {
  return async (uploaded) => {
    let request: ExportRequest;
    try {
      request = withRows(uploaded, uploads);
    } finally {
      // An export reads its uploads once: they go now, however it ends, and nothing is written if one was gone.
      uploads.drop(uploaded.tables.map((table) => table.upload));
    }
    const folder = request.settings.outputFolder;
    // One worker per core runs every job of the export: every slice checked on them first, then the files packed.
    const pool = createPackPool();
    // A folder that is no full path is the gate's to refuse, and no folder to note for a repair.
    if (isAbsolute(folder)) await targets?.begin(folder);
    // A commit left unfinished (its index in) keeps the folder listed: the app's next start completes it.
    let unfinished = false;
    try {
      const rowsTotal = request.tables.reduce((sum, table) => sum + rowCount(table.rows), 0);
      const { total } = exportJobProgress({ rowsChecked: 0, rowsDone: 0, rowsTotal });
      const { jobId, result } = await jobs.run(EXPORT_JOB_LABEL, { total, id: uploaded.jobId }, async (job) => {
        const outcome = await exportProject(request, {
          signal: job.signal,
          packPool: pool,
          checkPool: pool,
          onProgress: (progress) => {
            const { done, total } = exportJobProgress(progress);
            job.report(done, total);
          },
        }).catch((error: unknown): ExportOutcome => {
          // A cancel is an answer, not an error: errors lose their kind on the way to the page.
          if (job.signal.aborted) return { ok: false, cancelled: true, problems: [] };
          throw error;
        });
        // What it wrote is remembered within the job, its files in: the page goes on showing the export
        // (not a job gone, read as one not begun), and a cancel now is too late for a set already in place.
        if (!outcome.ok) return { outcome, remembered: null };
        return { outcome, remembered: await rememberInTurns(request, outcome.report, Date.now()) };
      });
      if (!result.outcome.ok) {
        unfinished = leftUnfinished(result.outcome.problems);
        return { jobId, ...result.outcome };
      }
      return { jobId, ...result.outcome, lastExport: exports.keep(result.remembered!) };
    } finally {
      await pool.close();
      if (!unfinished && isAbsolute(folder)) await targets?.end(folder);
    }
  };
}

/**
 * The export's preview, with the same gate and packer, writing nothing. Settings change as a person
 * types, so a new preview cancels the one still running, which answers null: its caller has no use for it.
 * Its uploads stay: the next preview, or the export, reads them again.
 */
export function createPreviewHandler(
  uploads: UrlTableTransfers,
  exports: RememberedExports,
): InvokeHandlers['previewExport'] {
  let latest: AbortController | null = null;
  const changesOf = createPreviewChanges(exports);
  return async (uploaded) => {
    latest?.abort();
    const controller = new AbortController();
    latest = controller;
    const pool = createGzipPool();
    try {
      const request = withRows(uploaded, uploads);
      const preview = await previewExport(request, { codec: pool, signal: controller.signal });
      if (controller.signal.aborted) return null;
      const uploadIds = uploaded.tables.map((table) => table.upload);
      const changes = await changesOf(request, uploadIds, uploaded.lastExport, controller.signal);
      if (controller.signal.aborted) return null;
      return { ...preview, changes };
    } catch (error) {
      if (controller.signal.aborted) return null;
      throw error;
    } finally {
      if (latest === controller) latest = null;
      await pool.close();
    }
  };
}
