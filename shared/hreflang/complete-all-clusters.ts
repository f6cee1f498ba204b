import { isKnownHreflang } from '../validation/field-rules';
import { clusterMatrix, type ClusterFault, type ClusterMatrix } from './cluster-matrix';
import { clusterPages } from './cluster-problems';
import { completeCluster, type AlternatesChange } from './complete-cluster';
import { findClusters, type ClusterTable } from './hreflang-clusters';

/** A conflict left for a person, with the cluster's matrix it names its members in. */
export interface LeftConflict {
  fault: ClusterFault;
  matrix: ClusterMatrix;
}

export interface ProjectCompletion {
  clusters: number;
  changes: AlternatesChange[];
  conflicts: LeftConflict[];
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
  const clusters = findClusters(tables);
  const changes: AlternatesChange[] = [];
  const conflicts: LeftConflict[] = [];
  for (let cluster = 0; cluster < clusters.count; cluster += 1) {
    const matrix = clusterMatrix(clusterPages(tables, clusters, cluster));
    const chosen =
      xDefaultLanguage === null
        ? undefined
        : matrix.members.find(({ language }) => language?.toLowerCase() === xDefaultLanguage.toLowerCase());
    const completion = completeCluster(matrix, chosen?.loc ?? matrix.xDefault, isKnownHreflang);
    changes.push(...completion.changes);
    conflicts.push(...completion.conflicts.map((fault) => ({ fault, matrix })));
  }
  return { clusters: clusters.count, changes, conflicts };
}
