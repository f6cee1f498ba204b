import type { ClaimedRoom } from '../../../shared/columnar/string-column';
import type { UrlColumnsSlice } from '../../../shared/columnar/transfer-slice';
import type { ExportedUrl } from '../../../shared/last-export/exported-urls';
import type { PageCheck } from '../../../shared/site-check/page-check';
import type { UrlRow } from '../../../shared/url-table';
import type { WorkerFailure } from '../worker-failure';

/** Jobs each worker has queued at most, so the workers never wait on the main thread and memory stays bounded. */
export const QUEUED_PER_WORKER = 2;

/** Write the records of one run of a project's items as a gzip member: rows of a table, check results, or exported URLs. */
export type PackRecords =
  /** `columns`: written as a column member (format version 5), else as lines of JSON. */
  | { of: 'rows'; table: number; from: number; slice: UrlColumnsSlice; columns: boolean }
  | { of: 'row-objects'; table: number; from: number; rows: UrlRow[] }
  | { of: 'checks'; from: number; checks: PageCheck[] }
  | { of: 'exported'; from: number; exported: ExportedUrl[] }
  /** Exported URLs made here from a slice of a table's rows, all but those at `skip` (0-based in the slice): what an export wrote. */
  | { of: 'remembered'; from: number; slice: UrlColumnsSlice; skip: number[] };

/**
 * Inflate one member and read its records, the rows as columns (`columns`) or as objects; the last
 * export's URLs read and handed back only when wanted (`exported`), else only their records' framing.
 */
export interface UnpackMember {
  type: 'unpack';
  member: Uint8Array;
  columns: boolean;
  exported: boolean;
  /**
   * Room in the table's loc column, claimed for this column member's loc bytes: they are written there,
   * and its slice names that place, so the thread that appends them copies nothing (StringColumn.claimRoom).
   */
  locsInto?: ClaimedRoom;
}

export type ProjectJob = (PackRecords & { type: 'pack' }) | UnpackMember;

/** Workers that read a project file's members: a project pool, or the pack pool of the export that opens the project. */
export interface MemberReader {
  /** The most workers it runs. */
  readonly size: number;
  /** Reads member `member` (its number in the file, the header's 1), whose bytes go over to the worker. */
  unpack(job: Omit<UnpackMember, 'type'>, member: number): Promise<Unpacked>;
}

/**
 * One line of a member as read: a record of rows (how many, and the run holding them), of check
 * results, or of exported URLs (how many, and the URLs themselves only when wanted), with its bytes.
 */
export type ReadRecord =
  | { of: 'rows'; table: unknown; from: unknown; count: number; run: number }
  | { of: 'checks'; from: unknown; checks: PageCheck[]; bytes: number }
  | { of: 'exported'; from: unknown; count: number; exported?: ExportedUrl[]; bytes: number };

/** A run of consecutive row records of one table, as columns or objects. */
export type ReadRows =
  | {
      slice: UrlColumnsSlice;
      /**
       * When the slice's arrays view memory its worker fills again once nobody reads it: the thread
       * that takes the slice copies what it keeps, then lets go (letGoOf).
       */
      readers?: Int32Array;
    }
  | { rows: UrlRow[] };

/**
 * A member read: its records in order, and the rows of each run of row records. `doubt` when some
 * line did not read (not JSON, a wrong shape, too large): the reader reads that member again on its
 * own thread, where the fault is named with its line and place as in any other file; a column
 * member's fault is named as it is.
 */
export type Unpacked =
  /** `columns`: read from a column member (its one record stands for it: it has no lines). */
  | { records: ReadRecord[]; runs: ReadRows[]; columns?: true }
  /** `columns`: a column member that does not inflate, or does not hold what it says (it has no lines to read again). */
  | { doubt: string; columns?: true };

export type FromProjectWorker =
  { id: number; type: 'done'; result: Buffer | Unpacked } | ({ id: number; type: 'failed' } & WorkerFailure);
