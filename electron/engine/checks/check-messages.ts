import type { UrlColumnsSlice } from '../../../shared/columnar/transfer-slice';
import type { Problem } from '../../../shared/problems';
import type { PublishBase } from '../../../shared/validation/base-url';
import type { DuplicateProblem } from '../../../shared/validation/duplicate-locs';
import type { FirstFound } from '../../../shared/validation/first-of-each-code';
import type { CountedOnly } from '../../../shared/validation/kept-problems';
import type { SitemapKind } from '../../../shared/validation/sitemap-kind';
import type { SharedTexts } from '../stream/shared-texts';
import type { ClusterRowsWritten } from '../stream/spilled-cluster-row';
import type { WorkerFailure } from '../worker-failure';

/** RowContext as it crosses to a worker: robots.txt as its text (the worker builds the matcher once). */
export interface CheckContextData {
  base: PublishBase | null;
  now: number;
  newsUrlsPerFile?: number;
  allowOtherHosts?: boolean;
  /** The robots.txt, read as the one at `url`, for `agent`; null when there is none. */
  robots: { url: string; text: string; agent: string } | null;
}

/**
 * What a check job is about, for the message of its failure, and worded only then (checkTopicWording).
 * An export posts a job for every 25,000 rows and every partition of the duplicate search; wording each
 * as it was posted held the main thread while the workers waited for their next job (the process's
 * first number format alone, 13-17 ms, as a CLI export posted its first check).
 */
export type CheckTopic =
  { check: 'rows'; table: string; firstRow: number; endRow: number } | { check: 'duplicates'; partition: number };

/**
 * Check a slice of one table's rows with every row rule, and spill each loc to the partition its key
 * hashes to: the records go to the file `spill`, partition after partition (see partitionEnds).
 */
export interface RowsJob {
  type: 'rows';
  slice: UrlColumnsSlice;
  table: number;
  tableName: string;
  /** The stored row (0-based) of the slice's first row. */
  firstRow: number;
  kind: SitemapKind;
  /** The table's own host where no base URL is set (a loc elsewhere is a warning); else null. */
  ownHost: string | null;
  context: CheckContextData;
  spill: string;
  /** How many bits of a loc's key hash choose its partition. */
  partitionBits: number;
  /** The slice's rows (0-based within it) left out of the export: neither checked nor spilled. */
  skip: Uint32Array;
  /**
   * Whether the slice's locs stay as they lie in their column's shared memory (StringSlice.place)
   * until the duplicates are found: the spill then refers to them there rather than copying them,
   * and the search reads them from PartitionJob.texts.
   */
  locsStay: boolean;
  /**
   * What the check's list holds enough of from the slices before this one (KeptProblems.countedOnly
   * when the job was posted): this slice counts those problems and lists none.
   */
  countOnly?: CountedOnly;
  /**
   * Where the slice's rows (but `skip`) go for the hreflang clusters, as SpilledClusters reads them
   * (writeSpilledColumns); `alternates` false: no row lists any, so none is read. Absent: not written.
   */
  clusterRows?: { path: string; alternates: boolean };
}

/**
 * Consecutive rows that hold the same lastmod, as the table's LastmodTally takes them: each run's
 * value by its lastmodKey, or where that is NaN by the next of `texts` (in run order).
 */
export interface LastmodRuns {
  keys: Float64Array;
  texts: string[];
  /** Each run's first stored row. */
  rows: Uint32Array;
  counts: Uint32Array;
}

export interface RowsChecked {
  /** The rows' own problems, in row order (validateRow's, then loc-other-host). */
  problems: Problem[];
  lastmods: LastmodRuns;
  /** The byte where each partition's records end in the spill file (each starts where the one before ends). */
  partitionEnds: Float64Array;
  /** The rows written for the clusters, when the job asked (RowsJob.clusterRows). */
  clusterRows?: ClusterRowsWritten;
}

/** A byte range of one slice's spill file: the records of one partition. */
export interface SpillPart {
  path: string;
  start: number;
  end: number;
}

/** Find the duplicate locs among one partition's records, its parts in row order. */
export interface PartitionJob {
  type: 'partition';
  parts: SpillPart[];
  tableNames: string[];
  /** A partition larger than this many bytes is split to files at `scratch` (with `.0`, `.1`…) and checked a part at a time. */
  splitBytes: number;
  scratch: string;
  /** The column chunks its parts' records refer to (RowsJob.locsStay), those of the slices it has parts of. */
  texts: SharedTexts;
}

export interface PartitionChecked {
  /** The first of each code in each table, in row order, and how many more (a table may have millions). */
  duplicates: FirstFound<DuplicateProblem>;
  /** The most bytes of records keyed in memory at once: the whole partition's, unless it was split. */
  keyedBytes: number;
}

export type CheckerJob = RowsJob | PartitionJob;
export type ToChecker = CheckerJob & { id: number };

/** What a check worker answers a job with: its result, or what it threw (at which stored row, when known). */
export type FromChecker =
  | { id: number; type: 'done'; result: RowsChecked | PartitionChecked }
  | ({ id: number; type: 'failed'; row: number | null } & WorkerFailure);
