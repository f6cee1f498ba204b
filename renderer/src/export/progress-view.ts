import { rowsBeingChecked, rowsWritten } from '../../../shared/export-progress';
import type { PreviewFile } from '../../../shared/export-types';

/**
 * How many of the foreseen sitemaps are packed once `rowsDone` rows are: the export packs tables in
 * order, and each file holds the rows that follow the previous one's.
 */
export function sitemapsPacked(files: readonly PreviewFile[], rowsDone: number): number {
  let rows = 0;
  let packed = 0;
  for (const file of files) {
    if (file.kind !== 'sitemap') continue;
    rows += file.urlCount;
    if (rows > rowsDone) break;
    packed += 1;
  }
  return packed;
}

/** What the export dialog shows of a run: its phase, its bar, and the rows and sitemaps written so far. */
export interface ProgressView {
  phase: 'preparing' | 'sending' | 'checking' | 'writing' | 'saving';
  /** The bar: the rows sent, or main's job (its rows checked, then written). */
  bar: { done: number; total: number };
  rows: { done: number; total: number };
  packed: number;
}

/**
 * The dialog's view of an export: before main has a job, the rows being sent to it, then its job's
 * progress, every row checked (rowsBeingChecked) before the first is written (rowsWritten).
 */
export function progressView(
  job: { done: number; total: number | null } | null,
  sending: boolean,
  files: readonly PreviewFile[],
  urlCount: number,
): ProgressView {
  const bar = { done: job?.done ?? 0, total: job?.total ?? urlCount };
  // Main's job counts each row twice (checked, written) once it knows its total.
  const rows = job && !sending && job.total !== null ? rowsWritten(bar) : bar;
  const packed = sending ? 0 : sitemapsPacked(files, rows.done);
  const phase = !job
    ? 'preparing'
    : sending
      ? 'sending'
      : rowsBeingChecked(bar)
        ? 'checking'
        : rows.done < rows.total
          ? 'writing'
          : 'saving';
  return { phase, bar, rows, packed };
}
