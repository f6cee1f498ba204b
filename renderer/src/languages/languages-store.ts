import { acceptHMRUpdate, defineStore } from 'pinia';
import { computed, ref, shallowRef, watch } from 'vue';
import type { ClusterMatrix } from '../../../shared/hreflang/cluster-matrix';
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
import { alternatesCommands } from '../table/alternates-commands';
import type { PlacedMatrixProblems } from './matrix-problems';
import { shownClusterInSteps, type ShownCluster } from './shown-cluster';

/** Pages and languages the matrix shows at a time: a cluster of any size renders a bounded table. */
export const MEMBERS_PER_PAGE = 50;
export const LANGUAGES_PER_PAGE = 12;
/** Pages from which a cluster is called giant: more than one content has language versions. */
export const GIANT_CLUSTER = 1000;

/**
 * The Languages panel: the project's hreflang clusters (found a slice of page time at a time), and
 * the one shown as a matrix of its pages × languages with its problems, built a slice at a time too
 * (completing is completion-store's).
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

  /** The cluster built last, with the cluster and project version it was built for. */
  const built = shallowRef<(ShownCluster & { cluster: number; version: number }) | null>(null);
  /** Whether the shown cluster's matrix is being built (a giant cluster takes seconds). */
  const building = ref(false);
  /** Counts the builds asked for: one asked later (another cluster, the panel closed) drops an earlier one. */
  let builds = 0;

  const current = computed(() => clusters.value !== null && clustersAt.value === project.version);
  const count = computed(() => (current.value ? clusters.value!.count : 0));

  const shown = computed((): ShownCluster | null => {
    const made = built.value;
    if (!current.value || made === null || made.cluster !== cluster.value || made.version !== project.version)
      return null;
    return made;
  });
  const matrix = computed((): ClusterMatrix | null => shown.value?.matrix ?? null);
  const problems = computed((): PlacedMatrixProblems | null => shown.value?.problems ?? null);

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
    builds += 1;
    building.value = false;
    built.value = null;
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
    await select(
      at >= 0 ? at : cluster.value >= 0 && cluster.value < count.value ? cluster.value : count.value > 0 ? 0 : -1,
    );
  }

  /** Shows cluster `next` (the same cluster keeps its pages), once its matrix is built. */
  async function select(next: number): Promise<void> {
    if (next === cluster.value && matrix.value) return;
    if (next !== cluster.value) {
      memberPage.value = 0;
      languagePage.value = 0;
    }
    cluster.value = next;
    // Back to the cluster built last: shown as it is, and a build under way for another is dropped.
    if (matrix.value) {
      builds += 1;
      building.value = false;
    } else await build();
    shownRow = matrix.value?.members.find((page) => page.place !== null)?.place ?? null;
  }

  /** Builds the matrix of the cluster shown a slice of page time at a time, dropped if another is asked for. */
  async function build(): Promise<void> {
    const asked = ++builds;
    const at = cluster.value;
    const version = project.version;
    if (at < 0 || !current.value) {
      building.value = false;
      return;
    }
    building.value = true;
    const wanted = (): boolean => asked === builds && open.value && project.version === version;
    const checkOf = (loc: string) => project.siteChecks.get(loc);
    const made = await runInSlices(shownClusterInSteps(project.tables, clusters.value!, at, checkOf), wanted);
    if (made === null || !wanted()) return;
    built.value = { ...made, cluster: at, version };
    building.value = false;
  }

  watch(
    () => project.version,
    () => {
      if (open.value) void refresh();
    },
  );
  // The live pages' links are part of the problems: placed again when the site check's results change.
  watch(
    () => project.siteChecksVersion,
    () => {
      if (open.value && matrix.value) void build();
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
    building,
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
