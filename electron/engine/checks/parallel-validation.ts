import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sliceToTransfer, type UrlColumnsSlice } from '../../../shared/columnar/transfer-slice';
import { UrlColumns } from '../../../shared/columnar/url-columns';
import { formatCount } from '../../../shared/format';
import { clusterProblems } from '../../../shared/hreflang/cluster-problems';
import type { Problem } from '../../../shared/problems';
import { ownHostOf } from '../../../shared/site-check/checked-rows';
import type { UrlRow } from '../../../shared/url-table';
import type { DuplicateProblem } from '../../../shared/validation/duplicate-locs';
import { placeFieldProblem, type FieldProblem } from '../../../shared/validation/field-problem';
import { checkNewsSitemapSize } from '../../../shared/validation/news-sitemap-size';
import { checkSharedLastmod } from '../../../shared/validation/shared-lastmod';
import { SharedValueTally } from '../../../shared/validation/shared-value-tally';
import { sitemapKind, type SitemapKind } from '../../../shared/validation/sitemap-kind';
import { isColumns, rowCount, type TableRows } from '../../../shared/validation/table-rows';
import type { NamedRows } from '../../../shared/validation/validate-rows';
import type { CheckContextData, RowsChecked, SpillPart } from './check-messages';
import type { CheckPool } from './check-pool';

/** Rows a job checks: a few milliseconds of work, many jobs for the workers to share. */
const SLICE_ROWS = 25_000;
/** 64 partitions: the duplicates of 10 million rows are found 160,000 locs at a time. */
const PARTITION_BITS = 6;

export interface ParallelCheckOptions {
  /** Each table's sitemapKind, for a caller that has them already. */
  kinds?: readonly SitemapKind[];
  /** Each table's rows (0-based, ascending) left out of the export: neither checked nor counted as duplicates. */
  leftOut?: readonly (readonly number[])[];
  signal?: AbortSignal;
  /** Rows per job (a test makes it small, so a table spans many). */
  sliceRows?: number;
  /** Where the locs are spilled for the duplicates (default: the system's temp folder). */
  tempFolder?: string;
}

/** Rows [start, end) as a columnar slice of their own, to post to a worker. */
function columnsSlice(rows: TableRows, start: number, end: number): UrlColumnsSlice {
  if (isColumns(rows)) return sliceToTransfer(rows, start, end);
  return sliceToTransfer(UrlColumns.fromRows((rows as readonly UrlRow[]).slice(start, end)), 0, end - start);
}

/** The left-out rows of [start, end), relative to start. */
function skipped(leftOut: readonly number[] | undefined, start: number, end: number): Uint32Array {
  if (!leftOut || leftOut.length === 0) return new Uint32Array(0);
  return Uint32Array.from(leftOut.filter((row) => row >= start && row < end).map((row) => row - start));
}

const rowsOf = (name: string, start: number, end: number): string =>
  `rows ${formatCount(start + 1)}–${formatCount(end)} of ${name}`;

/**
 * validateTables (TablesValidator's problems, in its order: rows, duplicates, whole tables) with the
 * row rules and the duplicates on `pool`'s workers: each slice of rows is checked on a worker, which
 * also spills each loc to the file of its slice, grouped by the hash partition of its key; then each
 * partition's duplicates are found on a worker from the slices' parts of it, in row order, so no
 * thread sees every loc. Here: the lastmod tallies (a run of rows at a time) and the hreflang
 * clusters. A job that fails stops the others; the spill is removed whatever happens.
 */
