import { runSteps } from '../run-steps';
import type { UrlColumns } from '../columnar/url-columns';
import type { UrlRow } from '../url-table';
import { isColumns, rowCount, type TableRows } from '../validation/table-rows';
import { LocKeys, WORDS_PER_KEPT_NODE, WORDS_PER_NODE } from './loc-keys';
import { RowLinks } from './row-links';
import { UnionFind, type NodeClusters } from './union-find';
import { X_DEFAULT } from './x-default';

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
    /** Every language code the tables' alternates give, as first written, case aside, sorted; x-default left out. */
    readonly languages: readonly string[] = [],
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
  return runSteps(findClustersInSteps(tables));
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
  // Room for each row's key: where the column keeps it, or a copy of a row object's.
  const words = tables.reduce(
    (sum, { rows }) => sum + rowCount(rows) * (isColumns(rows) ? WORDS_PER_KEPT_NODE : WORDS_PER_NODE),
    0,
  );
  const keys = new LocKeys(starts.at(-1)!, words);

  // Each normalised loc to its first row: a later row with the same loc is its own node, but links reach the first.
  for (const [index, { rows }] of tables.entries()) yield* keyRows(keys, rows, starts[index]!);

  const links = new RowLinks(keys, nodes);
  // The codes as written (a few distinct strings, each added once): made one a language at the end.
  const written = new Set<string>();
  let sinceStep = 0;
  for (const [index, { rows }] of tables.entries()) {
    const linked = linkedRowsOf(rows);
    for (let at = 0; at < linked.count; at += 1) {
      const alternates = linked.lists[at]!;
      for (const { hreflang } of alternates) if (hreflang !== null) written.add(hreflang);
      links.link(starts[index]! + linked.rows[at]!, alternates);
      if ((sinceStep += alternates.length + 1) >= ROWS_PER_STEP) {
        sinceStep = 0;
        yield;
      }
    }
  }
  return new HreflangClusters(starts, nodes.clusters(), links.outsideHrefs, languagesOf(written));
}

/** Language codes as written, one a language (case and spaces aside, the first written kept), sorted, x-default left out. */
function languagesOf(written: ReadonlySet<string>): string[] {
  const byCode = new Map<string, string>();
  for (const hreflang of written) {
    const code = hreflang.trim().toLowerCase();
    if (code !== '' && code !== X_DEFAULT && !byCode.has(code)) byCode.set(code, hreflang.trim());
  }
  return [...byCode.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, written]) => written);
}

/** A table's rows that list alternates (the first `count` of `rows`), with them. */
interface LinkedRows {
  count: number;
  rows: Int32Array;
  lists: UrlRow['alternates'][];
}

/**
 * The rows of a table that list alternates, in alternatesOf's order, gathered at once: stepping
 * through the columns' entries would make a pair for each row (at a million rows, work for the
 * young generation's collector that costs more than the links).
 */
function linkedRowsOf(rows: ClusterTable['rows']): LinkedRows {
  const most = isColumns(rows) ? rows.extensions.size : rows.length;
  const linked: LinkedRows = { count: 0, rows: new Int32Array(most), lists: new Array<UrlRow['alternates']>(most) };
  const take = ({ alternates }: Pick<UrlRow, 'alternates'>, row: number): void => {
    if (alternates.length === 0) return;
    linked.rows[linked.count] = row;
    linked.lists[linked.count++] = alternates;
  };
  if (isColumns(rows)) rows.extensions.forEach(take);
  else rows.forEach(take);
  return linked;
}

/** Gives each row of a table its key (a row whose loc was seen before keeps the first row's node). */
function* keyRows(keys: LocKeys, rows: ClusterTable['rows'], first: number): Generator<void, void, void> {
  const count = rowCount(rows);
  if (Array.isArray(rows)) {
    for (let row = 0; row < count; row += 1) {
      keys.keyOfText((rows as readonly Pick<UrlRow, 'loc'>[])[row]!.loc);
      keys.stage(first + row);
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
      const normal = length >= 0 && keys.keyOfUtf8(chunks[where[3 * at]!]!, where[3 * at + 1]!, length, true);
      if (!normal) keys.keyOfText(locs.get(from + at));
      keys.stage(first + from + at);
    }
    yield;
  }
}
