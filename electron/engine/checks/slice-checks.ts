import { makeOwnTempFolder, removeOwnTempFolderOrLater } from '../own-temp-folder';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { UrlColumnsSlice } from '../../../shared/columnar/transfer-slice';
import type { Problem } from '../../../shared/problems';
import { placeFieldProblem } from '../../../shared/validation/field-problem';
import type { DuplicateProblem } from '../../../shared/validation/duplicate-locs';
import { firstOfEachCode, keptLines } from '../../../shared/validation/first-of-each-code';
import { KeptProblems } from '../../../shared/validation/kept-problems';
import { LastmodTally } from '../../../shared/validation/lastmod-tally';
import type { SharedValue, TopValue } from '../../../shared/validation/shared-value-tally';
import type { SitemapKind } from '../../../shared/validation/sitemap-kind';
import type { CheckContextData, CheckTopic, LastmodRuns, RowsChecked, RowsJob, SpillPart } from './check-messages';
import { SPLIT_BYTES } from '../stream/spilled-duplicates';
import { referableChunk, sharedTextKey, SHARED_TEXTS_MOST, type SharedTexts } from '../stream/shared-texts';
import type { CheckPool } from './check-pool';
import { InOrder } from '../in-order';

/**
 * 64 partitions: the duplicates of a million rows are found some 16,000 locs at a time; a partition
 * above SPLIT_BYTES (each from some 3 million rows up) is split on its worker, so memory stays flat.
 */
export const PARTITION_BITS = 6;

const NO_RUNS: LastmodRuns = {
  keys: new Float64Array(0),
  texts: [],
  rows: new Uint32Array(0),
  counts: new Uint32Array(0),
};

/** One slice of a table to check: its rows as columns, where they start, and the rows of it left out. */
export interface SliceToCheck {
  slice: UrlColumnsSlice;
  table: number;
  tableName: string;
  firstRow: number;
  kind: SitemapKind;
  ownHost: string | null;
  skip: Uint32Array;
  /**
   * Whether the job writes the slice's rows for the hreflang clusters (RowsJob.clusterRows, beside its
   * spill), and whether any row may list alternates.
   */
  clusters?: { alternates: boolean };
}

/** A slice's check for a job that posts it with more work: the RowsJob without the rows, and where its result goes. */
export interface SliceCheck {
  check: Omit<RowsJob, 'type' | 'slice' | 'firstRow'>;
  took(result: Promise<RowsChecked>): void;
}

/**
 * The slices of a check, each checked on a worker as it is added (at most two per worker under way,
 * so the slices copied for them stay few), each worker spilling the slice's locs to a file of its own
 * grouped by hash partition; then the duplicates of each partition found on a worker. The first
 * failure stops adding; `dispose` removes the spill.
 */
export class SliceChecks {
  private readonly folder: string;
  private readonly jobs: SliceJob[] = [];
  /** The column chunks the slices' spills refer to, by key (textOf). */
  private readonly texts: SharedTexts = new Map();
  private readonly underWay = new Set<Promise<unknown>>();
  private failed: { error: unknown } | null = null;
  private spills = 0;
  /**
   * Each table's lastmods tallied from its slices' runs as they come back, in slice order, the runs
   * then dropped: a slice's runs are as many as its rows when every lastmod differs, so keeping them
   * all until the end grew with the rows. The runs come as numbers (lastmodKey), not texts: a text
   * each, cloned to this thread and hashed here, was most of this thread's part of a check.
   * A table's tally is cut down to its top value once a later table's slice is folded (slices come
   * in table order): a tally's counters take some 0.45 MB, and a stream's tables are unbounded.
   */
  private readonly tallies = new Map<number, LastmodTally | TopValue>();
  /** The table the last folded slice was of, whose tally is still counting. */
  private tallying = -1;
  /** The results come back in any order: each is folded once every job before it has been. */
  private readonly folding = new InOrder<RowsChecked>((result, k) => this.fold(result, this.jobs[k]!.table));
  /**
   * The rows' problems, taken from each slice's result as it is folded (in slice order, so in row
   * order) and let go there: a table whose every row has a problem would otherwise hold them all.
   */
  private readonly rowProblems = new KeptProblems();
  /** Whether a row checked so far has an error (seen as each result comes back, before it is folded). */
  private rowErrors = false;

  /**
   * `locsStay`: the rows' locs stay as they are until the duplicates are found (the caller's columns
   * do not change), so a slice read where they lie in shared memory is spilled as references to them.
   */
  constructor(
    private readonly pool: CheckPool,
    private readonly context: CheckContextData,
    tempFolder = tmpdir(),
    private readonly signal?: AbortSignal,
    private readonly locsStay = false,
  ) {
    this.folder = makeOwnTempFolder('check', tempFolder);
  }

