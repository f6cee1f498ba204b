import { acceptHMRUpdate, defineStore } from 'pinia';
import { ref } from 'vue';
import { useApi } from '../api';
import { t } from '../i18n';
import { useProjectStore } from '../project';
import { useNoticesStore } from '../services/notices-store';
import { useCheckRun } from './check-run';
import type { CheckScope } from './check-scope';
import { useCheckScopeRows } from './check-scope-rows';
import { DEFAULT_CHECK_SETTINGS, type CheckSettings } from './check-settings';

export type { CheckOutcome, CheckStage } from './check-outcome';
export type { SelectionSource } from './check-scope-rows';

/**
 * Checking URLs against the live site from the app: the panel, the running job and the last check's
 * summary (check-run.ts), over the rows of the scope chosen (check-scope-rows.ts).
 */
export const useCheckStore = defineStore('check', () => {
  const api = useApi();
  const project = useProjectStore();
  const notices = useNoticesStore();

  /** The check panel is on screen. */
  const panelOpen = ref(false);
  const scope = ref<CheckScope>('table');
  /** How politely the next check runs (polite defaults; kept for this run of the app). */
  const settings = ref<CheckSettings>({ ...DEFAULT_CHECK_SETTINGS });
  /** Read whole pages, to see when their content changed (kept as the settings are). */
  const readContent = ref(false);
  /** The last Check all again, when it was cancelled: Continue asks what it did not reach. */
  const { scopeParts, scopeState, followSelection } = useCheckScopeRows(scope);
  const { state, summarise, ...run } = useCheckRun(api, scope, settings, readContent, scopeParts);

  function open(): void {
    if (project.tables.length === 0) return notices.showNotice(t('check.notices.noTable'));
    panelOpen.value = true;
    if (!state.running.value && state.outcome.value === null) summarise();
  }

  function close(): void {
    panelOpen.value = false;
  }

  function setScope(next: CheckScope): void {
    scope.value = next;
    if (!state.running.value) summarise();
  }

  return {
    panelOpen,
    scope,
    settings,
    readContent,
    ...state,
    scopeState,
    open,
    close,
    setScope,
    ...run,
    followSelection,
  };
});

if (import.meta.hot) import.meta.hot.accept(acceptHMRUpdate(useCheckStore, import.meta.hot));
