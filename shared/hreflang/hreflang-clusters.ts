import type { UrlRow } from '../url-table';
import { normaliseLoc } from '../validation/duplicate-locs';
import { alternatesOf, locAt, rowCount, type TableRows } from '../validation/table-rows';

/** A table as the clusters read it: each row's loc and alternates. */
export interface ClusterTable {
  rows: TableRows<Pick<UrlRow, 'loc' | 'alternates'>>;
}

/** A row of the project: its table (by index) and its stored position there. */
export interface ClusterRow {
  table: number;
  row: number;
}

export interface ClusterMembers {
  /** The rows of the project in the cluster, in table and row order. */
  rows: ClusterRow[];
  /** hrefs members list that no row of the project has (pages the sitemaps do not list), normalised. */
  outside: string[];
}

/** Rows taken between two steps of findClustersInSteps. */
const ROWS_PER_STEP = 16_384;
const NO_CLUSTER = -1;

/**
 * The project's hreflang clusters: the pages that are one content in several languages. Rows linked
 * by alternates, in either direction and across tables, are one cluster (union-find over locs,
 * normalised as the duplicate finder compares them), with the pages they link to that no row has.
 * A row in no cluster neither lists alternates nor is listed by one. Numbered in order of their
 * first row; the tables must not change while the clusters are in use.
 */
export class HreflangClusters {
  constructor(
    private readonly starts: readonly number[],
    private readonly clusterOfNode: Int32Array,
    private readonly memberStart: Int32Array,
    private readonly memberNodes: Int32Array,
    private readonly outsideHrefs: readonly string[],
  ) {}

  /** How many clusters the project has. */
  get count(): number {
    return this.memberStart.length - 1;
  }

  /** The cluster a row is in, or -1 when it is in none. */
  clusterOf(table: number, row: number): number {
    return this.clusterOfNode[this.starts[table]! + row]!;
  }

  members(cluster: number): ClusterMembers {
    const rows: ClusterRow[] = [];
    const outside: string[] = [];
    const total = this.starts.at(-1)!;
    for (let at = this.memberStart[cluster]!; at < this.memberStart[cluster + 1]!; at += 1) {
      const node = this.memberNodes[at]!;
      if (node >= total) outside.push(this.outsideHrefs[node - total]!);
      else rows.push(this.rowOf(node));
    }
    return { rows, outside };
  }

  private rowOf(node: number): ClusterRow {
    let table = this.starts.length - 2;
    while (this.starts[table]! > node) table -= 1;
    return { table, row: node - this.starts[table]! };
  }
}

/** The clusters of the tables, found at once. */
export function findClusters(tables: readonly ClusterTable[]): HreflangClusters {
  const steps = findClustersInSteps(tables);
  let step = steps.next();
  while (!step.done) step = steps.next();
  return step.value;
}

/**
 * findClusters a step at a time (about ROWS_PER_STEP rows each), for a caller that gives the thread
 * back between steps (the page, at a million rows).
 */
export function* findClustersInSteps(tables: readonly ClusterTable[]): Generator<void, HreflangClusters, void> {
  // Where each table's rows begin among the nodes; the last entry is every row's count.
  const starts = [0];
  for (const table of tables) starts.push(starts.at(-1)! + rowCount(table.rows));
  const total = starts.at(-1)!;
  const nodes = new UnionFind(total);

  // Each normalised loc to its first row.
  const places = new Map<string, number>();
  for (const [index, { rows }] of tables.entries()) {
    for (let row = 0, count = rowCount(rows); row < count; row += 1) {
      const loc = normaliseLoc(locAt(rows, row));
      if (!places.has(loc)) places.set(loc, starts[index]! + row);
      if ((row + 1) % ROWS_PER_STEP === 0) yield;
    }
  }

  const outside = new Map<string, number>();
  const outsideHrefs: string[] = [];
  let sinceStep = 0;
  for (const [index, { rows }] of tables.entries()) {
    for (const [row, alternates] of alternatesOf(rows)) {
      const node = starts[index]! + row;
      nodes.link(node, node);
      for (const { href } of alternates) {
        if (href === null || href.trim() === '') continue;
        const loc = normaliseLoc(href.trim());
        let target = places.get(loc);
        if (target === undefined) {
          target = outside.get(loc);
          if (target === undefined) {
            target = nodes.add();
            outside.set(loc, target);
            outsideHrefs.push(loc);
          }
        }
        nodes.link(node, target);
      }
      if ((sinceStep += alternates.length + 1) >= ROWS_PER_STEP) {
        sinceStep = 0;
        yield;
      }
    }
  }
  return nodes.clusters(starts, outsideHrefs);
}

