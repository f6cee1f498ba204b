import { computed, ref, shallowRef, type Ref } from 'vue';
import { describeError } from '../../../shared/describe-error';
import { formatCount } from '../../../shared/format';
import type { EventContract, SiteCheckContent, SitemapStudioApi } from '../../../shared/ipc-contract';
import { emptyStatusCounts, statusClassOf, type StatusClass } from '../../../shared/site-check/check-job-report';
import { sendRows } from '../../../shared/transfer/send-rows';
import { t } from '../i18n';
import { useProjectStore } from '../project';
import { useJobsStore } from '../services/jobs-store';
import { useNoticesStore } from '../services/notices-store';
import { checkReceipts } from './check-receipts';
import { contentRequest, scopeLastmods, withHistories } from './check-content';
import type { CheckOutcome, CheckStage } from './check-outcome';
import {
  countsOf,
  hasResult,
  leftByRecheck,
  locsTable,
  scopeUrls,
  type CheckScope,
  type ScopePart,
} from './check-scope';
import type { CheckSettings } from './check-settings';

let checks = 0;

/**
 * The running check and the last check's summary, for the check store, which hands it its API
 * client, the scope and settings chosen (`content`: read whole pages), and the rows a scope covers.
 */
export function useCheckRun(
  api: SitemapStudioApi,
  scope: Ref<CheckScope>,
  settings: Ref<CheckSettings>,
  content: Ref<boolean>,
  scopeParts: (which: CheckScope) => ScopePart[],
) {
  const project = useProjectStore();
  const notices = useNoticesStore();
  const jobs = useJobsStore();
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
  let sending: AbortController | null = null;
  const receipts = checkReceipts();
  /** The lastmod of each URL of the running content check, which its results' histories take. */
  let lastmods = new Map<string, string | null>();
  /** The project the last check was started on (its generation): results are that project's alone. */
  let checkedProject = project.generation();
  /** Whether another project was opened or started since the check began. */
  const replaced = (): boolean => project.generation() !== checkedProject;

  /** main's progress of the running check: done of total, the rate and the time left. */
  const progress = computed(() => jobs.running.find((job) => job.jobId === jobId.value) ?? null);
  const running = computed(() => stage.value === 'sending' || stage.value === 'running');

  /** The summary of the scope as the results held say (after opening a saved project, say). */
  function summarise(): void {
    const { locs } = scopeUrls(scopeParts(scope.value));
    const counts = countsOf(project.siteChecks, locs);
    const any = Object.values(counts).some((count) => count > 0);
    outcome.value = any ? { scope: scope.value, total: locs.length, counts, cancelled: false, robots: [] } : null;
  }

  /**
   * Checks the scope's URLs: `continue` asks only those without a result (so a check goes on after
   * a cancel, or after the project was closed and opened again), `again` asks every one afresh; an
   * `again` cancelled is left unfinished, and Continue asks the URLs it did not reach.
   */
  async function start(mode: 'continue' | 'again'): Promise<void> {
    if (running.value) return;
    const which = scope.value;
    const parts = scopeParts(which);
    const { locs, hosts } = scopeUrls(parts);
    const ask = mode === 'continue' ? locs.filter((loc) => !hasResult(project.siteChecks, loc)) : locs;
    if (ask.length === 0) return notices.showNotice(t('check.notices.allHaveResult'));
    failure.value = null;
    outcome.value = null;
    paused.value = false;
    scopeTotal.value = locs.length;
    live.value = mode === 'continue' ? countsOf(project.siteChecks, locs) : emptyStatusCounts();
    const startedAt = Date.now();
    jobId.value = `site-check-${Date.now()}-${(checks += 1)}`;
    checkedProject = project.generation();
    receipts.reset();
    stage.value = 'sending';
    sending = new AbortController();
    const { timeoutSeconds, ...job } = settings.value;
    const readContent = content.value;
    lastmods = readContent ? scopeLastmods(parts) : new Map();
    // Uploads main holds for the check until it takes them; dropped here if it never does.
    const uploads: string[] = [];
    try {
      const upload = await sendRows(locsTable(ask), api, { signal: sending.signal });
      uploads.push(upload);
      const reading: { content?: SiteCheckContent } = readContent
        ? await contentRequest(project.siteChecks, ask, api, sending.signal)
        : {};
      if (reading.content?.previous) uploads.push(reading.content.previous);
      // Another project opened or started while the URLs went to main: this check is not its.
      if (replaced()) sending.abort();
      sending.signal.throwIfAborted();
      stage.value = 'running';
      uploads.length = 0;
      const answer = await api.checkSite({
        upload,
        ownHosts: hosts,
        settings: job,
        timeoutMs: timeoutSeconds * 1000,
        jobId: jobId.value,
        ...reading,
      });
      await receipts.all(answer.results);
      if (replaced()) return void (stage.value = 'idle'); // stopped for another project: nothing of it is shown
      const { cancelled, robots } = answer.summary;
      // A re-check cut short marks its URLs' older results, which Continue asks again (a new result
      // of a URL has no mark); one that ends has a new result for every URL.
      if (mode === 'again' && cancelled) project.addSiteChecks(leftByRecheck(project.siteChecks, locs, startedAt));
      outcome.value = { scope: which, total: locs.length, counts: { ...live.value }, cancelled, robots };
      stage.value = 'done';
      const counts = { checked: formatCount(answer.results), asked: formatCount(ask.length) };
      notices.showNotice(t(cancelled ? 'check.notices.cancelled' : 'check.notices.finished', counts, ask.length));
    } catch (error) {
      if (uploads.length > 0) void api.dropTransfers({ ids: uploads }).catch(() => undefined);
      if (sending?.signal.aborted || replaced()) {
        stage.value = 'idle';
        if (!replaced()) notices.showNotice(t('check.notices.cancelledBeforeStart'));
      } else {
        failure.value = describeError(error);
        stage.value = 'failed';
        notices.showNotice(t('check.notices.failed', { reason: failure.value }));
      }
    } finally {
      sending = null;
      jobId.value = null;
      paused.value = false;
      lastmods = new Map();
    }
  }

  /** A batch of results from main: kept in the project with their content histories (saved with it), counted for the check on screen. */
  function receive({ jobId: from, checks: batch }: EventContract['siteCheckResults']): void {
    // Another project opened or started since the check began: its results are not this one's, and
    // the check goes no further (still counted as received, so the check's end is not waited for).
    if (!replaced()) project.addSiteChecks(withHistories(batch, project.siteChecks, lastmods));
    else if (from === jobId.value) cancel();
    if (from !== jobId.value) return;
    const counts = { ...live.value };
    for (const check of batch) counts[statusClassOf(check)] += 1;
    live.value = counts;
    receipts.add(batch.length);
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

  return {
    state: { stage, paused, live, scopeTotal, outcome, failure, progress, running },
    summarise,
    start,
    receive,
    pause: () => setPaused(true),
    resume: () => setPaused(false),
    cancel,
  };
}
