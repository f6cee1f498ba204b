import { suggestedBaseUrl } from '../../../shared/suggested-base-url';
import { acceptHMRUpdate, defineStore } from 'pinia';
import { computed, ref } from 'vue';
import type { ExportSettings } from '../../../shared/export-settings';
import { useApi } from '../api';
import { useExportPreview } from './export-preview';
import { useExportRun, type ExportStage } from './export-run';
import { useExportSending } from './export-sending';
import { useRemovedUrlsCheck } from './removed-urls-check';
import { useProjectStore } from '../project';
import { useNoticesStore } from '../services/notices-store';
import { t } from '../i18n';

export type { ExportStage } from './export-run';

const PREVIEW_DEBOUNCE_MS = 300;

/**
 * The export dialog: settings (kept in the project), a preview the engine computes in main
 * (export-preview.ts), the validation gate's verdict, the running export and its report
 * (export-run.ts), both sending the project's rows through export-sending.ts.
 */
export const useExportStore = defineStore('export', () => {
  const api = useApi();
  const project = useProjectStore();
  const notices = useNoticesStore();
  const sending = useExportSending(api);
  const previewing = useExportPreview(api, sending);
  const { preview, previewPending, warningsAccepted, schedulePreview } = previewing;

  const dialogOpen = ref(false);
  const stage = ref<ExportStage>('settings');
  const settings = computed(() => project.exportSettings);
  const canExport = computed(() => {
    const found = preview.value;
    if (stage.value !== 'settings' || previewPending.value || !found || found.files.length === 0) return false;
    return found.errors === 0 && (found.warnings === 0 || warningsAccepted.value);
  });
  const running = useExportRun(api, sending, stage, canExport);
  const removedCheck = useRemovedUrlsCheck(api, sending);

  function open(): void {
    if (dialogOpen.value) return; // the menu's shortcut still works behind the dialog
    if (project.tables.length === 0) {
      notices.showNotice(t('export.notice.nothingToExport'));
      return;
    }
    stage.value = 'settings';
    running.report.value = null;
    running.failure.value = [];
    previewing.changes.value = null;
    removedCheck.reset();
    dialogOpen.value = true;
    // No base URL yet: the site most locs are on, so an export of an imported sitemap is one step.
    const suggested = settings.value.baseUrl === '' ? suggestedBaseUrl(project.tables) : '';
    if (suggested !== '') project.setExportSettings({ ...project.exportSettings, baseUrl: suggested });
    schedulePreview(0);
  }

  function close(): void {
    if (stage.value === 'running') return;
    dialogOpen.value = false;
    void removedCheck.cancel();
    previewing.dropPreview();
    sending.stopSending();
    sending.forgetUploads();
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
    previewError: previewing.previewError,
    changes: previewing.changes,
    removedCheck: removedCheck.result,
    removedCheckError: removedCheck.error,
    removedCheckRunning: computed(() => removedCheck.runningJob.value !== null),
    checkRemovedUrls: removedCheck.run,
    cancelRemovedCheck: removedCheck.cancel,
    warningsAccepted,
    report: running.report,
    acceptedWarnings: running.acceptedWarnings,
    failure: running.failure,
    job: running.job,
    sending: running.sending,
    canExport,
    open,
    close,
    update,
    chooseFolder,
    runExport: running.runExport,
    cancel: running.cancel,
    showInFolder: running.showInFolder,
    backToSettings,
  };
});

if (import.meta.hot) import.meta.hot.accept(acceptHMRUpdate(useExportStore, import.meta.hot));
