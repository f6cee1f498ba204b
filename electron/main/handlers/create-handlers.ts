import type {
  AppInfo,
  DocumentState,
  FolderDialogRequest,
  OpenDialogRequest,
  SaveDialogRequest,
} from '../../../shared/app-types';
import type { EmitEvent, InvokeHandlers } from '../../../shared/ipc-contract';
import type { Problem } from '../../../shared/problems';
import { classifyPaths } from '../../engine';
import type { ExportTargets } from '../export-targets';
import type { UrlColumnsSlice } from '../../../shared/columnar/transfer-slice';
import type { UrlColumns } from '../../../shared/columnar/url-columns';
import { DEFAULT_SLICE_LIMITS, type SliceLimits } from '../transfers/table-source';
import type { CheckTransfers } from '../transfers/check-upload';
import { tableUpload } from '../transfers/table-upload';
import { createTransferRegistry } from '../transfers/transfer-registry';
import { createRememberedExports } from '../transfers/remembered-exports';
import { openExternalLink, type ExternalOpener } from '../security/external-links';
import { createExportHandler, createPreviewHandler } from './export-jobs';
import { createRemovedUrlsCheckHandler } from './removed-urls-check-handler';
import { createImportHandler } from './import-jobs';
import { createJobs } from './jobs';
import { createProjectHandlers } from './project-handlers';
import { createCheckReportHandlers } from './check-report-files';
import { createComparePublishedHandlers } from './compare-published-handler';
import { createCrawlSiteHandler } from './crawl-site-handler';
import { createDiagnoseHandler } from './diagnose-handler';
import { createSiteCheckHandler } from './site-check-handler';
import { createTableTextHandler } from './table-text-handler';
import { createPreferencesHandlers, type PreferencesDeps } from './preferences-handlers';
import { createPreferencesKeeper } from '../preferences-file';
import { createRecentProjects, type RecentProjects } from '../recent-files';
import { createRecentProjectsHandlers } from './recent-projects-handlers';
import { readSlugsCsv } from './slugs-csv-handler';
import { translateMessage } from '../../../shared/i18n/translator';

/** Everything the handlers need from the outside world, injected so they run in plain Node. */
export interface HandlerDeps {
  appInfo: AppInfo;
  launchPaths: { take(): string[] };
  dialogs: {
    showOpen(request: OpenDialogRequest): Promise<string[]>;
    showSave(request: SaveDialogRequest): Promise<string | null>;
    showFolder(request: FolderDialogRequest): Promise<string | null>;
  };
  shell: ExternalOpener & { showItemInFolder(path: string): void };
  /** Where the recovery copy of unsaved work is kept (the app's own folder). */
  recoveryFile: string;
  window: {
    setDocumentState(state: DocumentState): void;
    /** The renderer's answer to `closeRequested` (see close-guard.ts). */
    confirmClose(close: boolean): void;
  };
  emit: EmitEvent;
  /** Makes job ids; injected so tests get stable ones. */
  newJobId: () => string;
  /** Where exports under way are noted, so the app's next start repairs one a crash interrupted; absent in the web host. */
  exportTargets?: ExportTargets;
  /** Notes from the start (interrupted exports repaired), handed to the renderer once; none in the web host. */
  startupNotes?: { take(): Problem[] };
  /** The system clipboard; absent where the host has none of its own (the web host). */
  clipboard?: { readText(): string | Promise<string>; writeText(text: string): void | Promise<void> };
  /**
   * How rows and check results cross with the renderer, either way: slice and batch size, and how long
   * an unused transfer is kept (tests set them small).
   */
  transfers?: { slices?: SliceLimits; checkBatches?: SliceLimits; idleMs?: number };
  /** The person's preferences as main keeps them; held in memory only when absent. */
  preferences?: PreferencesDeps;
  /** The recent projects list main keeps (and builds its native menu from); held in memory only when absent. */
  recentProjects?: RecentProjects;
}

/** The main process's answers to the IPC contract, as plain functions. */
export function createHandlers(deps: HandlerDeps): InvokeHandlers {
  const jobs = createJobs(deps);
  const transfers = createTransferRegistry<UrlColumnsSlice, UrlColumns>({ idleMs: deps.transfers?.idleMs });
  const checkTransfers: CheckTransfers = createTransferRegistry({ idleMs: deps.transfers?.idleMs });
  const limits = deps.transfers?.slices ?? DEFAULT_SLICE_LIMITS;
  const exports = createRememberedExports();
  return {
    getAppInfo: async () => deps.appInfo,
    takeLaunchPaths: async () => deps.launchPaths.take(),
    takeStartupNotes: async () => deps.startupNotes?.take() ?? [],
    openPaths: async ({ paths }) => {
      const label = translateMessage('dialogs.jobs.opening', {}, { count: paths.length });
      const { result } = await jobs.run(label, { total: paths.length }, (job) =>
        classifyPaths(paths, ({ done, total }) => job.report(done, total)),
      );
      return result;
    },
    showOpenDialog: (request) => deps.dialogs.showOpen(request),
    showSaveDialog: (request) => deps.dialogs.showSave(request),
    showFolderDialog: (request) => deps.dialogs.showFolder(request),
    revealInFolder: async ({ path }) => deps.shell.showItemInFolder(path),
    ...createProjectHandlers(deps.recoveryFile, jobs, {
      rows: transfers,
      checks: checkTransfers,
      exports,
      limits: { rows: limits, checks: deps.transfers?.checkBatches },
    }),
    confirmClose: async ({ close }) => deps.window.confirmClose(close),
    openExternal: ({ url }) => openExternalLink(deps.shell, url),
    importSources: createImportHandler(jobs, transfers, limits),
    saveTableText: createTableTextHandler(jobs, transfers),
    exportProject: createExportHandler(jobs, transfers, exports, deps.exportTargets),
    previewExport: createPreviewHandler(transfers, exports),
    takeSlice: async ({ id, index }) => transfers.take(id, index),
    openUpload: async ({ rows }) => ({ id: transfers.openUpload(rows, tableUpload(limits)), rows, ...limits }),
    putSlice: async ({ id, index, slice }) => ({ rows: transfers.put(id, index, slice) }),
    dropTransfers: async ({ ids }) => ({
      dropped: transfers.drop(ids) + checkTransfers.drop(ids) + exports.drop(ids),
    }),
    cancelJob: async ({ jobId }) => ({ cancelled: jobs.cancel(jobId) }),
    setJobPaused: async ({ jobId, paused }) => ({ changed: jobs.setPaused(jobId, paused) }),
    checkSite: createSiteCheckHandler(jobs, transfers, checkTransfers, deps.emit),
    checkRemovedUrls: createRemovedUrlsCheckHandler(jobs, transfers, exports),
    crawlSite: createCrawlSiteHandler(jobs, deps.emit),
    ...createComparePublishedHandlers(jobs, transfers),
    diagnoseUrl: createDiagnoseHandler(jobs),
    ...createCheckReportHandlers(deps.transfers?.idleMs),
    readClipboardText: async () => (deps.clipboard ? await deps.clipboard.readText() : null),
    writeClipboardText: async ({ text }) => {
      if (!deps.clipboard) return false;
      await deps.clipboard.writeText(text);
      return true;
    },
    readSlugsCsv,
    ...createPreferencesHandlers(deps.preferences ?? { keeper: createPreferencesKeeper(null) }),
    ...createRecentProjectsHandlers(deps.recentProjects ?? createRecentProjects(null), (state) =>
      deps.window.setDocumentState(state),
    ),
  };
}
