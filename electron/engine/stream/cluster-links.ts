import { join } from 'node:path';
import { UnionFind, type NodeClusters } from '../../../shared/hreflang/union-find';
import type { AlternateLink } from '../../../shared/url-table';
import { locHash, normaliseLoc } from '../../../shared/validation/duplicate-locs';
import { withFiles } from './buffered-file';
import { PART_BUFFER_BYTES, readRecords, RecordWriter } from './spill-records';
import { parseAlternates, readSpilledRows } from './spilled-cluster-row';

/** A partition's records in bytes, about: its locs are held in a Map while its links are read. */
export const PARTITION_BYTES = 8 * 1024 * 1024;
const MAX_PARTITION_BITS = 10;
const LOC = 0;
const LINK = 1;

/** The rows of the clusters and the pages their links reach, linked (numbered as `linkClusters` says). */
export interface LinkedClusters {
  clusters: NodeClusters;
  /** How many rows list alternates: nodes 0…rows-1 are they, in order. */
  listingRows: number;
  /** The file of the listing rows' pages, in node order: see `readListingPages`. */
  listingPath: string;
  /** The file of the other nodes' pages (rows that list none but are linked to, pages no row has): see `readExtraPages`. */
  extrasPath: string;
}

/** A page of a node after the listing rows: a row's place and loc, or (no row) a normalised href. */
export interface ExtraPage {
  node: number;
  place: { table: number; row: number } | null;
  /** For a row, its place among all rows; for a page no row has, the place of the first link to it among all links. */
  order: number;
  loc: string;
}

/**
 * findClusters over a spill of rows (SpilledClusters') without holding every loc: each row's
 * normalised loc and each link's normalised href go to a partition by hash, so a loc and the links
 * to it meet in one; per partition, each link is resolved to its page row (the first row with that
 * loc that lists alternates, else the first row with it), or a page no row has (one per href), and
 * joined in a union-find whose nodes are only the rows listing alternates (numbered first, in row
 * order) and the pages their links reach. A row listing alternates that is not its page's row is in
 * no cluster, and its links are left out. The same clusters as findClusters.
 */
export function linkClusters(
  rowsPaths: readonly string[],
  folder: string,
  rowsBytes: number,
  partitionBytes = PARTITION_BYTES,
): LinkedClusters {
  const bits = partitionBits(rowsBytes, partitionBytes);
  const partitions = Array.from(
    { length: 1 << bits },
    (_, index) => new RecordWriter(join(folder, `l${index}`), PART_BUFFER_BYTES),
  );
  const extras = new RecordWriter(join(folder, 'extras'));
  const listing = new RecordWriter(join(folder, 'listing'));
  return withFiles([...partitions, extras, listing], () => {
    const listingRows = spreadToPartitions(
      rowsPaths,
      (key) => partitions[bits === 0 ? 0 : locHash(key) >>> (32 - bits)]!,
      listing,
    );
    listing.close();
    for (const partition of partitions) partition.close();
    // A link's row and its loc lie in different partitions: every page row is known before any link.
    const repeats = new Uint8Array(listingRows);
    for (const partition of partitions) pageRows(partition.path, repeats);
    const nodes = new UnionFind(listingRows);
    for (let node = 0; node < listingRows; node++) if (repeats[node] === 0) nodes.link(node, node);
    for (const partition of partitions) linkPartition(partition.path, nodes, extras, repeats);
    extras.close();
    return { clusters: nodes.clusters(), listingRows, listingPath: listing.path, extrasPath: extras.path };
  });
}

/**
 * Each row's normalised loc, and each link's normalised href, to the partition `partitionOf` gives it;
 * the rows that list alternates to `listing`, as pages. Returns how many rows list alternates.
 */
