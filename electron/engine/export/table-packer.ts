import { sitemapFileName } from '../../../shared/export-file-names';
import { tablePatternOf, urlsPerFile, type ExportSettings } from '../../../shared/export-settings';
import { fieldAt, lastmodInstantAt, rowsBetween, type TableRows } from '../../../shared/validation/table-rows';
import {
  built,
  entryTooLarge,
  FinishingFiles,
  nameSitemap,
  ROWS_PER_STEP,
  type BuildOptions,
  type BuiltFile,
  type TableTurn,
} from './build-export';
import { nextTurn } from '../next-turn';
import { EntryTooLargeError } from './entry-packer';
import { isAbort } from '../import/source-error';
import { textFormat, urlsetFormat, type FileFormat } from './file-format';
import { FileSplitter, type SplitFile } from './file-splitter';
import type { EntryKind, Measured, Packed } from './pack-messages';
import type { PackPool } from './pack-pool';
import { columnsSlice } from '../checks/parallel-validation';
import type { SliceCheck } from '../checks/slice-checks';

/** Rows built into objects at a time for the checks on this thread (see ROWS_PER_WINDOW in build-export). */
const ROWS_PER_WINDOW = 2_000;
const NO_BYTES = Buffer.alloc(0);

/**
 * Where a file a worker writes goes: `write` writes it at the path given, read back there; once `halted`
 * is aborted (the build stopped), a file not yet begun is neither begun nor looked after.
 */
export type StageFile = (
  name: string,
  write: (path: string) => Promise<Packed>,
  halted: AbortSignal,
) => Promise<Packed>;

export interface ParallelPacking {
  pool: PackPool;
  stage: StageFile;
  /** gzip's level (zlib's default). */
  level?: number;
  /** Rows measured per job (a test makes it small, so files span slices); by default sliceRowsFor the table. */
  sliceRows?: number;
  /**
   * Checks each slice in the job that serialises it (the streaming export's ColumnsChecks.checkOf,
   * whose rows pass once); the rows the check leaves out are left out of the files.
   */
  checks?: (table: number, start: number, end: number) => SliceCheck;
}

/** A slice of the table's rows: rows [from, to) of `rows`, the table's rows [start, end). */
interface HeldSlice {
  rows: TableRows;
  from: number;
  start: number;
  end: number;
  /** 1 for a row left out of the files. */
  skip: Uint8Array;
  /** Its rows serialised (and each one's lastmod instant, for the file's newest), once measured. */
  measured: Measured | null;
}

/** What the packer is told of the table besides its rows. */
export interface PackerOptions {
  /**
   * Files being finished at most for each of the pool's workers before a slice added waits: a table
   * that comes in batches holds only these files' bytes; none, unbounded (a table held whole).
   */
  filesPerWorker?: number;
}

/**
 * The sitemaps of one table, packed on worker threads as its rows are added, slice by slice in
 * order: each slice's rows are serialised there once (and checked, with a slice's check) into shared
 * memory with their exact lengths, a few slices ahead of the one placed; the files are split here by
 * those lengths (FileSplitter: the packer's rules), and each file is put together whole there from its
 * rows' bytes, gzipped, written into the staging folder and read back. Meanwhile this thread checks
 * the rows (eachRow) as buildTableFiles does. The slices may be cut from a table held whole
 * (packTableInParallel) or come as the table is read: the same rows give the same files, byte for
 * byte. A job that fails stops every other one before the failure is thrown, so nothing is left
 * writing into the staging folder.
 */
export class ParallelTablePacker {
  private readonly entries: EntryKind;
  private readonly format: FileFormat;
  private readonly splitter: FileSplitter;
  private readonly pattern: string;
  private readonly finishing = new FinishingFiles();
  /** Slices added and not yet let go, by their place in the order added. */
  private readonly held = new Map<number, HeldSlice>();
  private readonly measuring = new Map<number, Promise<Measured>>();
  /** The slices added, and the next to place. */
  private added = 0;
  private placed = 0;
  /** The table's rows added so far. */
  private rows = 0;
  private readonly file = new OpenFile();
  /** Aborted once the table's build failed or was cancelled. */
  private readonly halt = new AbortController();
  private failure: Promise<never> | null = null;