  /** Posts a slice once a worker has room for it; `onChecked` is told its row count once its check comes back. */
  async add(slice: SliceToCheck, onChecked?: (rows: number) => void): Promise<void> {
    const rows = slice.slice.rowCount;
    const what: CheckTopic = {
      check: 'rows',
      table: slice.tableName,
      firstRow: slice.firstRow,
      endRow: slice.firstRow + rows,
    };
    const text = this.locsStay ? this.textOf(slice) : null;
    const { check } = this.checkOf(slice);
    // The spread reads check.countOnly once there is room for the job: the slices come back meanwhile count.
    const { slice: columns, firstRow } = slice;
    const { job: result } = await this.post(() =>
      this.pool.checkRows({ slice: columns, firstRow, ...check, locsStay: text !== null }, what),
    );
    if (onChecked)
      result.then(
        () => onChecked(rows),
        () => undefined,
      ); // a failure is told by `checked`
    this.push({ table: slice.table, spill: check.spill, result, text });
  }

  /**
   * The check of the next slice as part of a job that does more with the slice (packs it): the job
   * posts it, `took` is given its result. Slices are taken in table and row order, as `add` takes them.
   */
  checkOf(slice: Omit<SliceToCheck, 'slice'>): SliceCheck {
    const { table, tableName, kind, ownHost, skip, clusters } = slice;
    const { rowProblems } = this;
    const clusterRows = clusters && { path: join(this.folder, `c${this.spills}`), alternates: clusters.alternates };
    const spill = join(this.folder, `s${this.spills++}`);
    const check = {
      table,
      tableName,
      kind,
      ownHost,
      skip,
      context: this.context,
      spill,
      partitionBits: PARTITION_BITS,
      locsStay: false,
      clusterRows,
      // Read as the job is posted to its worker (its structured clone reads it), not as it is made:
      // the job may wait in the pool's queue while the checks before it come back.
      get countOnly() {
        return rowProblems.countedOnly({ table: tableName });
      },
    };
    return {
      check,
      took: (result) => {
        result.catch(() => undefined); // the job that posted it tells its failure
        this.push({ table, spill, result, text: null });
      },
    };
  }

  /**
   * The column chunk a slice's spill may refer to (referableChunk), by its key; null where it is to be
   * spilled as copies: a small slice, a check that refers to SHARED_TEXTS_MOST chunks already, or a
   * chunk whose buffer is not the one the check's first slice of it lay in (its column changed: the
   * records of that slice are read in the buffer they were written from).
   */
  private textOf(slice: SliceToCheck): { key: number; chunk: Uint8Array } | null {
    const chunk = referableChunk(slice.slice);
    if (!chunk) return null;
    const key = sharedTextKey(slice.table, slice.slice.locs.place!.chunk);
    const known = this.texts.get(key);
    if (known) return known.buffer === chunk.buffer ? { key, chunk: known } : null;
    if (this.texts.size >= SHARED_TEXTS_MOST) return null;
    this.texts.set(key, chunk);
    return { key, chunk };
  }

  /** Every slice posted so far checked: its first failure, if one failed (the duplicates are not searched). */
  async checked(): Promise<void> {
    await Promise.all(this.jobs.map((job) => job.result));
    if (this.failed) throw this.failed.error;
  }

  /**
   * Whether a row checked so far has an error: once `checked` resolves, whether any has, which refuses
   * an export whatever else is found.
   */
  get hasRowErrors(): boolean {
    return this.rowErrors;
  }

  /** Waits until a worker has room: a producer of rows calls it between batches. */
  async room(): Promise<void> {
    while (this.underWay.size >= this.pool.size * 2) await Promise.race(this.underWay);
    if (this.failed) throw this.failed.error;
    this.signal?.throwIfAborted();
  }

