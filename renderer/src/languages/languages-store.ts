import { acceptHMRUpdate, defineStore } from 'pinia';
import { computed, ref, shallowRef, watch } from 'vue';
import { clusterMatrix, type ClusterMatrix } from '../../../shared/hreflang/cluster-matrix';
import { clusterPages } from '../../../shared/hreflang/cluster-problems';
import {
  findClustersInSteps,
  type ClusterRow,
  type HreflangClusters,
} from '../../../shared/hreflang/hreflang-clusters';
import { useRowDetailsStore } from '../details';
import { useHistoryStore } from '../history';
import { useProjectStore } from '../project';
import { actionLabel } from '../table/action-label';
import { runInSlices } from '../validation';
import { alternatesCommands } from './alternates-commands';
import { placeMatrixProblems } from './matrix-problems';

/** Pages and languages the matrix shows at a time: a cluster of any size renders a bounded table. */
export const MEMBERS_PER_PAGE = 50;
export const LANGUAGES_PER_PAGE = 12;

/**
 * The Languages panel: the project's hreflang clusters (found a slice of page time at a time), and
 * the one shown as a matrix of its pages × languages with its problems (completing is completion-store's).
 */
export const useLanguagesStore = defineStore('languages', () => {
  const project = useProjectStore();
  const history = useHistoryStore();
  const details = useRowDetailsStore();

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
    clusters,
    current,
    show,
    close,
    select,
    takePageAlternates,
  };
});

if (import.meta.hot) import.meta.hot.accept(acceptHMRUpdate(useLanguagesStore, import.meta.hot));