  constructor(
    private readonly table: { id: string; name: string },
    private readonly turn: TableTurn,
    private readonly settings: ExportSettings,
    private readonly options: BuildOptions,
    private readonly packing: ParallelPacking,
    private readonly limits: PackerOptions = {},
  ) {
    this.entries = settings.format === 'text' ? 'text' : 'url';
    this.format = settings.format === 'text' ? textFormat : urlsetFormat(settings.xslHref);
    this.splitter = new FileSplitter(this.format, {
      maxBytes: settings.maxBytes,
      maxEntries: urlsPerFile(settings, turn.kind),
    });
    this.pattern = tablePatternOf(settings, table.id) ?? settings.fileNamePattern;
  }

  /**
   * The table's next rows, rows [from, to) of `rows`, measured (and checked with `check`) on a worker;
   * the slices before them placed in files while more than the pool's workers are measured ahead.
   */
  async add(rows: TableRows, from: number, to: number, check?: SliceCheck): Promise<void> {
    try {
      const start = this.rows;
      const k = this.added++;
      this.rows += to - from;
      this.measure(k, { rows, from, start, end: this.rows, skip: new Uint8Array(to - from), measured: null }, check);
      // Keep every worker busy: the slices after the one placed are measured while this thread checks it.
      while (this.added - this.placed > this.packing.pool.size) await this.placeNext();
      const { filesPerWorker } = this.limits;
      if (filesPerWorker !== undefined) {
        await this.finishing.room(filesPerWorker * this.packing.pool.size);
        this.finishing.throwIfFailed();
      }
    } catch (error) {
      return this.fail(error);
    }
  }

  /** Places every slice added and the last file: every row is split into files (the last may still be written). */
  async split(): Promise<void> {
    try {
      while (this.placed < this.added) await this.placeNext();
      const last = this.splitter.finish();
      if (last) this.dispatch(last, this.rows, this.file.leftOutBefore(last.endRow), this.file.newest);
      for (const k of [...this.held.keys()]) this.letGo(k);
      this.turn.split?.();
    } catch (error) {
      return this.fail(error);
    }
  }

  /** The table's files, once every one is written (after split). */
  async files(): Promise<BuiltFile[]> {
    try {
      const files = await this.finishing.all();
      this.options.signal?.throwIfAborted();
      this.options.onRows?.(this.turn.rowsDone + this.rows);
      return files;
    } catch (error) {
      return this.fail(error);
    }
  }

  /** Gives the build up (its source failed, or the checks): its jobs under way end first, none begins. */
  async giveUp(reason: unknown): Promise<void> {
    await this.fail(reason).catch(() => undefined);
  }

  /** Measures slice `k` on a worker; its rows stay here for the files. */
  private measure(k: number, slice: HeldSlice, feed: SliceCheck | undefined): void {
    const { start, end } = slice;
    this.held.set(k, slice);
    const check = feed?.check ?? null;
    for (const at of check?.skip ?? []) slice.skip[at] = 1;
    // The slice's columns handed over (its locs read where they lie): the worker serialises (and checks) the rows.
    const done = this.packing.pool.measureAndCheck(
      {
        slice: columnsSlice(slice.rows, slice.from, slice.from + end - start),
        firstRow: start,
        entries: this.entries,
        check,
      },
      this.place(start, end),
    );
    feed?.took(done.then((both) => both.checked!));
    const job = done.then((both) => both.measured);
    job.catch(() => undefined); // seen when its turn comes; a failure before then must not go unhandled
    this.measuring.set(k, job);
  }

