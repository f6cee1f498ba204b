import type { AppCommand } from './app-commands';
import type { ExportOutcome, ExportRequest } from './export-types';
import type {
  AppInfo,
  DocumentState,
  FolderDialogRequest,
  JobProgress,
  OpenDialogRequest,
  SaveDialogRequest,
} from './app-types';
import type { ProjectData } from './project-file';
import type { ImportOptions, ImportResult } from './import-types';
import type { OpenPathsResult } from './sources';

/**
 * The one IPC contract. Each key of InvokeContract is the name of a function on
 * `window.sitemapStudio`; each key of EventContract becomes an `on<Name>` subscription.
 * ipcMain handlers, the preload, and the web test host are all typed from here.
 */
export interface InvokeContract {
  getAppInfo: { request: void; response: AppInfo };
  /** The paths named on the command line at start; handed out once. */
  takeLaunchPaths: { request: void; response: string[] };
  /** Works out what each path is; later issues import them. */
  openPaths: { request: { paths: string[] }; response: OpenPathsResult };
  /** The system's open dialog; an empty list when the user cancels. */
  showOpenDialog: { request: OpenDialogRequest; response: string[] };
  /** The system's save dialog; null when the user cancels. */
  showSaveDialog: { request: SaveDialogRequest; response: string | null };
  /** The system's folder chooser; null when the user cancels. */
  showFolderDialog: { request: FolderDialogRequest; response: string | null };
  /** Opens a project file; a newer, damaged or foreign file fails with a message naming it (code says which). */
  openProject: { request: { path: string }; response: ProjectData };
  /** Saves a project atomically: the previous file stays intact if anything goes wrong. */
  saveProject: { request: { path: string; project: ProjectData }; response: { bytes: number; gzip: boolean } };
  /** Keeps a recovery copy of unsaved work, in the app's own folder, replaced each time. */
  saveRecovery: { request: { project: ProjectData }; response: void };
  /** The recovery copy a crash left behind, if any. */
  takeRecovery: { request: void; response: ProjectData | null };
  /** Removes the recovery copy (after a save, a clean close, or when the user declines it). */
  discardRecovery: { request: void; response: void };
  /** Shows a file or folder in the system's file manager. */
  revealInFolder: { request: { path: string }; response: void };
  setDocumentState: { request: DocumentState; response: void };
  /** Opens an http(s) link in the system browser; other schemes are refused. */
  openExternal: { request: { url: string }; response: void };
  /**
   * Imports files, folders and URLs (following indexes and robots.txt). Progress arrives as
   * `jobProgress` events carrying the job id, which `cancelJob` takes.
   */
  importSources: { request: { locations: string[]; options?: ImportOptions }; response: ImportedSources };
  /** Exports tables as split, gzipped sitemaps with an index, all or nothing; progress as `jobProgress`. */
  exportProject: { request: ExportRequest; response: ExportOutcome & { jobId: string } };
  /** Cancels a running job; false when no job has that id (it may have finished). */
  cancelJob: { request: { jobId: string }; response: { cancelled: boolean } };
  /**
   * The system clipboard's text, for Paste from the grid's context menu (the page itself may not
   * read the clipboard: every permission is refused). Null where the host has no clipboard of its
   * own (the web host: the browser's clipboard is the page's to read).
   */
  readClipboardText: { request: void; response: string | null };
}

/** An import's result with the id its progress events carried. */
export type ImportedSources = ImportResult & { jobId: string };

export interface EventContract {
  menuCommand: AppCommand;
  /** Paths the OS asked us to open while running (second instance, "Open with"). */
  openPathsRequested: { paths: string[] };
  jobProgress: JobProgress;
}

export type InvokeName = keyof InvokeContract;
export type EventName = keyof EventContract;
export type RequestOf<K extends InvokeName> = InvokeContract[K]['request'];
export type ResponseOf<K extends InvokeName> = InvokeContract[K]['response'];

/** Every name, as values; `satisfies` plus the checks below keep the lists and the interfaces equal. */
export const INVOKE_NAMES = [
  'getAppInfo',
  'takeLaunchPaths',
  'openPaths',
  'showOpenDialog',
  'showSaveDialog',
  'showFolderDialog',
  'openProject',
  'saveProject',
  'saveRecovery',
  'takeRecovery',
  'discardRecovery',
  'revealInFolder',
  'setDocumentState',
  'openExternal',
  'importSources',
  'exportProject',
  'cancelJob',
  'readClipboardText',
] as const satisfies readonly InvokeName[];

export const EVENT_NAMES = ['menuCommand', 'openPathsRequested', 'jobProgress'] as const satisfies readonly EventName[];

type Missing<All, Listed> = Exclude<All, Listed>;
const invokeListIsComplete: Missing<InvokeName, (typeof INVOKE_NAMES)[number]> extends never ? true : never = true;
const eventListIsComplete: Missing<EventName, (typeof EVENT_NAMES)[number]> extends never ? true : never = true;
void invokeListIsComplete;
void eventListIsComplete;

export const invokeChannel = (name: InvokeName): string => `sitemap-studio:invoke:${name}`;
export const eventChannel = (name: EventName): string => `sitemap-studio:event:${name}`;

/** `menuCommand` → `onMenuCommand`. */
export type ListenerName<K extends EventName> = `on${Capitalize<K>}`;
export const listenerName = <K extends EventName>(name: K): ListenerName<K> =>
  `on${name[0]!.toUpperCase()}${name.slice(1)}` as ListenerName<K>;

type InvokeFunction<K extends InvokeName> =
  RequestOf<K> extends void ? () => Promise<ResponseOf<K>> : (request: RequestOf<K>) => Promise<ResponseOf<K>>;

/** The API the renderer sees as `window.sitemapStudio`. */
export type SitemapStudioApi = { [K in InvokeName]: InvokeFunction<K> } & {
  [K in EventName as ListenerName<K>]: (listener: (payload: EventContract[K]) => void) => () => void;
};

/** What main implements: one plain async function per invoke name. */
export type InvokeHandlers = { [K in InvokeName]: (request: RequestOf<K>) => Promise<ResponseOf<K>> };

/** How main pushes an event to the renderer, typed by the contract. */
export type EmitEvent = <K extends EventName>(name: K, payload: EventContract[K]) => void;
