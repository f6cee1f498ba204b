import { acceptHMRUpdate, defineStore } from 'pinia';
import { computed, ref, shallowRef, watch } from 'vue';
import { clusterMatrix, type ClusterMatrix } from '../../../shared/hreflang/cluster-matrix';
import { clusterPages } from '../../../shared/hreflang/cluster-problems';
import { CLUSTERS_PER_STEP, completeAllClustersInSteps } from '../../../shared/hreflang/complete-all-clusters';
import { completeCluster } from '../../../shared/hreflang/complete-cluster';
import {
  findClustersInSteps,
  type ClusterRow,
  type HreflangClusters,
} from '../../../shared/hreflang/hreflang-clusters';
import { isKnownHreflang } from '../../../shared/validation/field-rules';
import { useRowDetailsStore } from '../details';
import { useHistoryStore } from '../history';
import { useProjectStore } from '../project';
import { t } from '../i18n';
import { useNoticesStore } from '../services/notices-store';
import { actionLabel } from '../table/action-label';
import { runInSlices } from '../validation';
import { alternatesCommands } from './alternates-commands';
import { changesText, completionPreview, type CompletionPreview } from './completion-preview';
import { placeMatrixProblems } from './matrix-problems';

/**
 * How completing picks the x-default: the page the rows name most now, none, a page of this cluster
 * (by loc), or each cluster's page in a language.
 */
export type XDefaultChoice =
  { kind: 'most' } | { kind: 'none' } | { kind: 'page'; loc: string } | { kind: 'language'; language: string };

/** Pages and languages the matrix shows at a time: a cluster of any size renders a bounded table. */
export const MEMBERS_PER_PAGE = 50;
export const LANGUAGES_PER_PAGE = 12;

/**
 * The Languages panel: the project's hreflang clusters (found a slice of page time at a time), the
 * one shown as a matrix of its pages × languages with its problems, and completing it, or every
 * cluster, as one undoable step after a preview.
 */