/** Union-find over numbered nodes (rows, then pages no row has), with path halving and union by size. */
class UnionFind {
  private parent: Int32Array;
  private size: Int32Array;
  /** 1 for a node some link touched: only those are in a cluster. */
  private linked: Uint8Array;
  private count: number;

  constructor(nodes: number) {
    this.count = nodes;
    const room = Math.max(16, nodes + (nodes >> 4));
    this.parent = new Int32Array(room);
    this.size = new Int32Array(room);
    this.linked = new Uint8Array(room);
    for (let node = 0; node < room; node += 1) this.parent[node] = node;
    this.size.fill(1);
  }

  /** A new node (a page no row has); its number. */
  add(): number {
    if (this.count === this.parent.length) this.grow();
    return this.count++;
  }

  link(a: number, b: number): void {
    this.linked[a] = 1;
    this.linked[b] = 1;
    let rootA = this.find(a);
    let rootB = this.find(b);
    if (rootA === rootB) return;
    if (this.size[rootA]! < this.size[rootB]!) [rootA, rootB] = [rootB, rootA];
    this.parent[rootB] = rootA;
    this.size[rootA]! += this.size[rootB]!;
  }

  /** The clusters, numbered by their first node, with their members in node order. */
  clusters(starts: readonly number[], outsideHrefs: readonly string[]): HreflangClusters {
    const clusterOfRoot = new Int32Array(this.count).fill(NO_CLUSTER);
    const clusterOfNode = new Int32Array(this.count).fill(NO_CLUSTER);
    let clusters = 0;
    for (let node = 0; node < this.count; node += 1) {
      if (this.linked[node] === 0) continue;
      const root = this.find(node);
      if (clusterOfRoot[root] === NO_CLUSTER) clusterOfRoot[root] = clusters++;
      clusterOfNode[node] = clusterOfRoot[root]!;
    }
    const memberStart = new Int32Array(clusters + 1);
    for (let node = 0; node < this.count; node += 1)
      if (clusterOfNode[node] !== NO_CLUSTER) memberStart[clusterOfNode[node]! + 1]! += 1;
    for (let cluster = 0; cluster < clusters; cluster += 1) memberStart[cluster + 1]! += memberStart[cluster]!;
    const memberNodes = new Int32Array(memberStart[clusters]!);
    const next = memberStart.slice(0, clusters);
    for (let node = 0; node < this.count; node += 1) {
      const cluster = clusterOfNode[node]!;
      if (cluster !== NO_CLUSTER) memberNodes[next[cluster]!++] = node;
    }
    return new HreflangClusters(starts, clusterOfNode, memberStart, memberNodes, outsideHrefs);
  }

  private find(node: number): number {
    while (this.parent[node] !== node) {
      this.parent[node] = this.parent[this.parent[node]!]!;
      node = this.parent[node]!;
    }
    return node;
  }

  private grow(): void {
    const room = this.parent.length * 2;
    const parent = new Int32Array(room);
    parent.set(this.parent);
    for (let node = this.parent.length; node < room; node += 1) parent[node] = node;
    const size = new Int32Array(room).fill(1);
    size.set(this.size);
    const linked = new Uint8Array(room);
    linked.set(this.linked);
    [this.parent, this.size, this.linked] = [parent, size, linked];
  }
}
