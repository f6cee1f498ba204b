import { describeError } from '../../../shared/describe-error';
import { acceptHMRUpdate, defineStore } from 'pinia';
import { computed, ref, shallowRef } from 'vue';
import { formatCount } from '../../../shared/format';
import type { EventContract } from '../../../shared/ipc-contract';
import {
  emptyStatusCounts,
  statusClassOf,
  type RobotsReport,
  type StatusClass,
} from '../../../shared/site-check/check-job-report';
import { sendRows } from '../../../shared/transfer/send-rows';
import { useApi } from '../api';
import { t } from '../i18n';
import { useProjectStore } from '../project';
import { useJobsStore } from '../services/jobs-store';
import { useNoticesStore } from '../services/notices-store';
import { countsOf, hasResult, locsTable, scopeUrls, type CheckScope, type ScopePart } from './check-scope';
import { DEFAULT_CHECK_SETTINGS, type CheckSettings } from './check-settings';

/** Where the panel is: choosing, sending the URLs to main, checking, or done (finished, cancelled, failed). */
export type CheckStage = 'idle' | 'sending' | 'running' | 'done' | 'failed';

/** The rows selected in the grid on screen, by stored position (the grid reports them, see useCheckSelection). */
export type SelectionSource = () => { tableId: string; rows: readonly number[] } | null;

/** What the last check covered and found: counts per status class over every URL of its scope that has a result. */
export interface CheckOutcome {
  scope: CheckScope;
  /** Distinct URLs in the scope. */
  total: number;
  counts: Record<StatusClass, number>;
  cancelled: boolean;
  robots: readonly RobotsReport[];
}

let checks = 0;