export async function validateTablesInParallel(
  tables: readonly NamedRows[],
  data: CheckContextData,
  pool: CheckPool,
  options: ParallelCheckOptions = {},
): Promise<Problem[]> {
  const sliceRows = options.sliceRows ?? SLICE_ROWS;
  const kinds = options.kinds ?? tables.map((table) => sitemapKind(table.rows));
  const names = tables.map((table) => table.name);
  const placed = (found: FieldProblem, table: number, row: number): Problem =>
    placeFieldProblem(found, names[table]!, row + 1);
  const ownHosts = data.base === null ? tables.map((table) => ownHostOf(table.rows)) : tables.map(() => null);
  const tableProblems: Problem[] = [];
  tables.forEach((table, index) => {
    const found = checkNewsSitemapSize(kinds[index]!, rowCount(table.rows), data.newsUrlsPerFile);
    if (found) tableProblems.push(placed(found.problem, index, found.row));
  });
  const folder = mkdtempSync(join(options.tempFolder ?? tmpdir(), 'sitemap-studio-check-'));
  const jobs: { table: number; spill: string; result: Promise<RowsChecked> }[] = [];
  const underWay = new Set<Promise<unknown>>();
  let failed: { error: unknown } | null = null;
  /** Posts a job once fewer than two per worker are under way, so the slices copied for them stay few. */
  const post = async <R>(start: () => Promise<R>): Promise<{ job: Promise<R> }> => {
    while (underWay.size >= pool.size * 2) await Promise.race(underWay);
    if (failed) throw failed.error;
    options.signal?.throwIfAborted();
    const job = start();
    const settled: Promise<unknown> = job.then(
      () => underWay.delete(settled),
      (error: unknown) => {
        failed ??= { error };
        underWay.delete(settled);
      },
    );
    underWay.add(settled);
    return { job };
  };
  try {
    for (const [index, table] of tables.entries()) {
      for (let start = 0, count = rowCount(table.rows); start < count; start += sliceRows) {
        const end = Math.min(count, start + sliceRows);
        const spill = join(folder, `s${jobs.length}`);
        const job = {
          slice: columnsSlice(table.rows, start, end),
          table: index,
          tableName: table.name,
          firstRow: start,
          kind: kinds[index]!,
          ownHost: ownHosts[index]!,
          context: data,
          spill,
          partitionBits: PARTITION_BITS,
          skip: skipped(options.leftOut?.[index], start, end),
        };
        const { job: result } = await post(() => pool.checkRows(job, rowsOf(table.name, start, end)));
        jobs.push({ table: index, spill, result });
      }
    }
    const checked = await Promise.all(jobs.map((job) => job.result));
    options.signal?.throwIfAborted();
    const rowProblems = checked.flatMap((result) => result.problems);
    // Each partition's parts, from every slice in row order.
    const partitions = Array.from({ length: 2 ** PARTITION_BITS }, (_, p) =>
      jobs.flatMap(({ spill }, k): SpillPart[] => {
        const ends = checked[k]!.partitionEnds;
        const start = p === 0 ? 0 : ends[p - 1]!;
        return ends[p]! > start ? [{ path: spill, start, end: ends[p]! }] : [];
      }),
    );
    const found: Promise<{ duplicates: DuplicateProblem[] }>[] = [];
    for (const [p, parts] of partitions.entries()) {
      if (parts.length === 0) continue;
      const { job } = await post(() =>
        pool.findDuplicates({ parts, tableNames: names }, `the duplicates of partition ${p}`),
      );
      found.push(job);
    }
    const duplicates = (await Promise.all(found))
      .flatMap((result) => result.duplicates)
      .sort((a, b) => a.table - b.table || a.row - b.row)
      .map((item) => placed(item, item.table, item.row));
    options.signal?.throwIfAborted();
    tables.forEach((table, index) => {
      const tally = new SharedValueTally();
      for (const [k, job] of jobs.entries()) {
        if (job.table !== index) continue;
        const { values, rows, counts } = checked[k]!.lastmods;
        for (let run = 0; run < values.length; run++) tally.addRun(values[run]!, rows[run]!, counts[run]!);
      }
      const shared = checkSharedLastmod(kinds[index]!, rowCount(table.rows), tally);
      if (shared) tableProblems.push(placed(shared.problem, index, shared.row));
    });
    // The hreflang clusters on this thread, in table and row order (as TablesValidator gives them).
    const clusters = clusterProblems(tables).sort((a, b) => a.table - b.table || a.row - b.row);
    for (const { table, row, problem } of clusters) tableProblems.push(placed(problem, table, row));
    return [...rowProblems, ...duplicates, ...tableProblems];
  } catch (error) {
    // Nothing may go on writing into the spill once the check has failed or been cancelled.
    await pool.stop();
    await Promise.allSettled(underWay);
    throw error;
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
