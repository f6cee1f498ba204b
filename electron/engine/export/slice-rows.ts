import type { UrlRow } from '../../../shared/url-table';
import { extensionsOf } from '../../../shared/columnar/row-extensions';
import type { UrlColumns } from '../../../shared/columnar/url-columns';
import { isColumns, rowCount, type TableRows } from '../../../shared/validation/table-rows';
import { SLICE_ROWS } from '../checks/parallel-validation';

/**
 * What a slice's rows may come to written, about: a shop's 25,000 rows (~180 B each, 4.5 MB) stay
 * one slice. Each slice's bytes are held in a pack worker twice while measured (its buffer and the
 * shared memory they go to) and in shared memory until its files are written; 25,000 rows of
 * 1,000-byte URLs made slices of 26 MB, and a streaming export of such files peaked ~150 MiB higher.
 */
const SLICE_BYTES = 6 * 2 ** 20;

/** What a row writes besides its loc: `<url><loc></loc>`, a lastmod, `</url>` and the line's end. */
const BYTES_BESIDES_LOC = 64;

/** Rows read for the estimate, spread over the table (about so many: a step of whole rows). */
const ROWS_SAMPLED = 64;

/** A slice holds at least this many rows, whatever their size (a job per few rows costs more than it holds). */
const FEWEST_ROWS = 1_000;

/**
 * Rows per slice for a table (packTableInParallel): SLICE_ROWS, or fewer where its rows are long,
 * estimated from rows spread over it. An estimate only: the split is exact whatever the slices, which
 * decide only how the rows are shared out among the jobs.
 */
export function sliceRowsFor(rows: TableRows): number {
  const total = rowCount(rows);
  const step = Math.max(1, Math.floor(total / ROWS_SAMPLED));
  let chars = 0;
  let sampled = 0;
  for (let at = 0; at < total; at += step, sampled++)
    chars += isColumns(rows) ? columnsChars(rows, at) : rowChars(rows[at]!);
  if (sampled === 0) return SLICE_ROWS;
  const rowBytes = chars / sampled + BYTES_BESIDES_LOC;
  return Math.max(FEWEST_ROWS, Math.min(SLICE_ROWS, Math.floor(SLICE_BYTES / rowBytes)));
}

/** About what a row writes besides BYTES_BESIDES_LOC: its loc, and its extensions (images, alternates…) as their JSON. */
function rowChars(row: UrlRow): number {
  const extensions = extensionsOf(row);
  return row.loc.length + (extensions ? jsonLength(extensions) : 0);
}

/** rowChars of a table's row `at`, its extensions' JSON measured where they lie (kept packed as they came: not decoded). */
function columnsChars(columns: UrlColumns, at: number): number {
  return columns.locs.get(at).length + columns.extensions.valueBytes(at, jsonLength);
}

const jsonLength = (value: unknown): number => JSON.stringify(value).length;
