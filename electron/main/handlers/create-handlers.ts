import type { AppInfo, DocumentState, OpenDialogRequest } from '../../../shared/app-types';
import type { EmitEvent, InvokeHandlers } from '../../../shared/ipc-contract';
import { classifyPaths } from '../../engine/classify-paths';
import { openExternalLink, type ExternalOpener } from '../security/external-links';
import { createImportJobs } from './import-jobs';

/** Everything the handlers need from the outside world, injected so they run in plain Node. */
export interface HandlerDeps {
  appInfo: AppInfo;
  launchPaths: { take(): string[] };
  dialogs: { showOpen(request: OpenDialogRequest): Promise<string[]> };
  shell: ExternalOpener;
  window: { setDocumentState(state: DocumentState): void };
  emit: EmitEvent;
  /** Makes job ids; injected so tests get stable ones. */
  newJobId: () => string;
}

/** The main process's answers to the IPC contract, as plain functions. */
export function createHandlers(deps: HandlerDeps): InvokeHandlers {
  return {
    getAppInfo: async () => deps.appInfo,
    takeLaunchPaths: async () => deps.launchPaths.take(),
    openPaths: async ({ paths }) => {
      const jobId = deps.newJobId();
      const label = paths.length === 1 ? 'Opening 1 item' : `Opening ${paths.length} items`;
      deps.emit('jobProgress', { jobId, label, done: 0, total: paths.length, finished: false });
      const result = await classifyPaths(paths, ({ done, total }) =>
        deps.emit('jobProgress', { jobId, label, done, total, finished: false }),
      );
      deps.emit('jobProgress', { jobId, label, done: paths.length, total: paths.length, finished: true });
      return result;
    },
    showOpenDialog: (request) => deps.dialogs.showOpen(request),
    setDocumentState: async (state) => deps.window.setDocumentState(state),
    openExternal: ({ url }) => openExternalLink(deps.shell, url),
    ...createImportJobs(deps),
  };
}
