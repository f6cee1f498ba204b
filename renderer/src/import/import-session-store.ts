import { acceptHMRUpdate, defineStore } from 'pinia';
import type { ReceivedImport } from '../../../shared/import-types';
import { useApi } from '../api';
import { useChosenSources } from './chosen-sources';
import { suggestedName, useImportAdding } from './import-adding';
import { importDialogState, type ChosenSource } from './import-dialog-state';
import { useImportOpened } from './import-opened';
import { useImportReceiving } from './import-receiving';
import { useImportRun } from './import-run';
import { useJobsStore } from '../services/jobs-store';
import { useNoticesStore } from '../services/notices-store';
import { t } from '../i18n';

export type { ChosenSource, ImportStep } from './import-dialog-state';

/**
 * Importing: the import dialog (what is being imported, the running import, what it found, and how
 * it is to be added), and files opened that are not projects, imported without it. Nothing reaches
 * the project until `confirm`; cancelling at any step adds nothing. Both add through `addToProject`
 * (import-adding.ts); the run is in import-run.ts, taking its rows in import-receiving.ts.
 */
export const useImportStore = defineStore('importSession', () => {
  const api = useApi();
  const notices = useNoticesStore();
  const jobs = useJobsStore();
  const state = importDialogState();
  const { open, step, sources, jobId, failure, result, leftOut, choice, tableName, targetTableId, policy, files } =
    state;
  const { retrying } = state;
  const chosen = useChosenSources(api, sources, begin);
  const adding = useImportAdding();
  const receiving = useImportReceiving(api);
  const running = useImportRun(api, state, receiving, { review, close });
  const { importOpened } = useImportOpened(api, receiving, adding);

  /** Opens the dialog with these sources; `start` reads them at once (a drop, the CSV menu item). */
  function begin(initial: readonly ChosenSource[] = [], start = false): void {
    if (open.value) {
      if (step.value === 'sources') chosen.addSources(initial);
      else notices.showNotice(t('import.notice.busy'));
      return;
    }
    sources.value = [];
    result.value = null;
    failure.value = null;
    retrying.value = 0;
    step.value = 'sources';
    open.value = true;
    chosen.addSources(initial);
    if (start && sources.value.length > 0) void running.run();
  }

  /** What was read, for the person to choose what is added and how. */
  function review(received: ReceivedImport): void {
    jobId.value = null;
    result.value = received;
    leftOut.value = new Set();
    tableName.value = suggestedName(sources.value, received.files);
    targetTableId.value = adding.defaultTargetTableId();
    if (choice.value === 'merge' && targetTableId.value === null) choice.value = 'per-sitemap';
    step.value = 'review';
  }

  /** Cancel, Escape or the close button: stops a running import, and closes. */
  function cancel(): void {
    if (jobId.value) jobs.cancel(jobId.value);
    close();
  }

  /** Adds what is ticked, as chosen, and closes; the status bar says what was added. */
  function confirm(): void {
    if (!result.value || files.value.length === 0) return;
    const notice = adding.addToProject(result.value, files.value, leftOut.value, {
      choice: choice.value,
      tableName: tableName.value,
      targetTableId: targetTableId.value,
      policy: policy.value,
    });
    close();
    notices.showNotice(notice);
  }

  /** Back from the review to the sources, forgetting what was read. */
  function back(): void {
    if (retrying.value > 0) {
      // A retry under way is stopped, and its answer dropped.
      running.stopRetry();
      running.forget();
      jobId.value = null;
      retrying.value = 0;
    }
    result.value = null;
    step.value = 'sources';
  }

  function close(): void {
    running.forget();
    jobId.value = null;
    retrying.value = 0;
    open.value = false;
    result.value = null; // the rows can be a lot of memory
  }

  return {
    ...state,
    ...chosen,
    begin,
    run: running.run,
    retryFailed: running.retryFailed,
    stopRetry: running.stopRetry,
    cancel,
    confirm,
    importOpened,
    back,
  };
});

if (import.meta.hot) import.meta.hot.accept(acceptHMRUpdate(useImportStore, import.meta.hot));
