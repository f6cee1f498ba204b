/** How far an export is: every row is checked before any is written, then each row written. */
export interface ExportProgress {
  /** All of them from the start where each row is checked as it is written (no pass of its own to wait for). */
  rowsChecked: number;
  rowsDone: number;
  rowsTotal: number;
}

/**
 * The export's job progress: each row counts once checked and once written, so the bar moves through
 * the checks too, never goes back, and reaches its end once, as the last row is written.
 */
export function exportJobProgress({ rowsChecked, rowsDone, rowsTotal }: ExportProgress): {
  done: number;
  total: number;
} {
  return { done: rowsChecked + rowsDone, total: 2 * rowsTotal };
}

/**
 * The rows written of the rows exported, from the export job's progress (exportJobProgress): the rows
 * checked are the first half of its total, and every row is checked before the first is written.
 */
export function rowsWritten(job: { done: number; total: number }): { done: number; total: number } {
  const rows = job.total / 2;
  return { done: Math.max(0, job.done - rows), total: rows };
}

/** True while the export job's rows are still being checked (the first half of its progress), none written yet. */
export const rowsBeingChecked = (job: { done: number; total: number }): boolean => job.done < job.total / 2;