  /**
   * Every slice's rows checked: their problems in row order, and the duplicates among all of them in
   * table and row order (`names`: the tables by index, for the duplicates' messages), each kept as
   * KeptProblems keeps them.
   */
  async finish(names: readonly string[]): Promise<{ rows: Problem[]; duplicates: Problem[]; checked: RowsChecked[] }> {
    const checked = await Promise.all(this.jobs.map((job) => job.result));
    this.signal?.throwIfAborted();
    try {
      this.foldAll(checked);
    } catch (error) {
      this.failed ??= { error }; // and lastmods, folding the same slice again, throws it
    }
    // Each partition's parts, from every slice in row order, and the text those refer to.
    const partitions = Array.from({ length: 2 ** PARTITION_BITS }, (_, p) => {
      const texts: SharedTexts = new Map();
      const parts = this.jobs.flatMap(({ spill, text }, k): SpillPart[] => {
        const ends = checked[k]!.partitionEnds;
        const start = p === 0 ? 0 : ends[p - 1]!;
        if (ends[p]! <= start) return [];
        if (text) texts.set(text.key, text.chunk);
        return [{ path: spill, start, end: ends[p]! }];
      });
      return { parts, texts };
    });
    const tableNames = [...names];
    const search = ({ parts, texts }: { parts: SpillPart[]; texts: SharedTexts }, p: number) => {
      const job = { parts, texts, tableNames, splitBytes: SPLIT_BYTES, scratch: join(this.folder, `d${p}`) };
      return this.pool.findDuplicates(job, { check: 'duplicates', partition: p });
    };
    // Each partition's first duplicates merged as they come back: at most twice the kept number of a code are held.
    const merged = firstOfEachCode<DuplicateProblem>();
    const found: Promise<void>[] = [];
    for (const [p, partition] of partitions.entries()) {
      if (partition.parts.length === 0) continue;
      const merging = (await this.post(() => search(partition, p))).job.then((result) =>
        merged.addFound(result.duplicates),
      );
      merging.catch(() => undefined); // not unhandled while later partitions wait for room: told below
      found.push(merging);
    }
    await Promise.all(found);
    const duplicates = keptLines([], merged.found(), (item) =>
      placeFieldProblem(item, names[item.table]!, item.row + 1),
    );
    this.signal?.throwIfAborted();
    return { rows: this.rowProblems.all(), duplicates, checked };
  }

  /** Table `table`'s lastmods tallied from its slices' runs, in row order (once `finish` has its results). */
  lastmods(table: number, checked: readonly RowsChecked[]): TopValue {
    this.foldAll(checked);
    return this.tallies.get(table) ?? new LastmodTally();
  }

  /** Stops every job under way (nothing goes on writing into the spill); then `dispose`. */
  async stop(): Promise<void> {
    await this.pool.stop();
    await Promise.allSettled(this.underWay);
  }

  /**
   * Removes the spill, now or, when it cannot be (a job's file written as it was removed: ENOTEMPTY),
   * at the exit: a temp folder never turns a Ctrl-C or a finished check into a failure.
   */
  dispose(): void {
    removeOwnTempFolderOrLater(this.folder);
  }

  /** `dispose` off this thread (the unlinks on libuv's threads): for a caller with more to do meanwhile. */
  disposeLater(): Promise<void> {
    const removed = rm(this.folder, { recursive: true, force: true });
    removed.catch(() => undefined); // not unhandled while the caller does more: it fails where awaited
    return removed;
  }

  private push(job: SliceJob): void {
    const k = this.jobs.push(job) - 1;
    job.result.then(
      (result) => {
        this.rowErrors ||= result.problems.some((item) => item.severity === 'error');
        try {
          this.folding.arrive(k, result);
        } catch (error) {
          this.failed ??= { error }; // and lastmods, folding the same job again, throws it
        }
      },
      () => undefined, // told by whoever awaits the job
    );
  }

  /** Every slice's result offered to the fold: those not folded yet (or whose fold threw) are folded now. */
  private foldAll(checked: readonly RowsChecked[]): void {
    for (const [k, result] of checked.entries()) this.folding.arrive(k, result);
  }

  /** Folds a slice's runs and problems (of `table`), once every slice before it has been. */
  private fold(result: RowsChecked, table: number): void {
    this.rowProblems.addAll(result.problems);
    result.problems = [];
    if (table !== this.tallying) {
      const done = this.tallies.get(this.tallying);
      if (done) this.tallies.set(this.tallying, topOnly(done.top()));
      this.tallying = table;
    }
    const tally = this.tallies.get(table) ?? new LastmodTally();
    if (!(tally instanceof LastmodTally)) throw new Error(`the slices of table ${table} came after a later table's`);
    this.tallies.set(table, tally);
    const { keys, texts, rows, counts } = result.lastmods;
    tally.addRuns(keys, texts, rows, counts);
    result.lastmods = NO_RUNS;
  }

  /** Starts a job once there is room; the job itself is wrapped, so awaiting the room does not await it. */
  private async post<R>(start: () => Promise<R>): Promise<{ job: Promise<R> }> {
    await this.room();
    const job = start();
    const settled: Promise<unknown> = job.then(
      () => this.underWay.delete(settled),
      (error: unknown) => {
        this.failed ??= { error };
        this.underWay.delete(settled);
      },
    );
    this.underWay.add(settled);
    return { job };
  }
}

/**
 * A slice's check: its table, its spill, its result, and the column chunk its spill refers to (a
 * SharedLoc's text: the slice's locs stay where they lie) by its key, or null.
 */
interface SliceJob {
  table: number;
  spill: string;
  result: Promise<RowsChecked>;
  text: { key: number; chunk: Uint8Array } | null;
}

/** A finished tally's answer, without its counters. */
const topOnly = (top: SharedValue | null): TopValue => ({ top: () => top });
