import type { EmitEvent, InvokeHandlers } from '../../../shared/ipc-contract';
import { importSources } from '../../engine/import/import-sources';

/**
 * The import and cancel handlers. Each import is a job with an id and an AbortController;
 * progress goes out as `jobProgress` events (files done, URLs done) until it finishes.
 */
export function createImportJobs(deps: {
  emit: EmitEvent;
  newJobId: () => string;
}): Pick<InvokeHandlers, 'importSources' | 'cancelJob'> {
  const running = new Map<string, AbortController>();
  return {
    importSources: async ({ locations, options }) => {
      const jobId = deps.newJobId();
      const controller = new AbortController();
      running.set(jobId, controller);
      const label = locations.length === 1 ? 'Importing 1 source' : `Importing ${locations.length} sources`;
      const send = (done: number, urlsDone: number, finished: boolean): void =>
        deps.emit('jobProgress', { jobId, label, done, total: null, finished, urlsDone });
      send(0, 0, false);
      let last = { filesDone: 0, urlsDone: 0 };
      try {
        const result = await importSources(locations, options, {
          signal: controller.signal,
          onProgress: (progress) => {
            last = progress;
            send(progress.filesDone, progress.urlsDone, false);
          },
        });
        return { jobId, ...result };
      } finally {
        running.delete(jobId);
        send(last.filesDone, last.urlsDone, true);
      }
    },
    cancelJob: async ({ jobId }) => {
      const controller = running.get(jobId);
      controller?.abort();
      return { cancelled: controller !== undefined };
    },
  };
}
