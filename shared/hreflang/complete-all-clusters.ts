import { runSteps } from '../run-steps';
import { isKnownHreflang } from '../validation/field-rules';
import { clusterMatrixInSteps, type ClusterFault, type ClusterMatrix } from './cluster-matrix';
import { clusterPagesInSteps } from './cluster-problems';
import { completeClusterInSteps, type AlternatesChange } from './complete-cluster';
import { findClusters, type ClusterTable, type HreflangClusters } from './hreflang-clusters';

/** Clusters completed between two steps of completeAllClustersInSteps: about 40 ms of small clusters on this machine. */
export const CLUSTERS_PER_STEP = 128;
/** Pages from which a cluster's matrix and completion give the thread back within it (a giant cluster takes seconds). */
const STEPPED_CLUSTER = 128;

/** A conflict left for a person, with the cluster's matrix it names its members in. */
export interface LeftConflict {
  fault: ClusterFault;
  matrix: ClusterMatrix;
}

export interface ProjectCompletion {
  clusters: number;
  /** Every row's change, in cluster order; none when they were each handed to `take` instead. */
  changes: AlternatesChange[];
  conflicts: LeftConflict[];
  /** Clusters with no one listed page in the x-default language asked for (onePageIn; 0 when none was asked for): theirs is chosen as without it. */
  withoutXDefaultLanguage: number;
  /** Clusters left without any x-default: no page in the language asked for (or none asked for), and none its rows name. */
  noXDefault: number;
}

/**
 * Completes every cluster of the tables (completeCluster): the x-default is the member whose language
 * is `xDefaultLanguage` where the cluster has one, else the one its rows already name most (none
 * when none does). Codes Google does not take are left as they are, for a person.
 */
export function completeAllClusters(
  tables: readonly ClusterTable[],
  xDefaultLanguage: string | null,
): ProjectCompletion {
  return runSteps(completeAllClustersInSteps(tables, findClusters(tables), xDefaultLanguage));
}

/**
 * completeAllClusters over clusters already found, a step at a time, for a caller that gives the
 * thread back. `take`, when given, is handed each row's change as its cluster is completed, and the
 * completion keeps none: a caller that applies them at once holds no row's links twice (3M rows of
 * clusters changed held ~600 bytes a row until the end). No cluster reads another's rows, so a change
 * applied at once changes nothing of what is still to complete.
 */
export function* completeAllClustersInSteps(
  tables: readonly ClusterTable[],
  clusters: HreflangClusters,
  xDefaultLanguage: string | null,
  take?: (change: AlternatesChange) => void,
): Generator<void, ProjectCompletion, void> {
  const changes: AlternatesChange[] = [];
  const handOn = take ?? ((change: AlternatesChange) => void changes.push(change));
  const conflicts: LeftConflict[] = [];
  let withoutXDefaultLanguage = 0;
  let noXDefault = 0;
  for (let cluster = 0; cluster < clusters.count; cluster += 1) {
    const pages = yield* clusterPagesInSteps(tables, clusters, cluster);
    // A small cluster is worked out at once (its steps would pause at every cluster); a giant one in steps.
    const stepped = <R>(steps: Generator<void, R, void>) => (pages.length < STEPPED_CLUSTER ? atOnce(steps) : steps);
    const matrix = yield* stepped(clusterMatrixInSteps(pages));
    const chosen = xDefaultLanguage === null ? undefined : onePageIn(matrix, xDefaultLanguage);
    if (xDefaultLanguage !== null && chosen === undefined) withoutXDefaultLanguage += 1;
    const xDefault = chosen?.loc ?? matrix.xDefault;
    if (xDefault === null) noXDefault += 1;
    const completion = yield* stepped(completeClusterInSteps(matrix, xDefault, isKnownHreflang));
    for (const change of completion.changes) handOn(change);
    for (const fault of completion.conflicts) conflicts.push({ fault, matrix });
    if ((cluster + 1) % CLUSTERS_PER_STEP === 0) yield;
  }
  return { clusters: clusters.count, changes, conflicts, withoutXDefaultLanguage, noXDefault };
}

/**
 * The cluster's one page in `language` that a table lists: a language given to two pages is a
 * conflict left for a person (choosing one as x-default decided it), and a page no table lists (an
 * http:// href where the site is https) is no page of the sitemaps to point every other at.
 */
function onePageIn(matrix: ClusterMatrix, language: string): ClusterMatrix['members'][number] | undefined {
  const wanted = language.toLowerCase();
  const pages = matrix.members.filter((member) => member.language?.toLowerCase() === wanted);
  return pages.length === 1 && pages[0]!.place !== null ? pages[0] : undefined;
}

/** `steps` run to the end without a pause, as a generator. */
// eslint-disable-next-line require-yield
function* atOnce<R>(steps: Generator<void, R, void>): Generator<void, R, void> {
  return runSteps(steps);
}
