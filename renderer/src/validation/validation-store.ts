import { describeError } from '../../../shared/describe-error';
import { acceptHMRUpdate, defineStore } from 'pinia';
import { computed, markRaw, onScopeDispose, shallowRef, watch } from 'vue';
import { rowContext, validationSettings, type ValidationSettings } from './validation-context';
import { CheckProblems, checkFindingsInSteps } from './check-problems';
import { followPositions } from './cross-row-positions';
import { emptySummary, ProblemSummary, type ValidationSummary } from './problem-summary';
import { checkInSlices } from './sliced-check';
import { useRowProblemsCache } from './row-problems-cache';
import { useHistoryStore } from '../history';
import { useProjectStore } from '../project';
import { useNoticesStore } from '../services/notices-store';
import { usePreferencesStore } from '../services/preferences-store';
import { t } from '../i18n';

const DEBOUNCE_MS = 200;
/** What the person is told when the whole-project check fails; edited cells are still checked on their own. */
export const wholeCheckFailed = (reason: string): string => t('validation.problems.wholeCheckFailed', { reason });

/**
 * Validation of the URL tables: an edited row is checked at once, on the main thread, with the
 * shared rules (row-problems-cache.ts keeps the rows on screen); the whole project is checked after
 * edits settle, on the page a slice of time at a time (sliced-check.ts), over the tables' own rows.
 */
export const useValidationStore = defineStore('validation', () => {
  const project = useProjectStore();
  const notices = useNoticesStore();
  const preferences = usePreferencesStore();
  // Each export setting validation reads, on its own, so changing another one does not start a new check.
  const baseUrl = computed(() => project.exportSettings.baseUrl);
  const maxUrls = computed(() => project.exportSettings.maxUrls);
  const splitNewsSitemaps = computed(() => project.exportSettings.splitNewsSitemaps);
  const allowOtherHosts = computed(() => project.exportSettings.allowOtherHosts);
  const format = computed(() => project.exportSettings.format);
  /** The one place validation settings come from: those export settings and the robots.txt. */
  const settings = computed<ValidationSettings>(() =>
    validationSettings(
      {
        baseUrl: baseUrl.value,
        maxUrls: maxUrls.value,
        splitNewsSitemaps: splitNewsSitemaps.value,
        allowOtherHosts: allowOtherHosts.value,
        format: format.value,
      },
      project.robotsTxt,
    ),
  );
  /** The clock of the last check: the cells and the whole check date rows against the same instant. */
  const checkedAt = shallowRef(Date.now());
  const context = computed(() => rowContext(settings.value, checkedAt.value));
  /** The last whole-project result. */
  const summary = shallowRef<ValidationSummary>(emptySummary());
  /** True while the whole project is being checked. */
  const checking = shallowRef(false);
  /** Why the whole project could not be checked last time, or null: the problems panel says it. */
  const failure = shallowRef<string | null>(null);
  /**
   * The slow limit on its own: the preferences change as a whole (a new theme is a new object), and
   * only a new limit is a reason to judge the check's results again.
   */
  const slowMs = computed(() => preferences.values.slowAnswerMs);
  /** The site check's findings on the rows, for the crawler validation checks robots.txt for. */
  const checkProblems = computed(() =>
    markRaw(
      new CheckProblems(
        project.siteChecks,
        { slowMs: slowMs.value, agent: settings.value.agent },
        () => project.version,
      ),
    ),
  );

  const { rowProblems, cellProblem, resetCache } = useRowProblemsCache({ context, summary, checkProblems });
  let requestId = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;

  /** project.version when the last edit command's cross-row positions were followed. */
  let followedVersion = project.version;
  /** Rows changed by something other than an edit command: positions found before could name other rows. */
  function noteUnfollowedChanges(expected: number): void {
    if (project.version !== expected) summary.value = { ...summary.value, crossRow: new WeakMap() };
    followedVersion = project.version;
  }
  useHistoryStore().onApplied((tableId, command) => {
    // The history bumped the version once for this command; any other bump was not an edit command.
    noteUnfollowedChanges(followedVersion + 1);
    const table = project.tableById(tableId);
    const found = table && summary.value.crossRow.get(table.rows);
    if (found) summary.value.crossRow.set(table.rows, followPositions(found, command));
  });

  function schedule(): void {
    noteUnfollowedChanges(followedVersion);
    checkedAt.value = Date.now();
    resetCache();
    requestId += 1; // a check under way is stale now: it stops at its next pause
    clearTimeout(timer);
    timer = setTimeout(() => void check(), DEBOUNCE_MS);
  }

  async function check(): Promise<void> {
    const id = ++requestId;
    const version = project.version;
    const tables = project.tables.map((table) => ({ name: table.name, rows: table.rows }));
    const collector = new ProblemSummary(tables);
    checking.value = true;
    try {
      const found = await checkInSlices(
        tables,
        context.value,
        collector,
        // An edit, a new table or new settings make this check stale: a newer one follows.
        () => id === requestId && project.version === version,
        undefined,
        checkFindingsInSteps(tables, checkProblems.value, collector),
      );
      if (found === null) return;
      checking.value = false;
      failure.value = null;
      summary.value = found.summary();
      resetCache();
    } catch (error) {
      if (id === requestId) fail(describeError(error));
    }
  }

  /** The whole check failed (a rule threw): the person is told; edited cells are still checked, and the next edit tries again. */
  function fail(message: string): void {
    checking.value = false;
    if (failure.value === null) notices.showNotice(wholeCheckFailed(message));
    failure.value = message;
  }

  // checkProblems: a new slow limit judges the check's results again.
  watch(
    [() => project.version, () => project.tables, () => project.siteChecksVersion, settings, checkProblems],
    schedule,
    {
      immediate: true,
    },
  );
  onScopeDispose(() => {
    requestId += 1; // a check under way stops at its next pause
    clearTimeout(timer);
  });

  return { settings, context, summary, checking, failure, checkProblems, rowProblems, cellProblem };
});

if (import.meta.hot) import.meta.hot.accept(acceptHMRUpdate(useValidationStore, import.meta.hot));
