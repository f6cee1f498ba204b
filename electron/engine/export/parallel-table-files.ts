import { sitemapFileName } from '../../../shared/export-file-names';
import { tablePatternOf, urlsPerFile, type ExportSettings } from '../../../shared/export-settings';
import type { ExportTable } from '../../../shared/export-types';
import { fieldAt, lastmodInstantAt, rowCount, rowsBetween } from '../../../shared/validation/table-rows';
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
import { textFormat, urlsetFormat } from './file-format';
import { FileSplitter, type SplitFile } from './file-splitter';
import type { EntryKind, Measured, Packed } from './pack-messages';
import type { PackPool } from './pack-pool';
import { columnsSlice } from '../checks/parallel-validation';
import type { SliceCheck } from '../checks/slice-checks';
import { sliceRowsFor } from './slice-rows';

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

/** Rows built into objects at a time for the checks on this thread (see ROWS_PER_WINDOW in build-export). */
const ROWS_PER_WINDOW = 2_000;
const NO_BYTES = Buffer.alloc(0);

/** What this thread keeps of a slice until the files that hold its rows are under way. */
interface HeldSlice {
  /** 1 for a row left out of the files. */
  skip: Uint8Array;
  /** Its rows serialised (and each one's lastmod instant, for the file's newest), once measured. */
  measured: Measured | null;
}

/**
 * The sitemaps of one table, packed on worker threads: each row is serialised there once, a slice of
 * columns at a time, into shared memory with its exact length; the files are split here by those
 * lengths (FileSplitter: the packer's rules), and each file is put together whole there from its
 * rows' bytes, gzipped, written into the staging folder and read back. Meanwhile this thread checks the rows (eachRow) as buildTableFiles
 * does. The same rows give the same files, byte for byte. A job that fails stops every other one
 * before the failure is thrown, so nothing is left writing into the staging folder.
 */