  /** Places the next slice's rows in files: checked here first where this thread checks them, then split by their lengths. */
  private async placeNext(): Promise<void> {
    const k = this.placed++;
    const { options, turn } = this;
    // The first slices are measured while the last checks end (no worker waits for them), but
    // nothing is split or written before every row is checked: a check that fails writes nothing,
    // and a cancel meanwhile is seen before the first row is told.
    if (k === 0 && turn.writable) {
      await turn.writable;
      options.signal?.throwIfAborted();
    }
    const slice = this.held.get(k)!;
    const { start, end } = slice;
    const { eachRow, leaveOut } = options;
    // The rows are built here only for the checks and the rows left out; the files need none of them.
    if (eachRow || leaveOut) {
      for (let from = start; from < end; from += ROWS_PER_WINDOW) {
        const at = slice.from + from - start;
        const rows = rowsBetween(slice.rows, at, at + Math.min(end - from, ROWS_PER_WINDOW));
        for (let i = 0; i < rows.length; i++) {
          const row = rows[i]!;
          const index = from + i;
          if (leaveOut?.(this.table.name, index, row.loc)) slice.skip[index - start] = 1;
          else eachRow?.(turn.index, index, row, lastmodInstantAt(slice.rows, at + i, row.lastmod));
          if ((index + 1) % ROWS_PER_STEP === 0) await this.step(index + 1);
        }
      }
    } else {
      const first = Math.ceil((start + 1) / ROWS_PER_STEP) * ROWS_PER_STEP;
      for (let done = first; done <= end; done += ROWS_PER_STEP) await this.step(done);
    }
    const measured = await this.measuring.get(k)!;
    this.measuring.delete(k);
    slice.measured = measured;
    // One pass: each row placed, and the open file's rows left out and newest lastmod noted as it grows.
    const { file, splitter } = this;
    file.at = 0;
    for (let closed = placeUntilClosed(splitter, slice.skip, measured, start, file); closed !== null;) {
      // The row that closed it is the next file's first.
      const at = file.at;
      this.dispatch(closed, start + at, file.leftOutBefore(closed.endRow), file.newest);
      file.nextFile(start + at, measured.instants[at]!);
      file.at = at + 1;
      closed = placeUntilClosed(splitter, slice.skip, measured, start, file);
    }
    // Every row so far left out (a site check's noindex pages first): in no file, so not held for one.
    if (!file.started) this.letGo(k);
    // A slice all left out inside the open file (a long run of noindex pages): in no file either, so
    // let go now, its rows taken back off the file's left out, as its job is not given the slice.
    else if (slice.skip.every((left) => left === 1)) {
      file.leftOut.length -= end - start;
      this.letGo(k);
    }
  }

  /** Progress, a turn for the event loop, and a cancel or a failed file seen, every ROWS_PER_STEP rows. */
  private async step(done: number): Promise<void> {
    this.options.onRows?.(this.turn.rowsDone + done);
    await nextTurn();
    this.options.signal?.throwIfAborted();
    this.finishing.throwIfFailed();
  }

  /** The slice that holds the table's row `row` (held, so not yet let go). */
  private sliceOf(row: number): number {
    for (const [k, slice] of this.held) if (row >= slice.start && row < slice.end) return k;
    throw new Error(`${this.table.name}: row ${row} is in no slice held`);
  }

  /**
   * Writes a file on a worker from its rows' bytes (shared, not copied), its rows left out and its
   * newest lastmod as the split loop found them; the slices before the next file are let go.
   */
  private dispatch(file: SplitFile, nextRow: number, skip: readonly number[], newest: number | null): void {
    const { options, settings, table, turn, format, packing, halt, finishing } = this;
    const first = this.sliceOf(file.firstRow);
    const last = this.sliceOf(file.endRow - 1);
    const name = nameSitemap(
      options,
      sitemapFileName(this.pattern, turn.slug, finishing.count + 1, settings.gzip),
      table.name,
    );
    const newestSlice = newest === null ? null : this.held.get(this.sliceOf(newest))!;
    const described = {
      name,
      kind: 'sitemap' as const,
      table: table.name,
      bytes: NO_BYTES,
      uncompressedBytes: file.bytes,
      urlCount: file.count,
      firstRow: file.firstEntry,
      lastmod:
        newestSlice === null
          ? null
          : fieldAt(newestSlice.rows, newestSlice.from + newest! - newestSlice.start, 'lastmod'),
    };
    // Refused whatever its files: split and named, as the build's own checks need, but never put together or written.
    if (turn.refused?.()) finishing.add(built({ ...described, holds: null }, options));
    else {
      // The slices it spans but those all left out (let go as they were placed).
      const parts = [...this.held].flatMap(([k, part]) => (k >= first && k <= last ? [part] : []));
      const job = {
        parts: parts.map((part) => {
          const { bytes, lengths, readers } = part.measured!;
          // One reader more until the file's job is done (or never, if it is never posted: the memory is then not reused).
          Atomics.add(readers, 0, 1);
          return { firstRow: part.start, bytes, lengths, readers };
        }),
        from: file.firstRow,
        to: file.endRow,
        skip: Uint32Array.from(skip),
        header: format.header(file.namespaces),
        footer: format.footer,
        bytes: file.bytes,
        gzip: settings.gzip,
        level: packing.level ?? -1,
        marker: this.entries === 'text' ? '' : '<url>',
      };
      const where = this.place(file.firstRow, file.endRow, name);
      const { pool } = packing;
      finishing.add(
        packing
          .stage(
            name,
            (path) => (halt.signal.aborted ? Promise.reject(halt.signal.reason) : pool.pack({ ...job, path }, where)),
            halt.signal,
          )
          .then((packed) =>
            built(
              { ...described, holds: packed.holds, staged: { writtenBytes: packed.writtenBytes, gzip: settings.gzip } },
              options,
            ),
          ),
      );
    }
    // The slices wholly before the next file's first row are in no file to come (held in the order added).
    for (const [k, slice] of this.held) {
      if (slice.end > nextRow) break;
      this.letGo(k);
    }
  }

