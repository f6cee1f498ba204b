import { availableParallelism } from 'node:os';
import type { UrlColumns } from '../../../shared/columnar/url-columns';
import type { TransferredFile } from '../../../shared/import-types';
import type { InvokeHandlers } from '../../../shared/ipc-contract';
import { importSources } from '../../engine';
import { columnsSource, type SliceLimits } from '../transfers/table-source';
import type { UrlTableTransfers } from '../transfers/table-upload';
import type { Jobs } from './jobs';
import { translateMessage } from '../../../shared/i18n/translator';

/**
 * Import as a job: files and URLs read go out as progress; cancel stops it between chunks. Files
 * are parsed on worker threads, one per core. The answer carries summaries and problems; each
 * file's rows stay here, in the columns they came in, as a transfer for `takeSlice`.
 */
export function createImportHandler(
  jobs: Jobs,
  transfers: UrlTableTransfers,
  limits?: SliceLimits,
): InvokeHandlers['importSources'] {
  return async ({ locations, options, jobId: wantedId }) => {
    const label = translateMessage('dialogs.jobs.importing', {}, { count: locations.length });
    const tables: UrlColumns[] = [];
    const { jobId, result } = await jobs.run(label, { total: null, countsUrls: true, id: wantedId }, (job) =>
      importSources(locations, options, {
        signal: job.signal,
        onProgress: (progress) => job.report(progress.filesDone, null, progress.urlsDone),
        parseWorkers: availableParallelism(),
        takeColumns: (columns) => tables.push(columns),
      }),
    );
    const refs = transfers.offer(tables.map((table) => columnsSource(table, limits)));
    const files: TransferredFile[] = result.files.map((file, i) => ({ ...file, rows: refs[i]! }));
    return { jobId, ...result, files };
  };
}
