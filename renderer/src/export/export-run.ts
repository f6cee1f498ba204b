import { computed, ref, shallowRef, type Ref } from 'vue';
import { describeError } from '../../../shared/describe-error';
import { repairedFirst } from '../../../shared/export-left-unfinished';
import type { ExportReport } from '../../../shared/export-types';
import type { SitemapStudioApi } from '../../../shared/ipc-contract';
import { countProblems, problemAt, type Problem } from '../../../shared/problems';
import type { ExportSending } from './export-sending';
import { useJobsStore } from '../services/jobs-store';
import { useNoticesStore } from '../services/notices-store';
import { forgetLastExport, useProjectStore } from '../project';
import { t } from '../i18n';
import { finishEditing } from '../ui/finish-editing';

/** Where the dialog is: choosing settings, exporting, or showing how it ended. */
export type ExportStage = 'settings' | 'running' | 'done' | 'failed' | 'cancelled';

let exportRuns = 0;

/**
 * The running export and how it ended, for the export store, which hands it its API client, its
 * sending, the dialog's stage and whether the preview lets it run.
 */
export function useExportRun(
  api: Pick<SitemapStudioApi, 'exportProject' | 'cancelJob' | 'revealInFolder' | 'dropTransfers'>,
  sending: ExportSending,
  stage: Ref<ExportStage>,
  canExport: Readonly<Ref<boolean>>,
) {
  const project = useProjectStore();
  const notices = useNoticesStore();
  const jobs = useJobsStore();
  /** What the finished export wrote, read back from disk. */
  const report = shallowRef<ExportReport | null>(null);
  /** How many warnings the finished export was accepted with. */
  const acceptedWarnings = ref(0);
  /** Why the export refused or failed, with tables and rows. */
  const failure = shallowRef<readonly Problem[]>([]);
  /**
   * The id this window picked for the running export's job in main: a Cancel pressed while the
   * request is still on its way reaches main by it, and the job starts cancelled.
   */
  let exportJobId: string | null = null;
  /** Whether Cancel was pressed during the running export: one that ends complete came too late, and says so. */
  let cancelAsked = false;

  const findJob = (jobId: string | null) => jobs.running.find((candidate) => candidate.jobId === jobId) ?? null;
  /** The running export's progress: main's job, or before it the rows on their way to main. */
  const job = computed(() =>
    stage.value === 'running' ? (findJob(exportJobId) ?? findJob(sending.uploadJobId.value)) : null,
  );
  /** True while the running export's rows are still on their way to main. */
  const sendingRows = computed(() => job.value !== null && job.value.jobId === sending.uploadJobId.value);

  async function runExport(): Promise<void> {
    finishEditing();
    if (!canExport.value) return;
    stage.value = 'running';
    const jobId = (exportJobId = `export-${Date.now()}-${(exportRuns += 1)}`);
    cancelAsked = false;
    const folder = project.exportSettings.outputFolder;
    const stop = sending.startSending();
    const generation = project.generation();
    try {
      const outcome = await sending.withTables(stop, (tables) =>
        api.exportProject({ ...sending.request(), tables, jobId }),
      );
      if (outcome.ok) {
        // The project remembers what this export wrote, in place of the last one (and saves it).
        // Not on a project opened or started meanwhile: what it wrote is not that project's export.
        if (project.generation() === generation) {
          if (outcome.lastExport) project.setLastExport(outcome.lastExport);
        } else forgetLastExport(api, outcome.lastExport);
        report.value = outcome.report;
        acceptedWarnings.value = countProblems(outcome.warnings).warning;
        stage.value = 'done';
        if (cancelAsked) notices.showNotice(t('export.notice.cancelTooLate', { folder }));
      } else if (outcome.cancelled) {
        cancelled(folder, outcome.problems);
      } else {
        failure.value = outcome.problems;
        stage.value = 'failed';
      }
    } catch (error) {
      if (stop.signal.aborted) cancelled(folder, []);
      else {
        // The engine's own message names the file or folder it could not write, or what failed on the way.
        failure.value = [problemAt({}, 'export-failed', { reason: describeError(error) })];
        stage.value = 'failed';
      }
    } finally {
      exportJobId = null;
      sending.forgetUploads(); // main let them go as it read them
    }
  }

  /**
   * The export was cancelled; `repaired`: what its repair, as it began, did about an earlier interrupted
   * export in the folder (listed in the dialog), so the folder is not said to be as it was.
   */
  function cancelled(folder: string, repaired: readonly Problem[]): void {
    failure.value = repaired;
    stage.value = 'cancelled';
    const notice = repairedFirst(repaired) ? 'export.notice.cancelledAfterRepair' : 'export.notice.cancelled';
    notices.showNotice(t(notice, { folder }));
  }

  async function cancel(): Promise<void> {
    if (stage.value !== 'running' || exportJobId === null) return;
    cancelAsked = true;
    // Rows still on their way stop there; otherwise main stops the job, or starts it cancelled.
    if (sending.uploadJobId.value !== null) sending.stopSending();
    else await api.cancelJob({ jobId: exportJobId });
  }

  async function showInFolder(): Promise<void> {
    if (report.value) await api.revealInFolder({ path: report.value.folder });
  }

  return { report, acceptedWarnings, failure, job, sending: sendingRows, runExport, cancel, showInFolder };
}
