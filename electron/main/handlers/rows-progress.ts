import type { UrlColumns } from '../../../shared/columnar/url-columns';
import type { RunningJob } from './jobs';

/** How often a job reading rows tells the window how far it is: each report is an IPC event. */
const REPORT_EVERY_MS = 100;

/**
 * A job's progress as rows arrive into columns: `start` with how many there will be, `moved` after
 * each batch (reported at most every REPORT_EVERY_MS, and always at the last row).
 */
export function rowsProgress(job: RunningJob, columns: () => readonly UrlColumns[]) {
  let total = 0;
  let reportedAt = 0;
  return {
    start(rows: number): void {
      total = rows;
      job.report(0, rows);
    },
    moved(): void {
      const done = columns().reduce((sum, table) => sum + table.rowCount, 0);
      const now = Date.now();
      if (done < total && now - reportedAt < REPORT_EVERY_MS) return;
      reportedAt = now;
      job.report(done, total);
    },
  };
}