function spreadToPartitions(
  rowsPaths: readonly string[],
  partitionOf: (key: string) => RecordWriter,
  listing: RecordWriter,
): number {
  let order = 0;
  let listingRows = 0;
  let links = 0;
  for (const { table, row, loc, alternates } of readSpilledRows(rowsPaths)) {
    const key = normaliseLoc(loc);
    const partition = partitionOf(key);
    partition.begin();
    partition.u8(LOC);
    partition.text(key);
    partition.i32(alternates ? listingRows : -1);
    partition.f64(order++);
    partition.u32(table);
    partition.u32(row);
    partition.text(loc);
    partition.end();
    if (!alternates) continue;
    listing.begin();
    listing.u32(table);
    listing.u32(row);
    listing.f64(order - 1);
    listing.text(loc);
    listing.text(alternates);
    listing.end();
    for (const href of linkedHrefs(parseAlternates(alternates))) {
      const to = partitionOf(href);
      to.begin();
      to.u8(LINK);
      to.text(href);
      to.u32(listingRows);
      to.f64(links++);
      to.end();
    }
    listingRows++;
  }
  return listingRows;
}

type PageRow = ExtraPage & { listing: number };

/**
 * Each loc's page row in one partition (as findClusters has it): the first row with it that lists
 * alternates, else the first row with it. A row listing alternates that is not its page's row is
 * marked in `repeats`, when given.
 */
function pageRows(path: string, repeats?: Uint8Array): Map<string, PageRow> {
  const rows = new Map<string, PageRow>();
  for (const record of readRecords(path)) {
    if (record.u8() !== LOC) continue;
    const key = record.text();
    const listing = record.i32();
    const known = rows.get(key);
    if (known && (known.listing >= 0 || listing < 0)) {
      if (listing >= 0 && repeats) repeats[listing] = 1;
      continue;
    }
    const order = record.f64();
    const place = { table: record.u32(), row: record.u32() };
    rows.set(key, { node: -1, place, order, loc: record.text(), listing });
  }
  return rows;
}

/** Each link of one partition from a page row, joined to its target's page row (or the page no row has). */
function linkPartition(path: string, nodes: UnionFind, extras: RecordWriter, repeats: Uint8Array): void {
  const firstRows = pageRows(path);
  const outside = new Map<string, number>();
  const extraNode = (page: Omit<ExtraPage, 'node'>): number => {
    const node = nodes.add();
    writeExtraPage(extras, { ...page, node });
    return node;
  };
  for (const record of readRecords(path)) {
    if (record.u8() !== LINK) continue;
    const href = record.text();
    const from = record.u32();
    const order = record.f64();
    if (repeats[from] === 1) continue;
    const first = firstRows.get(href);
    let target: number;
    if (first) {
      if (first.listing >= 0) target = first.listing;
      else target = first.node >= 0 ? first.node : (first.node = extraNode(first));
    } else {
      target = outside.get(href) ?? -1;
      if (target < 0) outside.set(href, (target = extraNode({ place: null, order, loc: href })));
    }
    nodes.link(from, target);
  }
}

/** A row's hrefs that link it to another page, normalised (as findClusters keys them). */
function* linkedHrefs(alternates: readonly AlternateLink[]): Generator<string> {
  for (const { href } of alternates) {
    if (href === null) continue;
    const trimmed = href.trim();
    if (trimmed !== '') yield normaliseLoc(trimmed);
  }
}

function partitionBits(bytes: number, partitionBytes: number): number {
  let bits = 0;
  while (bits < MAX_PARTITION_BITS && (bytes * 2) / (1 << bits) > partitionBytes) bits++;
  return bits;
}

function writeExtraPage(extras: RecordWriter, page: ExtraPage): void {
  extras.begin();
  extras.u32(page.node);
  extras.u8(page.place ? 1 : 0);
  extras.f64(page.order);
  extras.u32(page.place?.table ?? 0);
  extras.u32(page.place?.row ?? 0);
  extras.text(page.loc);
  extras.end();
}

/** The listing rows' pages (node 0, 1, …), their alternates as JSON. */
export function* readListingPages(path: string): Generator<Omit<ExtraPage, 'node'> & { alternates: string }> {
  for (const record of readRecords(path)) {
    const place = { table: record.u32(), row: record.u32() };
    const order = record.f64();
    yield { place, order, loc: record.text(), alternates: record.text() };
  }
}

/** The pages written by linkClusters after the listing rows', in no particular order. */
export function* readExtraPages(path: string): Generator<ExtraPage> {
  for (const record of readRecords(path)) {
    const node = record.u32();
    const isRow = record.u8() === 1;
    const order = record.f64();
    const table = record.u32();
    const row = record.u32();
    yield { node, place: isRow ? { table, row } : null, order, loc: record.text() };
  }
}