export const useLanguagesStore = defineStore('languages', () => {
  const project = useProjectStore();
  const history = useHistoryStore();
  const details = useRowDetailsStore();
  const notices = useNoticesStore();

  const open = ref(false);
  const clusters = shallowRef<HreflangClusters | null>(null);
  /** The project's version the clusters were found at; they hold only while it is current. */
  const clustersAt = ref(-1);
  const finding = ref(false);
  /** The cluster shown, by number; -1 for none. */
  const cluster = ref(-1);
  /** A row of the cluster shown, to find it again once the clusters are found anew after an edit. */
  let shownRow: ClusterRow | null = null;
  const memberPage = ref(0);
  const languagePage = ref(0);

  const preview = shallowRef<CompletionPreview | null>(null);
  /** The completion being worked out or shown, with its x-default choice. */
  const completing = ref<CompletionPreview['scope'] | null>(null);
  const xDefault = ref<XDefaultChoice>({ kind: 'most' });
  /** Clusters worked out so far while completing all of them; null when not at it. */
  const progress = ref<number | null>(null);
  /** Counts the completions asked for: a slower one asked earlier is dropped. */
  let preparations = 0;

  const current = computed(() => clusters.value !== null && clustersAt.value === project.version);
  const count = computed(() => (current.value ? clusters.value!.count : 0));

  const matrix = computed((): ClusterMatrix | null => {
    if (!current.value || cluster.value < 0 || cluster.value >= count.value) return null;
    return clusterMatrix(clusterPages(project.tables, clusters.value!, cluster.value));
  });
  const problems = computed(() => {
    void project.siteChecksVersion;
    const shown = matrix.value;
    return shown ? placeMatrixProblems(shown, (loc) => project.siteChecks.get(loc)) : null;
  });

  /** Opens the panel on the current row's cluster. */
  async function show(): Promise<void> {
    open.value = true;
    const target = details.target;
    const table = target ? project.tables.findIndex(({ id }) => id === target.tableId) : -1;
    shownRow = target && table >= 0 ? { table, row: target.stored } : null;
    cluster.value = -1;
    await refresh();
  }

  function close(): void {
    open.value = false;
    cancelCompletion();
    // At a million rows the clusters hold tens of MiB: found again when the panel opens.
    clusters.value = null;
    clustersAt.value = -1;
    finding.value = false;
  }

  /** Finds the clusters again if the rows changed, and shows the cluster of the row shown before (or the first). */
  async function refresh(): Promise<void> {
    const version = project.version;
    if (clustersAt.value !== version) {
      finding.value = true;
      const tables = project.tables;
      const found = await runInSlices(findClustersInSteps(tables), () => open.value && project.version === version);
      if (found === null) return;
      clusters.value = found;
      clustersAt.value = version;
      finding.value = false;
    }
    const at = shownRow === null ? -1 : clusters.value!.clusterOf(shownRow.table, shownRow.row);
    select(at >= 0 ? at : cluster.value >= 0 && cluster.value < count.value ? cluster.value : count.value > 0 ? 0 : -1);
  }

  function select(next: number): void {
    if (next === cluster.value && matrix.value) return;
    cluster.value = next;
    memberPage.value = 0;
    languagePage.value = 0;
    shownRow = matrix.value?.members.find((page) => page.place !== null)?.place ?? null;
  }

  watch(
    () => project.version,
    () => {
      if (open.value) void refresh();
    },
  );

  /** Works out completing this cluster or all of them with the x-default chosen, for the preview. */
  async function prepare(
    scope: CompletionPreview['scope'],
    choice: XDefaultChoice = defaultChoice(scope),
  ): Promise<void> {
    completing.value = scope;
    xDefault.value = choice;
    preview.value = null;
    progress.value = scope === 'all' ? 0 : null;
    const version = project.version;
    const asked = ++preparations;
    const wanted = (): boolean => asked === preparations && project.version === version;
    const made = scope === 'cluster' ? clusterCompletion(choice) : await allCompletion(choice, wanted);
    if (made === null || !wanted()) return;
    preview.value = made;
    progress.value = null;
  }

  function defaultChoice(scope: CompletionPreview['scope']): XDefaultChoice {
    if (scope === 'all') return { kind: 'most' };
    const named = matrix.value?.xDefault ?? null;
    return named === null ? { kind: 'none' } : { kind: 'page', loc: named };
  }

  function clusterCompletion(choice: XDefaultChoice): CompletionPreview | null {
    const shown = matrix.value;
    if (!shown) return null;
    const loc = choice.kind === 'page' ? choice.loc : choice.kind === 'most' ? shown.xDefault : null;
    const { changes, conflicts } = completeCluster(shown, loc, isKnownHreflang);
    return completionPreview(
      'cluster',
      1,
      changes,
      conflicts.map((fault) => ({ fault, matrix: shown })),
      locOf,
    );
  }

  async function allCompletion(choice: XDefaultChoice, wanted: () => boolean): Promise<CompletionPreview | null> {
    if (!current.value) return null;
    const language = choice.kind === 'language' ? choice.language : null;
    const steps = counted(completeAllClustersInSteps(project.tables, clusters.value!, language), () => {
      progress.value = Math.min(count.value, progress.value! + CLUSTERS_PER_STEP);
    });
    const done = await runInSlices(steps, wanted);
    return done && completionPreview('all', done.clusters, done.changes, done.conflicts, locOf);
  }

  const locOf = ({ table, row }: ClusterRow): string => project.tables[table]!.rows.get(row, 'loc');

  function cancelCompletion(): void {
    preparations += 1;
    completing.value = null;
    preview.value = null;
    progress.value = null;
  }

  /** Leaves the preview for the cluster a conflict is in, for the person to decide in its rows. */
  function showCluster(place: ClusterRow): void {
    cancelCompletion();
    const at = current.value ? clusters.value!.clusterOf(place.table, place.row) : -1;
    if (at >= 0) select(at);
  }

  /** Applies the previewed completion as one undo step. */
  function apply(): void {
    const made = preview.value;
    if (!made) return;
    const label = actionLabel('completeClusters', made.clusters);
    history.runAcross(alternatesCommands(made.changes, project.tables, label));
    notices.showNotice(changesText(made), { label: t('menu.edit.undo'), run: () => history.undo() });
    cancelCompletion();
  }

  /** Sets a member's alternates to the ones its live page declares (the site check's), as one undo step. */
  function takePageAlternates(member: number): void {
    const page = matrix.value?.members[member];
    const check = page?.place ? project.siteChecks.get(page.loc) : undefined;
    if (!page?.place || !check) return;
    const after = check.alternates.map(({ hreflang, href }) => ({ rel: 'alternate', hreflang, href }));
    const replacement = { place: page.place, before: page.alternates, after };
    history.runAcross(alternatesCommands([replacement], project.tables, actionLabel('pageAlternates')));
  }

  return {
    open,
    finding,
    cluster,
    count,
    matrix,
    problems,
    memberPage,
    languagePage,
    preview,
    completing,
    xDefault,
    progress,
    show,
    close,
    select,
    prepare,
    cancelCompletion,
    showCluster,
    apply,
    takePageAlternates,
  };
});

/** `steps`, calling `onStep` at each pause. */
function* counted<R>(steps: Generator<void, R, void>, onStep: () => void): Generator<void, R, void> {
  for (let step = steps.next(); ; step = steps.next()) {
    if (step.done) return step.value;
    onStep();
    yield;
  }
}

if (import.meta.hot) import.meta.hot.accept(acceptHMRUpdate(useLanguagesStore, import.meta.hot));
