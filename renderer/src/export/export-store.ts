import { suggestedBaseUrl } from '../../../shared/suggested-base-url';
import { describeError } from '../../../shared/describe-error';
import { acceptHMRUpdate, defineStore } from 'pinia';
import { computed, ref, shallowRef } from 'vue';
import type { ExportSettings } from '../../../shared/export-settings';
import type { ExportPreview, ExportReport, UploadedTable } from '../../../shared/export-types';
import { formatCounted } from '../../../shared/format';
import { problemAt, type Problem } from '../../../shared/problems';
import { TRANSFER_GONE } from '../../../shared/transfer/transfer-types';
import { parseBaseUrl } from '../../../shared/validation/base-url';
import { DEFAULT_ROBOTS_AGENT } from '../../../shared/robots/robots-matcher';
import { notIndexableUrls } from '../../../shared/site-check/leave-out';
import { useApi } from '../api';
import { createTableUploads } from './table-uploads';
import { useJobsStore } from '../services/jobs-store';
import { useProjectStore } from '../project';
import { useNoticesStore } from '../services/notices-store';
import { t } from '../i18n';

const PREVIEW_DEBOUNCE_MS = 300;

/** Where the dialog is: choosing settings, exporting, or showing how it ended. */
export type ExportStage = 'settings' | 'running' | 'done' | 'failed' | 'cancelled';

/**
 * The export dialog: settings (kept in the project), a preview the engine computes in main, the
 * validation gate's verdict, the running export and its report.
 */
