import type { InvokeHandlers } from '../../../shared/ipc-contract';
import { importSources } from '../../engine/import/import-sources';
import type { Jobs } from './jobs';

/** Import as a job: files and URLs read go out as progress; cancel stops it between chunks. */
export function createImportHandler(jobs: Jobs): InvokeHandlers['importSources'] {
  return async ({ locations, options, jobId: wantedId }) => {
    const label = locations.length === 1 ? 'Importing 1 source' : `Importing ${locations.length} sources`;
    const { jobId, result } = await jobs.run(label, { total: null, countsUrls: true, id: wantedId }, (job) =>
      importSources(locations, options, {
        signal: job.signal,
        onProgress: (progress) => job.report(progress.filesDone, null, progress.urlsDone),
      }),
    );
    return { jobId, ...result };
  };
}
