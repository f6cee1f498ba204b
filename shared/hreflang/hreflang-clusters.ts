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
  /**
   * The rows of the project in the cluster, in table and row order. A page listed more than once (in
   * two tables, or twice in one) is one member, its page row (see findClusters); its other rows are in
   * no cluster: a repeat is the duplicate finder's to tell.
   */
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
 * A page listed more than once is one member: its page row, the first of its rows that lists
 * alternates, else its first row. Its links, and the links to it, are that row's; its other rows
 * are in no cluster. So a plain sitemap listing the pages of an hreflang one, or one cluster listed
 * in two tables, is no fault. A row in no cluster neither lists alternates nor is listed by one (or
 * is a page's row other than its page row). Numbered in order of their
 * first row; the tables must not change while the clusters are in use.
 */
export class HreflangClusters {
  constructor(
    private readonly starts: readonly number[],
    private readonly nodes: NodeClusters,
    private readonly outsideHrefs: readonly string[],
    /** Every language code the tables' alternates give, as first written, case aside, sorted; x-default left out. */
    readonly languages: readonly string[] = [],
    /** Per row (as a node), its page row when it is another row of a page listed again, else -1; null when no page is. */
    private readonly pageRows: Int32Array | null = null,
  ) {}

  /** How many clusters the project has. */
  get count(): number {
    return this.nodes.memberStart.length - 1;
  }

  /**
   * The cluster a row's page is in, or -1 when it is in none: for a page's row other than its page
   * row (a member of no cluster), the cluster of its page row.
   */
  clusterOf(table: number, row: number): number {
    const node = this.starts[table]! + row;
    const page = this.pageRows?.[node] ?? -1;
    return this.nodes.clusterOfNode[page >= 0 ? page : node]!;
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

  const linked = tables.map(({ rows }) => linkedRowsOf(rows));
  // Each normalised loc to its page row: the rows listing alternates are keyed first, then the rest.
  for (const [index, { rows }] of tables.entries()) yield* keyRows(keys, rows, starts[index]!, linked[index]!, true);
  for (const [index, { rows }] of tables.entries()) yield* keyRows(keys, rows, starts[index]!, linked[index]!, false);

  const links = new RowLinks(keys, nodes);
  // The codes as written (a few distinct strings, each added once): made one a language at the end.
  const written = new Set<string>();
  let sinceStep = 0;
  for (const [index, { count, rows, lists }] of linked.entries()) {
    for (let at = 0; at < count; at += 1) {
      const alternates = lists[at]!;
      for (const { hreflang } of alternates) if (hreflang !== null) written.add(hreflang);
      const node = starts[index]! + rows[at]!;
      // A page's row other than its page row: its links are not the page's.
      if (keys.holdsKey(node)) links.link(node, alternates);
      if ((sinceStep += alternates.length + 1) >= ROWS_PER_STEP) {
        sinceStep = 0;
        yield;
      }
    }
  }
  return new HreflangClusters(starts, nodes.clusters(), links.outsideHrefs, languagesOf(written), keys.holders());
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

/** A table's rows that list alternates (the first `count` of `rows`, ascending), with them. */
interface LinkedRows {
  count: number;
  rows: Int32Array;
  lists: UrlRow['alternates'][];
}

/**
 * The rows of a table that list alternates, in row order, gathered at once: stepping through the
 * columns' entries would make a pair for each row (at a million rows, work for the young
 * generation's collector that costs more than the links).
 */
function linkedRowsOf(rows: ClusterTable['rows']): LinkedRows {
  const most = isColumns(rows) ? rows.extensions.size : rows.length;
  const linked: LinkedRows = { count: 0, rows: new Int32Array(most), lists: new Array<UrlRow['alternates']>(most) };
  let ascending = true;
  const take = ({ alternates }: Pick<UrlRow, 'alternates'>, row: number): void => {
    if (alternates.length === 0) return;
    if (linked.count > 0 && linked.rows[linked.count - 1]! > row) ascending = false;
    linked.rows[linked.count] = row;
    linked.lists[linked.count++] = alternates;
  };
  if (isColumns(rows)) rows.extensions.forEach(take);
  else rows.forEach(take);
  // The columns keep extensions in the order they were set: an edit can set an earlier row's last.
  if (!ascending) sortByRow(linked);
  return linked;
}

function sortByRow(linked: LinkedRows): void {
  const order = Array.from({ length: linked.count }, (_, at) => at).sort((a, b) => linked.rows[a]! - linked.rows[b]!);
  const rows = order.map((at) => linked.rows[at]!);
  const lists = order.map((at) => linked.lists[at]!);
  linked.rows.set(rows);
  linked.lists = lists;
}

/**
 * The row numbers of one pass of keyRows, a batch at a time: the rows listing alternates
 * (`listing`), or every other row.
 */
class PassRows {
  private next = 0;
  private skip = 0;

  constructor(
    private readonly count: number,
    private readonly linked: LinkedRows,
    private readonly listing: boolean,
  ) {}

  /** Fills `batch` with the pass's next rows; how many (0: none left). */
  fill(batch: Int32Array): number {
    const { linked } = this;
    let size = 0;
    if (this.listing) {
      while (size < batch.length && this.next < linked.count) batch[size++] = linked.rows[this.next++]!;
      return size;
    }
    while (size < batch.length && this.next < this.count) {
      const row = this.next++;
      if (this.skip < linked.count && linked.rows[this.skip] === row) this.skip += 1;
      else batch[size++] = row;
    }
    return size;
  }
}

/**
 * Gives each row of one pass (see PassRows) its key: a row whose loc was keyed before is a page's
 * row other than its page row, and holds no key (LocKeys.holdsKey).
 */
function* keyRows(
  keys: LocKeys,
  rows: ClusterTable['rows'],
  first: number,
  linked: LinkedRows,
  listing: boolean,
): Generator<void, void, void> {
  const pass = new PassRows(rowCount(rows), linked, listing);
  const batch = new Int32Array(ROWS_PER_STEP);
  if (Array.isArray(rows)) {
    const objects = rows as readonly Pick<UrlRow, 'loc'>[];
    for (let size = pass.fill(batch); size > 0; size = pass.fill(batch)) {
      for (let at = 0; at < size; at += 1) {
        keys.keyOfText(objects[batch[at]!]!.loc);
        keys.stage(first + batch[at]!);
      }
      yield;
    }
    return;
  }
  // Columns: read each loc's UTF-8 where the column keeps it, without building a string.
  const locs = (rows as UrlColumns).locs;
  const where = new Int32Array(3 * ROWS_PER_STEP);
  for (let size = pass.fill(batch); size > 0; size = pass.fill(batch)) {
    const chunks = locs.locateUtf8(batch.subarray(0, size), where);
    for (let at = 0; at < size; at += 1) {
      const length = where[3 * at + 2]!;
      const normal = length >= 0 && keys.keyOfUtf8(chunks[where[3 * at]!]!, where[3 * at + 1]!, length, true);
      if (!normal) keys.keyOfText(locs.get(batch[at]!));
      keys.stage(first + batch[at]!);
    }
    yield;
  }
}
