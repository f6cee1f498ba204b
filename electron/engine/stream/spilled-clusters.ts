import { makeOwnTempFolder, removeOwnTempFolder } from '../own-temp-folder';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ClusterProblem } from '../../../shared/hreflang/cluster-problems';
import type { FirstFound } from '../../../shared/validation/first-of-each-code';
import type { AlternateLink } from '../../../shared/url-table';
import { linkClusters, PARTITION_BYTES } from './cluster-links';
import { GROUP_BYTES, problemsOfClusters } from './cluster-groups';
import { RecordWriter } from './spill-records';
import { listingSize, writeSpilledColumns, writeSpilledRow, type ClusterRowsWritten } from './spilled-cluster-row';
import type { UrlColumns } from '../../../shared/columnar/url-columns';

/** How SpilledClusters cuts its files; `recordRows` defaults to spilled-cluster-row's ROWS_PER_RECORD. */
export interface SpillSizes {
  partitionBytes: number;
  groupBytes: number;
  recordRows?: number;
}

/**
 * The hreflang clusters' problems over any number of rows, with memory that does not grow with them:
 * each row's place, loc and (when it lists any) alternates are appended to a temp file as they come
 * (a slice of columns a record per few thousand rows, spilled-cluster-row.ts), or a check job writes
 * its slice's to a file of its own (addWritten); at the end, when a row listed alternates, the
 * clusters are found and judged from them on disk (linkClusters, problemsOfClusters): the same
 * problems as clusterProblems over the same rows.
 * Rows must come in table and row order; `dispose` removes the folder (on success, failure or cancel).
 */
export class SpilledClusters {
  private readonly folder: string;
  /** The rows added here (add, addColumns); opened with the first, as a streamed check's jobs may write them all. */
  private rows: RecordWriter | null = null;
  /** Files of rows other threads wrote (check jobs: addWritten), in table and row order. */
  private readonly written: string[] = [];
  private writtenBytes = 0;
  /** Bytes of the rows that list alternates (their locs and alternates). */
  private listingBytes = 0;
  private disposed = false;

  /** `sizes`: the bytes a partition and a group of clusters are cut to, the rows a record spans (a test makes them small). */
  constructor(
    parent = tmpdir(),
    private readonly sizes: SpillSizes = { partitionBytes: PARTITION_BYTES, groupBytes: GROUP_BYTES },
  ) {
    this.folder = makeOwnTempFolder('clusters', parent);
  }

  /** The folder the spill is written in (tests look that it is gone after `dispose`). */
  get path(): string {
    return this.folder;
  }

  add(table: number, row: number, loc: string, alternates: readonly AlternateLink[]): void {
    writeSpilledRow(this.ownRows(), table, row, loc, alternates);
    this.listingBytes += listingSize(loc, alternates);
  }

  /**
   * `add` for rows [0, columns.rowCount) of a slice of columns, stored rows from `firstRow`, but those
   * in `skip` (ascending); `alternates` false when no row lists any (their extensions are then not read).
   */
  addColumns(table: number, firstRow: number, columns: UrlColumns, skip: readonly number[], alternates = true): void {
    const { recordRows } = this.sizes;
    this.listingBytes += writeSpilledColumns(this.ownRows(), table, firstRow, columns, skip, recordRows, alternates);
  }

  /**
   * Rows a check job wrote to a file of its own (writeSpilledColumnsFile) in the folder its check
   * spills to, after every row added before; the file is read from there, and not removed here.
   */
  addWritten({ path, bytes, listing }: ClusterRowsWritten): void {
    this.written.push(path);
    this.writtenBytes += bytes;
    this.listingBytes += listing;
  }

  /** Every cluster's problems in table and row order (clusterProblems'), the first of each code in each table and how many more. */
  problems(): FirstFound<ClusterProblem> {
    const { rows } = this;
    rows?.close();
    if (this.listingBytes === 0) return { kept: [], unlisted: [] };
    const { partitionBytes, groupBytes } = this.sizes;
    const files = rows ? [rows.path, ...this.written] : this.written;
    const linked = linkClusters(files, this.folder, (rows?.bytes ?? 0) + this.writtenBytes, partitionBytes);
    return problemsOfClusters(linked, this.folder, this.listingBytes * 2, groupBytes);
  }

  /** The file of rows added here, opened now if need be. They are read before those the jobs wrote: none may be added once one was written. */
  private ownRows(): RecordWriter {
    if (this.written.length > 0) throw new Error('rows added after rows that a check job wrote');
    return (this.rows ??= new RecordWriter(join(this.folder, 'rows')));
  }

  /** Removes the temp folder and everything in it; safe to call more than once. */
  dispose(): void {
    if (this.disposed) return;
    this.disposed = true;
    this.rows?.discard();
    removeOwnTempFolder(this.folder);
  }
}
