import { join } from 'node:path';
import { clusterMatrix, type ClusterPage } from '../../../shared/hreflang/cluster-matrix';
import {
  faultProblems,
  firstOfEachClusterCode,
  joiningLinkProblems,
  type ClusterProblem,
} from '../../../shared/hreflang/cluster-problems';
import type { FirstFound } from '../../../shared/validation/first-of-each-code';
import { completeClusterFaults } from '../../../shared/hreflang/complete-cluster-faults';
import { withFiles } from './buffered-file';
import { readExtraPages, readListingPages, type ExtraPage, type LinkedClusters } from './cluster-links';
import { PART_BUFFER_BYTES, readRecords, RecordWriter } from './spill-records';
import { parseAlternates } from './spilled-cluster-row';

/** A group's pages in bytes, about: one group's clusters are held at a time. */
export const GROUP_BYTES = 32 * 1024 * 1024;
const MAX_GROUPS = 1024;

interface OrderedPage extends ClusterPage {
  order: number;
}

/**
 * The problems of every cluster linkClusters found, as clusterProblems tells them, in table and row
 * order, the first of each code in each table and how many more (FirstOfEachCode): each cluster's pages are written to one of a few group files (so a group's clusters are
 * held at a time), then each cluster's pages are put in findClusters' order (rows in table and row
 * order, then the pages no row has in the order links first reach them) and judged.
 */
export function problemsOfClusters(
  linked: LinkedClusters,
  folder: string,
  pageBytes: number,
  groupBytes = GROUP_BYTES,
): FirstFound<ClusterProblem> {
  const { clusterOfNode } = linked.clusters;
  const count = linked.clusters.memberStart.length - 1;
  const groupCount = Math.max(1, Math.min(MAX_GROUPS, Math.ceil(pageBytes / groupBytes), count));
  const groups = Array.from(
    { length: groupCount },
    (_, index) => new RecordWriter(join(folder, `g${index}`), PART_BUFFER_BYTES),
  );
  const write = (node: number, page: Omit<ExtraPage, 'node'>, alternates: string): void => {
    const cluster = clusterOfNode[node]!;
    // A row listing alternates that is not its page's row (linkClusters) is in no cluster.
    if (cluster < 0) return;
    const group = groups[cluster % groupCount]!;
    group.begin();
    group.u32(cluster);
    group.u8(page.place ? 1 : 0);
    group.f64(page.order);
    group.u32(page.place?.table ?? 0);
    group.u32(page.place?.row ?? 0);
    group.text(page.loc);
    group.text(alternates);
    group.end();
  };
  // A row's problems keep the order its cluster told them in.
  const problems = firstOfEachClusterCode();
  withFiles(groups, () => {
    let node = 0;
    for (const page of readListingPages(linked.listingPath)) write(node++, page, page.alternates);
    for (const page of readExtraPages(linked.extrasPath)) write(page.node, page, '');
    for (const group of groups) {
      group.close();
      for (const pages of clustersOfGroup(group.path)) for (const found of pageProblems(pages)) problems.push(found);
    }
  });
  return problems.found();
}

/** Each cluster of a group file, its pages in findClusters' order. */
function clustersOfGroup(path: string): OrderedPage[][] {
  const clusters = new Map<number, OrderedPage[]>();
  for (const record of readRecords(path)) {
    const cluster = record.u32();
    const isRow = record.u8() === 1;
    const order = record.f64();
    const place = { table: record.u32(), row: record.u32() };
    const loc = record.text();
    const text = record.text();
    const alternates = text === '' ? [] : parseAlternates(text);
    const page = { loc, place: isRow ? place : null, alternates, order };
    const pages = clusters.get(cluster);
    if (pages) pages.push(page);
    else clusters.set(cluster, [page]);
  }
  const inOrder = (a: OrderedPage, b: OrderedPage): number =>
    Number(b.place !== null) - Number(a.place !== null) || a.order - b.order;
  return [...clusters.values()].map((pages) => pages.sort(inOrder));
}

/** One cluster's problems, as clusterProblems tells them. */
function pageProblems(pages: readonly ClusterPage[]): ClusterProblem[] {
  const members = pages.map(({ loc, place, alternates }) => ({ loc, place, alternates }));
  const faults = completeClusterFaults(members) ?? clusterMatrix(members).faults;
  const found = faults.flatMap((fault) => faultProblems({ members }, fault));
  if (faults.some((fault) => fault.kind === 'language-two-members')) found.push(...joiningLinkProblems(members));
  return found;
}