export const useExportStore = defineStore('export', () => {
  const api = useApi();
  const project = useProjectStore();
  const notices = useNoticesStore();
  const jobs = useJobsStore();
  const uploads = createTableUploads(api);

  const dialogOpen = ref(false);
  const stage = ref<ExportStage>('settings');
  /** The last preview for the current settings and rows; null while none has arrived. */
  const preview = shallowRef<ExportPreview | null>(null);
  /** True from a settings change until its preview arrives: the preview on show is out of date. */
  const previewPending = ref(false);
  /** Why the preview could not be computed, if it could not. */
  const previewError = ref<string | null>(null);
  /** The person ticked "Export with N warnings" for this preview's warnings. */
  const warningsAccepted = ref(false);
  /** What the finished export wrote, read back from disk. */
  const report = shallowRef<ExportReport | null>(null);
  /** How many warnings the finished export was accepted with. */
  const acceptedWarnings = ref(0);
  /** Why the export refused or failed, with tables and rows. */
  const failure = shallowRef<readonly Problem[]>([]);

  /** The renderer's own job sending the rows to main, while it runs. */
  const uploadJobId = ref<string | null>(null);

  const settings = computed(() => project.exportSettings);
  /** The running export's progress: main's job, or before it the rows on their way to main. */
  const job = computed(() => (stage.value === 'running' ? (findExportJob() ?? findUploadJob()) : null));
  /** True while the running export's rows are still on their way to main. */
  const sending = computed(() => job.value !== null && job.value.jobId === uploadJobId.value);
  const canExport = computed(() => {
    const found = preview.value;
    if (stage.value !== 'settings' || previewPending.value || !found || found.files.length === 0) return false;
    return found.errors === 0 && (found.warnings === 0 || warningsAccepted.value);
  });

  let previewSerial = 0;
  let previewTimer: ReturnType<typeof setTimeout> | undefined;
  /** Stops the rows the current preview, or the running export, is sending. */
  let sendingStop: AbortController | null = null;
  /**
   * The id this window picked for the running export's job in main: a Cancel pressed while the
   * request is still on its way reaches main by it, and the job starts cancelled.
   */
  let exportJobId: string | null = null;
  let exportRuns = 0;

  function findExportJob() {
    return jobs.running.find((candidate) => candidate.jobId === exportJobId) ?? null;
  }

  function findUploadJob() {
    return jobs.running.find((candidate) => candidate.jobId === uploadJobId.value) ?? null;
  }

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

  function open(): void {
    if (dialogOpen.value) return; // the menu's shortcut still works behind the dialog
    if (project.tables.length === 0) {
      notices.showNotice(t('export.notice.nothingToExport'));
      return;
    }
    stage.value = 'settings';
    report.value = null;
    failure.value = [];
    dialogOpen.value = true;
    // No base URL yet: the site most locs are on, so an export of an imported sitemap is one step.
    const suggested = settings.value.baseUrl === '' ? suggestedBaseUrl(project.tables) : '';
    if (suggested !== '') project.setExportSettings({ ...project.exportSettings, baseUrl: suggested });
    schedulePreview(0);
  }

  function close(): void {
    if (stage.value === 'running') return;
    dialogOpen.value = false;
    previewSerial += 1; // whatever preview is on its way is not needed
    clearTimeout(previewTimer);
    sendingStop?.abort();
    uploads.forget();
  }

  /** Changes settings: saved with the project (which now has unsaved changes), and previewed again. */
  function update(patch: Partial<ExportSettings>): void {
    project.setExportSettings({ ...project.exportSettings, ...patch });
    schedulePreview(PREVIEW_DEBOUNCE_MS);
  }

  async function chooseFolder(): Promise<void> {
    const folder = await api.showFolderDialog({ title: t('export.notice.chooseFolder') });
    if (folder !== null) update({ outputFolder: folder });
  }

  function schedulePreview(delay: number): void {
    const serial = ++previewSerial;
    sendingStop?.abort(); // rows the older preview is still sending are not needed by it
    previewPending.value = true;
    clearTimeout(previewTimer);
    previewTimer = setTimeout(() => void runPreview(serial), delay);
  }

  async function runPreview(serial: number): Promise<void> {
    const stale = (): boolean => serial !== previewSerial;
    const stop = (sendingStop = new AbortController());
    try {
      // Without a usable base URL the gate looks no further than the settings: the rows need not travel.
      const rowsNeeded = parseBaseUrl(settings.value.baseUrl).ok;
      const next = await (rowsNeeded
        ? withTables(stop, (tables) => api.previewExport({ ...request(), tables }))
        : api.previewExport({ ...request(), tables: [] }));
      if (stale() || next === null) return;
      if (next.warnings !== preview.value?.warnings) warningsAccepted.value = false;
      preview.value = next;
      previewError.value = null;
    } catch (error) {
      if (stale()) return;
      previewError.value = stop.signal.aborted
        ? t('export.preview.cancelled')
        : t('export.preview.failed', { reason: describeError(error) });
    }
    previewPending.value = false;
  }

  function request() {
    // The manifest keeps each project's files apart. Projects carry no id of their own yet, so a saved
    // one is known by its file, an unsaved one by its name.
    const projectId = project.path ? `project:${project.path}` : `unsaved:${project.name}`;
    // The URLs the site check found not indexable: the export leaves their rows out (leaveOutNonIndexable).
    const notIndexable = notIndexableUrls(project.siteChecks.values(), DEFAULT_ROBOTS_AGENT);
    return { projectId, settings: { ...settings.value }, robotsTxt: project.robotsTxt, notIndexable };
  }

  async function runExport(): Promise<void> {
    if (!canExport.value) return;
    stage.value = 'running';
    const jobId = (exportJobId = `export-${Date.now()}-${(exportRuns += 1)}`);
    const folder = settings.value.outputFolder;
    const stop = (sendingStop = new AbortController());
    try {
      const outcome = await withTables(stop, (tables) => api.exportProject({ ...request(), tables, jobId }));
      if (outcome.ok) {
        report.value = outcome.report;
        acceptedWarnings.value = outcome.warnings.length;
        stage.value = 'done';
      } else if (outcome.cancelled) {
        cancelled(folder);
      } else {
        failure.value = outcome.problems;
        stage.value = 'failed';
      }
    } catch (error) {
      if (stop.signal.aborted) cancelled(folder);
      else {
        // The engine's own message names the file or folder it could not write, or what failed on the way.
        failure.value = [problemAt({}, 'export-failed', { reason: describeError(error) })];
        stage.value = 'failed';
      }
    } finally {
      exportJobId = null;
      uploads.forget(); // main let them go as it read them
    }
  }

  function cancelled(folder: string): void {
    stage.value = 'cancelled';
    notices.showNotice(t('export.notice.cancelled', { folder }));
  }

  async function cancel(): Promise<void> {
    if (stage.value !== 'running' || exportJobId === null) return;
    // Rows still on their way stop there; otherwise main stops the job, or starts it cancelled.
    if (uploadJobId.value !== null) sendingStop?.abort();
    else await api.cancelJob({ jobId: exportJobId });
  }

  async function showInFolder(): Promise<void> {
    if (report.value) await api.revealInFolder({ path: report.value.folder });
  }

  /** Back from a refusal or a cancel to the settings, to fix and try again. */
  function backToSettings(): void {
    stage.value = 'settings';
    schedulePreview(0);
  }

  return {
    dialogOpen,
    stage,
    settings,
    preview,
    previewPending,
    previewError,
    warningsAccepted,
    report,
    acceptedWarnings,
    failure,
    job,
    sending,
    canExport,
    open,
    close,
    update,
    chooseFolder,
    runExport,
    cancel,
    showInFolder,
    backToSettings,
  };
});

if (import.meta.hot) import.meta.hot.accept(acceptHMRUpdate(useExportStore, import.meta.hot));
