import type { UrlColumns } from '../columnar/url-columns';
import type { UrlRow } from '../url-table';
import { normaliseLoc } from '../validation/duplicate-locs';
import { alternatesOf, rowCount, type TableRows } from '../validation/table-rows';
import { LocKeys } from './loc-keys';
import { UnionFind, type NodeClusters } from './union-find';

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
/** The first links of a row whose targets are guessed from the previous row's (see findClustersInSteps). */
const GUESSED_LINKS = 256;

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
    private readonly nodes: NodeClusters,
    private readonly outsideHrefs: readonly string[],
  ) {}

  /** How many clusters the project has. */
  get count(): number {
    return this.nodes.memberStart.length - 1;
  }

  /** The cluster a row is in, or -1 when it is in none. */
  clusterOf(table: number, row: number): number {
    return this.nodes.clusterOfNode[this.starts[table]! + row]!;
  }

  members(cluster: number): ClusterMembers {
    const rows: ClusterRow[] = [];
    const outside: string[] = [];
    const total = this.starts.at(-1)!;
    const { memberStart, memberNodes } = this.nodes;
    for (let at = memberStart[cluster]!; at < memberStart[cluster + 1]!; at += 1) {
      const node = memberNodes[at]!;
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
  const nodes = new UnionFind(starts.at(-1)!);
  const keys = new LocKeys(starts.at(-1)!);

  // Each normalised loc to its first row: a later row with the same loc is its own node, but links reach the first.
  for (const [index, { rows }] of tables.entries()) yield* keyRows(keys, rows, starts[index]!);

  const outsideHrefs: string[] = [];
  // Per place in a row's list, the node the previous row's link there reached: sitemaps list a
  // cluster's members one after another, or each language's pages in the same order, so the same
  // node or the next one is usually right, and checking a guess costs far less than a lookup.
  const guesses = new Int32Array(GUESSED_LINKS).fill(-1);
  let sinceStep = 0;
  for (const [index, { rows }] of tables.entries()) {
    for (const [row, alternates] of alternatesOf(rows)) {
      const node = starts[index]! + row;
      nodes.link(node, node);
      for (let at = 0; at < alternates.length; at += 1) {
        const href = alternates[at]!.href;
        if (href === null) continue;
        const trimmed = trimmedHref(href);
        if (trimmed === '') continue;
        keys.keyOfText(trimmed);
        const guess = at < GUESSED_LINKS ? guesses[at]! : -1;
        let target = keys.isKeyOf(guess) ? guess : keys.isKeyOf(guess + 1) ? guess + 1 : -1;
        if (target === -1) {
          const outside = nodes.nodeCount;
          target = keys.nodeOf(outside);
          if (target === outside) {
            nodes.add();
            outsideHrefs.push(normaliseLoc(trimmed));
          }
        }
        if (at < GUESSED_LINKS) guesses[at] = target;
        nodes.link(node, target);
      }
      if ((sinceStep += alternates.length + 1) >= ROWS_PER_STEP) {
        sinceStep = 0;
        yield;
      }
    }
  }
  return new HreflangClusters(starts, nodes.clusters(), outsideHrefs);
}

/** Gives each row of a table its key (a row whose loc was seen before keeps the first row's node). */
function* keyRows(keys: LocKeys, rows: ClusterTable['rows'], first: number): Generator<void, void, void> {
  const count = rowCount(rows);
  if (Array.isArray(rows)) {
    for (let row = 0; row < count; row += 1) {
      keys.keyOfText((rows as readonly Pick<UrlRow, 'loc'>[])[row]!.loc);
      keys.nodeOf(first + row);
      if ((row + 1) % ROWS_PER_STEP === 0) yield;
    }
    return;
  }
  // Columns: read each loc's UTF-8 where the column keeps it, without building a string.
  const locs = (rows as UrlColumns).locs;
  const batch = new Int32Array(ROWS_PER_STEP);
  const where = new Int32Array(3 * ROWS_PER_STEP);
  for (let from = 0; from < count; from += ROWS_PER_STEP) {
    const size = Math.min(ROWS_PER_STEP, count - from);
    for (let at = 0; at < size; at += 1) batch[at] = from + at;
    const chunks = locs.locateUtf8(batch.subarray(0, size), where);
    for (let at = 0; at < size; at += 1) {
      const length = where[3 * at + 2]!;
      const normal = length >= 0 && keys.keyOfUtf8(chunks[where[3 * at]!]!, where[3 * at + 1]!, length);
      if (!normal) keys.keyOfText(locs.get(from + at));
      keys.nodeOf(first + from + at);
    }
    yield;
  }
}

/** The href without white space around it (the common case, with none, costs no call to trim). */
function trimmedHref(href: string): string {
  const first = href.charCodeAt(0);
  const last = href.charCodeAt(href.length - 1);
  return first > 0x20 && first < 0x7f && last > 0x20 && last < 0x7f ? href : href.trim();
}
