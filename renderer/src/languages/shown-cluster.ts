import { clusterMatrixInSteps, type ClusterMatrix } from '../../../shared/hreflang/cluster-matrix';
import { clusterPagesInSteps } from '../../../shared/hreflang/cluster-problems';
import type { ClusterTable, HreflangClusters } from '../../../shared/hreflang/hreflang-clusters';
import type { PageCheck } from '../../../shared/site-check/page-check';
import { placeMatrixProblemsInSteps, type PlacedMatrixProblems } from './matrix-problems';

/** A cluster as the Languages panel shows it: its matrix and the problems placed on it. */
export interface ShownCluster {
  matrix: ClusterMatrix;
  problems: PlacedMatrixProblems;
}

/**
 * A cluster's pages, matrix and problems a step at a time, for runInSlices: a cluster made giant by
 * a wrong link (100,000 pages) is built without holding the page for seconds.
 */
export function* shownClusterInSteps(
  tables: readonly ClusterTable[],
  clusters: HreflangClusters,
  cluster: number,
  checkOf: (loc: string) => PageCheck | undefined,
): Generator<void, ShownCluster, void> {
  const pages = yield* clusterPagesInSteps(tables, clusters, cluster);
  const matrix = yield* clusterMatrixInSteps(pages);
  const problems = yield* placeMatrixProblemsInSteps(matrix, checkOf);
  return { matrix, problems };
}