  /** Slice `k` is in no file to come: this thread no longer reads its rows (their memory is reused once no job does). */
  private letGo(k: number): void {
    const readers = this.held.get(k)?.measured?.readers;
    if (readers) Atomics.sub(readers, 0, 1);
    this.held.delete(k);
  }

  private place(firstRow: number, endRow: number, file: string | null = null) {
    return { table: this.table.name, file, firstRow, endRow };
  }

  /**
   * Stops the build (once, whatever asks): the files still waiting for their turn to be staged are
   * never posted, every job is stopped, and the error to tell is thrown.
   */
  private fail(error: unknown): Promise<never> {
    this.failure ??= this.stop(error);
    return this.failure;
  }

  private async stop(error: unknown): Promise<never> {
    const { finishing } = this;
    // A file that failed first is what stopped the build, not the others stopped because of it.
    const first = finishing.failure;
    // Nothing may go on writing into the staging folder once the build has failed or been cancelled.
    const halted = new Error('The export stopped before this file was written');
    halted.name = 'AbortError';
    this.halt.abort(halted);
    await this.packing.pool.stop();
    await Promise.allSettled([...this.measuring.values()]);
    await finishing.all().catch(() => undefined);
    // A file that failed while this thread already caught a job cancelled because of it (the worker that
    // died held a job whose failure stopped the pool, and the file's own failure was still on its way):
    // the file's failure is what to tell, now that every file has ended.
    const failed = finishing.failure;
    if (failed && !isAbort(failed.error)) throw failed.error;
    if (first) throw first.error;
    throw error instanceof EntryTooLargeError ? entryTooLarge(error, this.table.name) : error;
  }
}

/** The open file as the split loop grows it, and where the loop is in the slice it places. */
class OpenFile {
  /** The slice's row the loop is at. */
  at = 0;
  /** Set at the first row placed: rows left out before any file are in none. */
  started = false;
  /** The open file's rows left out (from its first entry on). */
  leftOut: number[] = [];
  /** Its row of the newest lastmod so far (null: none has one), and that lastmod's instant. */
  newest: number | null = null;
  newestAt = -Infinity;

  /** Row `row`, of lastmod instant `instant` (NaN for none), is in the open file. */
  note(row: number, instant: number): void {
    if (instant > this.newestAt) {
      this.newest = row;
      this.newestAt = instant;
    }
  }

  /** The open file's rows left out that lie before `endRow` (after its last entry they lie in no file). */
  leftOutBefore(endRow: number): number[] {
    while (this.leftOut.length > 0 && this.leftOut.at(-1)! >= endRow) this.leftOut.pop();
    return this.leftOut;
  }

  /** The open file closed: row `row` opens the next. */
  nextFile(row: number, instant: number): void {
    this.leftOut = [];
    this.newest = null;
    this.newestAt = -Infinity;
    this.note(row, instant);
  }
}

/**
 * Places the slice's rows in `splitter` from `file.at` on, until one closes a file: returns that file
 * (`file.at` is then the row that closed it), or null at the slice's end. A loop of its own that
 * returns at each file closed: inside packTableInParallel, that whole function was optimised while the
 * loop ran hot and thrown away at its first file closed (code not run before), then optimised again,
 * some 25 ms of compiling on this thread.
 */
function placeUntilClosed(
  splitter: FileSplitter,
  skip: Uint8Array,
  measured: Measured,
  start: number,
  file: OpenFile,
): SplitFile | null {
  const { lengths, namespaces, instants } = measured;
  let closed: SplitFile | null = null;
  let at = file.at;
  for (; at < lengths.length; at++) {
    if (skip[at]) {
      if (file.started) file.leftOut.push(start + at);
      continue;
    }
    file.started = true;
    closed = splitter.add(start + at, lengths[at]!, namespaces[at]!);
    if (closed !== null) break;
    file.note(start + at, instants[at]!);
  }
  file.at = at;
  return closed;
}