export async function packTableInParallel(
  table: ExportTable,
  turn: TableTurn,
  settings: ExportSettings,
  options: BuildOptions,
  packing: ParallelPacking,
): Promise<BuiltFile[]> {
  const { pool } = packing;
  const sliceRows = packing.sliceRows ?? sliceRowsFor(table.rows);
  const total = rowCount(table.rows);
  const slices = Math.ceil(total / sliceRows);
  const entries: EntryKind = settings.format === 'text' ? 'text' : 'url';
  const format = settings.format === 'text' ? textFormat : urlsetFormat(settings.xslHref);
  const splitter = new FileSplitter(format, {
    maxBytes: settings.maxBytes,
    maxEntries: urlsPerFile(settings, turn.kind),
  });
  const pattern = tablePatternOf(settings, table.id) ?? settings.fileNamePattern;
  const finishing = new FinishingFiles();
  const held = new Map<number, HeldSlice>();
  const measuring = new Map<number, Promise<Measured>>();
  const place = (firstRow: number, endRow: number, file: string | null = null) => ({
    table: table.name,
    file,
    firstRow,
    endRow,
  });

  /** Measures slice `k` on a worker; its columns stay here for the files. */
  const measure = (k: number): void => {
    if (k >= slices || measuring.has(k)) return;
    const start = k * sliceRows;
    const end = Math.min(total, start + sliceRows);
    const skip = new Uint8Array(end - start);
    held.set(k, { skip, measured: null });
    const feed = packing.checks?.(turn.index, start, end);
    const check = feed?.check ?? null;
    for (const at of check?.skip ?? []) skip[at] = 1;
    // The slice's columns handed over (its locs read where they lie): the worker serialises (and checks) the rows.
    const done = pool.measureAndCheck(
      { slice: columnsSlice(table.rows, start, end), firstRow: start, entries, check },
      place(start, end),
    );
    feed?.took(done.then((both) => both.checked!));
    const job = done.then((both) => both.measured);
    job.catch(() => undefined); // seen when its turn comes; a failure before then must not go unhandled
    measuring.set(k, job);
  };

  /**
   * Writes a file on a worker from its rows' bytes (shared, not copied), its rows left out and its
   * newest lastmod as the split loop found them; the slices before the next file are let go.
   */
  const dispatch = (file: SplitFile, nextRow: number, skip: readonly number[], newest: number | null): void => {
    const first = Math.floor(file.firstRow / sliceRows);
    const last = Math.floor((file.endRow - 1) / sliceRows);
    const name = nameSitemap(
      options,
      sitemapFileName(pattern, turn.slug, finishing.count + 1, settings.gzip),
      table.name,
    );
    const described = {
      name,
      kind: 'sitemap' as const,
      table: table.name,
      bytes: NO_BYTES,
      uncompressedBytes: file.bytes,
      urlCount: file.count,
      firstRow: file.firstEntry,
      lastmod: newest === null ? null : fieldAt(table.rows, newest, 'lastmod'),
    };
    // Refused whatever its files: split and named, as the build's own checks need, but never put together or written.
    if (turn.refused?.()) finishing.add(built({ ...described, holds: null }, options));
    else {
      const parts = Array.from({ length: last - first + 1 }, (_, i) => held.get(first + i)!);
      const job = {
        parts: parts.map((part, i) => {
          const { bytes, lengths, readers } = part.measured!;
          // One reader more until the file's job is done (or never, if it is never posted: the memory is then not reused).
          Atomics.add(readers, 0, 1);
          return { firstRow: (first + i) * sliceRows, bytes, lengths, readers };
        }),
        from: file.firstRow,
        to: file.endRow,
        skip: Uint32Array.from(skip),
        header: format.header(file.namespaces),
        footer: format.footer,
        bytes: file.bytes,
        gzip: settings.gzip,
        level: packing.level ?? -1,
        marker: entries === 'text' ? '' : '<url>',
      };
      const where = place(file.firstRow, file.endRow, name);
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
    for (let k = first; k < Math.floor(nextRow / sliceRows); k++) letGo(k);
  };

  /** Slice `k` is in no file to come: this thread no longer reads its rows (their memory is reused once no job does). */
  const letGo = (k: number): void => {
    const readers = held.get(k)?.measured?.readers;
    if (readers) Atomics.sub(readers, 0, 1);
    held.delete(k);
  };

  /** Aborted once the table's build failed or was cancelled. */
  const halt = new AbortController();
  const { eachRow, leaveOut } = options;
  /** Progress, a turn for the event loop, and a cancel or a failed file seen, every ROWS_PER_STEP rows. */
  const step = async (done: number): Promise<void> => {
    options.onRows?.(turn.rowsDone + done);
    await nextTurn();
    options.signal?.throwIfAborted();
    finishing.throwIfFailed();
  };
  const file = new OpenFile();
  try {
    for (let k = 0; k < slices; k++) {
      // Keep every worker busy: the slices after this one are measured while this thread checks it.
      for (let ahead = k; ahead <= k + pool.size; ahead++) measure(ahead);
      // The first slices are measured while the last checks end (no worker waits for them), but
      // nothing is split or written before every row is checked: a check that fails writes nothing,
      // and a cancel meanwhile is seen before the first row is told.
      if (k === 0 && turn.writable) {
        await turn.writable;
        options.signal?.throwIfAborted();
      }
      const start = k * sliceRows;
      const end = Math.min(total, start + sliceRows);
      const slice = held.get(k)!;
      // The rows are built here only for the checks and the rows left out; the files need none of them.
      if (eachRow || leaveOut) {
        for (let from = start; from < end; from += ROWS_PER_WINDOW) {
          const rows = rowsBetween(table.rows, from, Math.min(end, from + ROWS_PER_WINDOW));
          for (let i = 0; i < rows.length; i++) {
            const row = rows[i]!;
            const index = from + i;
            if (leaveOut?.(table.name, index, row.loc)) slice.skip[index - start] = 1;
            else eachRow?.(turn.index, index, row, lastmodInstantAt(table.rows, index, row.lastmod));
            if ((index + 1) % ROWS_PER_STEP === 0) await step(index + 1);
          }
        }
      } else {
        const first = Math.ceil((start + 1) / ROWS_PER_STEP) * ROWS_PER_STEP;
        for (let done = first; done <= end; done += ROWS_PER_STEP) await step(done);
      }
      const measured = await measuring.get(k)!;
      measuring.delete(k);
      slice.measured = measured;
      // One pass: each row placed, and the open file's rows left out and newest lastmod noted as it grows.
      file.at = 0;
      for (let closed = placeUntilClosed(splitter, slice.skip, measured, start, file); closed !== null;) {
        // The row that closed it is the next file's first.
        const at = file.at;
        dispatch(closed, start + at, file.leftOutBefore(closed.endRow), file.newest);
        file.nextFile(start + at, measured.instants[at]!);
        file.at = at + 1;
        closed = placeUntilClosed(splitter, slice.skip, measured, start, file);
      }
    }
    const last = splitter.finish();
    if (last) dispatch(last, total, file.leftOutBefore(last.endRow), file.newest);
    for (const k of [...held.keys()]) letGo(k);
    turn.split?.();
    const files = await finishing.all();
    options.signal?.throwIfAborted();
    options.onRows?.(turn.rowsDone + total);
    return files;
  } catch (error) {
    // A file that failed first is what stopped the build, not the others stopped because of it.
    const first = finishing.failure;
    // Nothing may go on writing into the staging folder once the build has failed or been cancelled:
    // the files still waiting for their turn to be staged are never posted.
    const halted = new Error('The export stopped before this file was written');
    halted.name = 'AbortError';
    halt.abort(halted);
    await pool.stop();
    await Promise.allSettled([...measuring.values()]);
    await finishing.all().catch(() => undefined);
    // A file that failed while this thread already caught a job cancelled because of it (the worker that
    // died held a job whose failure stopped the pool, and the file's own failure was still on its way):
    // the file's failure is what to tell, now that every file has ended.
    const failed = finishing.failure;
    if (failed && !isAbort(failed.error)) throw failed.error;
    if (first) throw first.error;
    throw error instanceof EntryTooLargeError ? entryTooLarge(error, table.name) : error;
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
