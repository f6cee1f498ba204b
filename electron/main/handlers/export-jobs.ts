import type { InvokeHandlers } from '../../../shared/ipc-contract';
import { exportProject } from '../../engine/export/export-project';
import { createGzipPool } from '../../engine/export/gzip-pool';
import type { Jobs } from './jobs';

/** Export as a job: rows written go out as progress; gzip runs on every core; cancel leaves the folder as it was. */
export function createExportHandler(jobs: Jobs): InvokeHandlers['exportProject'] {
  return async (request) => {
    const pool = createGzipPool();
    try {
      const rowsTotal = request.tables.reduce((sum, table) => sum + table.rows.length, 0);
      const { jobId, result } = await jobs.run('Exporting', { total: rowsTotal }, (job) =>
        exportProject(request, {
          signal: job.signal,
          codec: pool,
          onProgress: ({ rowsDone, rowsTotal }) => job.report(rowsDone, rowsTotal),
        }),
      );
      return { jobId, ...result };
    } finally {
      await pool.close();
    }
  };
}