/** Checking URLs against the live site from the app: the panel, the running job and the last check's summary. */
export const useCheckStore = defineStore('check', () => {
  const api = useApi();
  const project = useProjectStore();
  const notices = useNoticesStore();
  const jobs = useJobsStore();

  /** The check panel is on screen. */
  const panelOpen = ref(false);
  const scope = ref<CheckScope>('table');
  /** How politely the next check runs (polite defaults; kept for this run of the app). */
  const settings = ref<CheckSettings>({ ...DEFAULT_CHECK_SETTINGS });
  const stage = ref<CheckStage>('idle');
  /** The running check's job id (picked here, so it can be paused or cancelled at once). */
  const jobId = ref<string | null>(null);
  const paused = ref(false);
  /** Counts over the scope while a check runs: earlier results of a continued check, then each new one. */
  const live = ref<Record<StatusClass, number>>(emptyStatusCounts());
  /** The scope's distinct URLs, for the check on screen. */
  const scopeTotal = ref(0);
  const outcome = shallowRef<CheckOutcome | null>(null);
  /** Why the last check stopped, when it failed. */
  const failure = ref<string | null>(null);

  let selectionSource: SelectionSource | null = null;
  let sending: AbortController | null = null;
  let received = 0;
  let whenAllReceived: { expected: number; resolve: () => void } | null = null;

  /** main's progress of the running check: done of total, the rate and the time left. */
  const progress = computed(() => jobs.running.find((job) => job.jobId === jobId.value) ?? null);
  const running = computed(() => stage.value === 'sending' || stage.value === 'running');

  /** The rows of the chosen scope, by table. */
  function scopeParts(which: CheckScope): ScopePart[] {
    if (which === 'project') return project.tables.map((table) => ({ table, rows: null }));
    const table = project.activeTable;
    if (!table) return [];
    if (which === 'table') return [{ table, rows: null }];
    const selected = selectionSource?.();
    return selected && selected.tableId === table.id ? [{ table, rows: selected.rows }] : [];
  }

  /** URLs of the scope, and how many of them have no result yet (what Continue asks). */
  const scopeState = computed(() => {
    void project.version;
    void project.siteChecksVersion;
    void project.activeTableId;
    const { locs } = scopeUrls(scopeParts(scope.value));
    const left = locs.reduce((sum, loc) => sum + (hasResult(project.siteChecks, loc) ? 0 : 1), 0);
    return { urls: locs.length, left };
  });

  function open(): void {
    if (project.tables.length === 0) return notices.showNotice(t('check.notices.noTable'));
    panelOpen.value = true;
    if (!running.value && outcome.value === null) summarise();
  }

  function close(): void {
    panelOpen.value = false;
  }

  /** The summary of the scope as the results held say (after opening a saved project, say). */
  function summarise(): void {
    const { locs } = scopeUrls(scopeParts(scope.value));
    const counts = countsOf(project.siteChecks, locs);
    const any = Object.values(counts).some((count) => count > 0);
    outcome.value = any ? { scope: scope.value, total: locs.length, counts, cancelled: false, robots: [] } : null;
  }

  /**
   * Checks the scope's URLs: `continue` asks only those without a result (so a check goes on after
   * a cancel, or after the project was closed and opened again), `again` asks every one afresh.
   */
  async function start(mode: 'continue' | 'again'): Promise<void> {
    if (running.value) return;
    const which = scope.value;
    const { locs, hosts } = scopeUrls(scopeParts(which));
    const ask = mode === 'continue' ? locs.filter((loc) => !hasResult(project.siteChecks, loc)) : locs;
    if (ask.length === 0) return notices.showNotice(t('check.notices.allHaveResult'));
    failure.value = null;
    outcome.value = null;
    paused.value = false;
    scopeTotal.value = locs.length;
    live.value = mode === 'continue' ? countsOf(project.siteChecks, locs) : emptyStatusCounts();
    jobId.value = `site-check-${Date.now()}-${(checks += 1)}`;
    received = 0;
    stage.value = 'sending';
    sending = new AbortController();
    const { timeoutSeconds, ...job } = settings.value;
    try {
      const upload = await sendRows(locsTable(ask), api, { signal: sending.signal });
      stage.value = 'running';
      const answer = await api.checkSite({
        upload,
        ownHosts: hosts,
        settings: job,
        timeoutMs: timeoutSeconds * 1000,
        jobId: jobId.value,
      });
      // Events and answers may travel apart (the web host): wait for every result the answer counts.
      await allReceived(answer.results);
      const { cancelled, robots } = answer.summary;
      outcome.value = { scope: which, total: locs.length, counts: { ...live.value }, cancelled, robots };
      stage.value = 'done';
      const counts = { checked: formatCount(answer.results), asked: formatCount(ask.length) };
      notices.showNotice(t(cancelled ? 'check.notices.cancelled' : 'check.notices.finished', counts, ask.length));
    } catch (error) {
      if (sending?.signal.aborted) {
        stage.value = 'idle';
        notices.showNotice(t('check.notices.cancelledBeforeStart'));
      } else {
        failure.value = describeError(error);
        stage.value = 'failed';
        notices.showNotice(t('check.notices.failed', { reason: failure.value }));
      }
    } finally {
      sending = null;
      jobId.value = null;
      paused.value = false;
    }
  }

  function allReceived(expected: number): Promise<void> {
    if (received >= expected) return Promise.resolve();
    return new Promise((resolve) => (whenAllReceived = { expected, resolve }));
  }

  /** A batch of results from main: kept in the project (saved with it), counted for the check on screen. */
  function receive({ jobId: from, checks: batch }: EventContract['siteCheckResults']): void {
    project.addSiteChecks(batch);
    if (from !== jobId.value) return;
    const counts = { ...live.value };
    for (const check of batch) counts[statusClassOf(check)] += 1;
    live.value = counts;
    received += batch.length;
    if (whenAllReceived && received >= whenAllReceived.expected) {
      whenAllReceived.resolve();
      whenAllReceived = null;
    }
  }

  async function setPaused(pause: boolean): Promise<void> {
    if (stage.value !== 'running' || jobId.value === null) return;
    const { changed } = await api.setJobPaused({ jobId: jobId.value, paused: pause });
    if (changed) paused.value = pause;
  }

  /** Stops the check: results so far are kept, and Continue asks the rest. */
  function cancel(): void {
    if (stage.value === 'sending') sending?.abort();
    else if (jobId.value !== null) jobs.cancel(jobId.value);
  }

  /** The grid on screen says how to read its selected rows; what it answers stops that (when the grid goes). */
  function followSelection(source: SelectionSource): () => void {
    selectionSource = source;
    return () => {
      if (selectionSource === source) selectionSource = null;
    };
  }

  function setScope(next: CheckScope): void {
    scope.value = next;
    if (!running.value) summarise();
  }

  return {
    panelOpen,
    scope,
    settings,
    stage,
    paused,
    live,
    scopeTotal,
    outcome,
    failure,
    progress,
    running,
    scopeState,
    open,
    close,
    setScope,
    start,
    receive,
    pause: () => setPaused(true),
    resume: () => setPaused(false),
    cancel,
    followSelection,
  };
});

if (import.meta.hot) import.meta.hot.accept(acceptHMRUpdate(useCheckStore, import.meta.hot));
