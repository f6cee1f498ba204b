import type { IpcResult } from './ipc-result';
import type { AppCommand } from './app-commands';
import type { ExportOutcome, ExportPreview, UploadedExportRequest } from './export-types';
import type {
  AppInfo,
  DocumentState,
  FolderDialogRequest,
  JobProgress,
  OpenDialogRequest,
  SaveDialogRequest,
} from './app-types';
import type { OfferedProject, OfferedRecovery, UploadedProject } from './project-file';
import type { ImportOptions, ImportResult, TransferredFile } from './import-types';
import type { CheckSummary } from './site-check/check-job-report';
import type { CheckJobSettings } from './site-check/check-job-settings';
import type { CheckReportRecord } from './site-check/check-report';
import type { CrawledPage, CrawlLimits, CrawlSummary } from './site-check/crawl-report';
import type { ChangedUrl, PublishedPlace } from './site-check/published-diff';
import type { HeldLastExport, ListedChanges } from './last-export/held-last-export';
import type { RemovedUrlsCheck } from './last-export/removed-urls-check';
import type { PageCheck } from './site-check/page-check';
import type { Diagnosis } from './diagnose/diagnosis';
import type { Preferences, PreferencesNotice } from './preferences';
import type { Problem } from './problems';
import type { OpenPathsResult } from './sources';
import type { TransferSlice, UploadTicket } from './transfer/transfer-types';

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
  /**
   * Opens a project file (streamed, or version 1); a newer, damaged or foreign file fails with a
   * message naming it and the place (code says which). Each table's rows stay in main as a transfer
   * to be pulled with `takeSlice`, and the site check's results as one pulled with `takeChecks`: no
   * answer carries a table, nor all the results.
   */
  openProject: { request: { path: string }; response: OfferedProject };
  /**
   * Saves a project atomically: the previous file stays intact if anything goes wrong. Each table's
   * rows are a complete upload (openUpload + putSlice), and so are its check results
   * (openChecksUpload + putChecks), which main streams to the file record by record and drops once saved. Runs as a job (progress as `jobProgress`; `cancelJob` stops it
   * before the file is replaced). A file another program wrote since this app last read or wrote it is
   * left as it is (code 'project-changed-on-disk') unless `replaceChanged`.
   */
  saveProject: {
    request: { path: string; project: UploadedProject; replaceChanged?: boolean };
    response: { bytes: number; gzip: boolean };
  };
  /**
   * Keeps a recovery copy of unsaved work in the app's own folder, replaced each time: the project as
   * for saveProject, with where it was saved (if it was) and when the copy was made.
   */
  saveRecovery: { request: { project: UploadedProject; path: string | null; savedAt: string }; response: void };
  /** The recovery copy a crash left behind, with when it was written, if any; its rows and check results as transfers. */
  takeRecovery: { request: void; response: OfferedRecovery | null };
  /**
   * Opens an upload of `checks` site-check results (renderer → main) for a save or a recovery copy, to
   * arrive as batches within the limits the ticket names (`rows`, `maxRows`: results; `maxBytes`: their
   * weight, shared/transfer/check-batches.ts). Kept, dropped and expired as a row upload is.
   */
  openChecksUpload: { request: { checks: number }; response: UploadTicket };
  /**
   * Puts the next batch of a check-results upload (index 0, 1, … in order); answers the results held
   * so far. A batch out of order, too large, past the count announced, or with a result that is not
   * one fails with the code `upload-refused` and drops the upload.
   */
  putChecks: { request: { id: string; index: number; checks: PageCheck[] }; response: { rows: number } };
  /** One bounded batch of the check results of a project main has read (its `siteChecks` transfer), as `takeSlice` is for rows. */
  takeChecks: { request: { id: string; index: number }; response: PageCheck[] };
  /**
   * What main found and did at start that the person should know, handed out once: exports a crash
   * interrupted, finished or undone in their folders, or a folder it could not repair.
   */
  takeStartupNotes: { request: void; response: Problem[] };
  /** Removes the recovery copy (after a save, a clean close, or when the user declines it). */
  discardRecovery: { request: void; response: void };
  /** Shows a file or folder in the system's file manager. */
  revealInFolder: { request: { path: string }; response: void };
  setDocumentState: { request: DocumentState; response: void };
  /** The renderer's answer to `closeRequested`: close the window (or quit) now, or keep it open. */
  confirmClose: { request: { close: boolean }; response: void };
  /** Opens an http(s) link in the system browser; other schemes are refused. */
  openExternal: { request: { url: string }; response: void };
  /**
   * Imports files, folders and URLs (following indexes and robots.txt). Progress arrives as
   * `jobProgress` events carrying the job id, which `cancelJob` takes. Each file's rows stay in main
   * as a transfer (its `rows` is a TransferRef) to be pulled with `takeSlice`: no answer carries a table.
   */
  importSources: {
    /** `jobId`: an id the caller picks, so it can show and cancel this job before the answer comes. */
    request: { locations: string[]; options?: ImportOptions; jobId?: string };
    response: ImportedSources;
  };
  /**
   * Writes a table as CSV or TSV to a .csv or .tsv file the person chose. Its rows are a complete
   * upload (openUpload + putSlice), which main writes as text a run of rows at a time to a temporary
   * file, renamed over the name once whole, and then drops. Runs as a job (progress as `jobProgress`;
   * `cancelJob` stops it before the file is replaced). Answers the bytes and rows written, and how
   * many of the rows hold data a table cannot (images, videos, alternates, news, unknown XML).
   */
  saveTableText: {
    request: { path: string; upload: string };
    response: { bytes: number; rows: number; rowsWithExtensions: number };
  };
  /**
   * Exports tables as split, gzipped sitemaps with an index, all or nothing; progress as `jobProgress`;
   * a cancelled export answers `cancelled: true`. Each table's rows are a complete upload, which main
   * drops once it has read them, whatever the outcome.
   */
  exportProject: {
    request: UploadedExportRequest;
    /** `lastExport`: after an export that wrote its files, what the project now remembers of it (main keeps the URLs). */
    response: ExportOutcome & { jobId: string; lastExport?: HeldLastExport };
  };
  /**
   * What exporting would write (files, URLs, bytes) and what its validation gate says; writes nothing.
   * A newer call cancels an older one, which answers null. The uploads it reads stay for the next preview.
   * With `lastExport` (a memory main keeps) and the rows, it says what changed since that export.
   */
  previewExport: {
    request: UploadedExportRequest;
    response: (ExportPreview & { changes: ListedChanges | null }) | null;
  };
  /**
   * One bounded slice of a result main holds (shared/transfer/transfer-types.ts); taking a
   * transfer's last slice ends it. A transfer not held (finished, dropped, expired) fails with the
   * code `transfer-gone`.
   */
  takeSlice: { request: { id: string; index: number }; response: TransferSlice };
  /**
   * Opens an upload of `rows` rows (renderer → main), to arrive as slices within the limits the ticket
   * names. Main keeps it, once complete, until the renderer drops it (`dropTransfers`), an export has
   * read it, or it went TRANSFER_IDLE_MS unused.
   */
  openUpload: { request: { rows: number }; response: UploadTicket };
  /**
   * Puts the next slice of an upload (index 0, 1, … in order); answers the rows held so far. A slice
   * out of order, too large, or past the rows announced fails with the code `upload-refused` and
   * drops the upload; an upload not held fails with `transfer-gone`.
   */
  putSlice: { request: { id: string; index: number; slice: TransferSlice }; response: { rows: number } };
  /** Drops transfers the renderer will not take (cancelled, or failed on the way), and last exports kept for a project it did not open; how many were held. */
  dropTransfers: { request: { ids: string[] }; response: { dropped: number } };
  /** Cancels a running job; false when no job has that id (it may have finished). */
  cancelJob: { request: { jobId: string }; response: { cancelled: boolean } };
  /** Pauses or resumes a job that can pause (a site check); false when no running job with that id can. */
  setJobPaused: { request: { jobId: string; paused: boolean }; response: { changed: boolean } };
  /**
   * Checks URLs against the live site as a job (shared/site-check/check-job-settings.ts: robots.txt,
   * Crawl-delay, concurrency, rate, retries), pausable (`setJobPaused`) and cancellable (`cancelJob`).
   * Progress as `jobProgress` with the rate and time left; results as `siteCheckResults` batches.
   * Answers once every URL has a result or the job was cancelled, with the engine's summary and how
   * many results its events carried, so the renderer knows when it has them all.
   */
  checkSite: { request: SiteCheckRequest; response: { jobId: string; summary: CheckSummary; results: number } };
  /**
   * Checks, as a cancellable job as polite as a site check, the URLs the last export (`lastExport`, a
   * memory main keeps) wrote that an export of the uploaded tables would not write now: each should
   * now redirect or answer 404 or 410. Answers how many were checked and those that do not (at most
   * REMOVED_NOT_GONE_LISTED of them, all counted).
   */
  checkRemovedUrls: { request: CheckRemovedUrlsRequest; response: RemovedUrlsCheck & { jobId: string } };
  /**
   * Crawls a site from its home page as a job (engine/site-check/crawl-job.ts: same origin, robots.txt,
   * nofollow, noindex and canonicals respected), as politely as a site check, pausable and cancellable.
   * The pages reached go out as `crawlPages` batches; the answer counts them, so the renderer knows
   * when it has them all.
   */
  crawlSite: { request: CrawlSiteRequest; response: { jobId: string; summary: CrawlSummary; pages: number } };
  /**
   * Reads the sitemap set live at `url` afresh (as an import does) and compares the uploaded table
   * with it (shared/site-check/published-diff.ts), as a cancellable job. Main keeps the diff and
   * answers its counts; its entries are read a page at a time with `takePublishedDiff`.
   */
  comparePublished: {
    request: { upload: string; url: string; jobId?: string };
    response: PublishedComparison & { jobId: string };
  };
  /**
   * At most PUBLISHED_DIFF_PAGE entries of one part of a diff main keeps, from `offset`. Main keeps
   * the last few comparisons; an older one fails with the code `transfer-gone`.
   */
  takePublishedDiff: {
    request: { id: string; part: PublishedDiffPart; offset: number };
    response: PublishedDiffEntry[];
  };
  /**
   * A sitemap's or robots.txt's URL (absolute http or https) as Googlebot and as a desktop browser get
   * it, side by side (engine/diagnose/diagnose-url.ts), as a job `cancelJob` stops: a cancelled one
   * answers no diagnosis.
   */
  diagnoseUrl: { request: { url: string; jobId?: string }; response: { jobId: string; diagnosis: Diagnosis | null } };
  /**
   * Opens a site check report (CSV) to be written to `path` (a .csv name) by `putCheckReport`, in a
   * temporary file beside it; answers its id and how many records one put may carry.
   */
  openCheckReport: { request: { path: string }; response: { id: string; maxRecords: number } };
  /** Appends the next records (index 0, 1, … in order) of a report; answers the records written so far. */
  putCheckReport: {
    request: { id: string; index: number; records: CheckReportRecord[] };
    response: { records: number };
  };
  /**
   * Ends a report: `keep` renames the whole file over its name (an older file stays intact until
   * then), otherwise the temporary file is removed. Answers the bytes and records written.
   */
  finishCheckReport: { request: { id: string; keep: boolean }; response: { bytes: number; records: number } };
  /**
   * The system clipboard's text, for Paste from the grid's context menu (the page itself may not
   * read the clipboard: every permission is refused). Null where the host has no clipboard of its
   * own (the web host: the browser's clipboard is the page's to read).
   */
  readClipboardText: { request: void; response: string | null };
  /**
   * Puts text on the system clipboard, for a copy too large to make within the copy event (the grid
   * makes it a slice at a time). False where the host has no clipboard of its own (the web host: the
   * page writes the browser's).
   */
  writeClipboardText: { request: { text: string }; response: boolean };
  /**
   * A CSV of translated slugs for pairing pages into hreflang clusters (Languages › Pair from a CSV
   * of slugs…): its name and its text, read as UTF-8; a file over 64 MiB or a gzip is refused.
   */
  readSlugsCsv: { request: { path: string }; response: { name: string; text: string } };
  /**
   * The person's preferences (main keeps them in its user-data folder, read at start), and, the first
   * time only, what was wrong with the file found there.
   */
  readPreferences: { request: void; response: { preferences: Preferences; notice: PreferencesNotice | null } };
  /**
   * Keeps preferences (atomically) and applies main's part at once (the menus' language). Each setting
   * must be right (shared/preferences.ts), or nothing is kept. Answers what was kept.
   */
  writePreferences: { request: Preferences; response: Preferences };
  /**
   * The projects opened or saved most recently, most recent first, as main keeps them (its native
   * menu's Open Recent reads the same list); a project goes first when the window reports its path.
   */
  recentProjects: { request: void; response: string[] };
  /** Empties the recent projects list (and the system's list of recent documents). */
  clearRecentProjects: { request: void; response: void };
}

/** What starting a site check takes: the URLs as an upload, the hosts it may ask, and how politely. */
export interface SiteCheckRequest {
  /**
   * An upload (openUpload + putSlice) of a table holding only the locs to check, each once: bounded
   * slices, and main reads it lazily as the job's queue has room.
   */
  upload: string;
  /** The tables' own hosts (`URL.host`); URLs elsewhere are skipped unless the settings allow them. */
  ownHosts: string[];
  settings: Partial<CheckJobSettings>;
  /** Gives up on a URL after this long, redirects included (ms); the engine's default when absent. */
  timeoutMs?: number;
  /** An id the caller picks, so it can show, pause and cancel the job before the answer comes. */
  jobId?: string;
  /** Read each HTML page whole and fingerprint its main content (the lastmod findings need it). */
  content?: SiteCheckContent;
}

/** How a site check reads page content, and what it compares with. */
export interface SiteCheckContent {
  /**
   * An upload (openChecksUpload, then putChecks) of the project's earlier results of these URLs that
   * know a fingerprint: a page that differs from its own is fetched twice before it counts as changed.
   * Main drops it however the job ends.
   */
  previous?: string;
  /** Fetch every HTML page twice, to find those that differ on every request. */
  fetchTwice?: boolean;
}

/** What checking the removed URLs takes: the export's request (tables as uploads), the memory, the politeness. */
export type CheckRemovedUrlsRequest = Omit<UploadedExportRequest, 'lastExport'> & {
  lastExport: string;
  check: Partial<CheckJobSettings>;
  /** Gives up on a URL after this long, redirects included (ms); the engine's default when absent. */
  timeoutMs?: number;
};

/** What starting a crawl takes: where to begin, how far to go, and how politely. */
export interface CrawlSiteRequest {
  /** The home page (http or https); the crawl stays on its origin. */
  home: string;
  limits: Partial<Pick<CrawlLimits, 'maxPages' | 'maxDepth' | 'maxTimeMs'>>;
  settings: Partial<CheckJobSettings>;
  /** Gives up on a page after this long, redirects included (ms); the engine's default when absent. */
  timeoutMs?: number;
  /** An id the caller picks, so it can show, pause and cancel the job before the answer comes. */
  jobId?: string;
}

/** The parts of a table's diff against what is published. */
export type PublishedDiffPart = 'added' | 'removed' | 'changed';

/** One entry of a diff's part: a loc with its table row (added), its published place (removed), or both and the fields that differ. */
export type PublishedDiffEntry = { loc: string; row: number } | { loc: string; published: PublishedPlace } | ChangedUrl;

/** A comparison main holds (`id`, for takePublishedDiff): how many URLs each part has, and what was read. */
export interface PublishedComparison {
  id: string;
  counts: Record<PublishedDiffPart | 'unchanged', number>;
  /** The sitemap files read, in order (a place's `file` indexes this). */
  files: string[];
  /** What reading them met (a sitemap gone, a malformed file…). */
  problems: Problem[];
  cancelled: boolean;
  /** No URL matched, and most of the table's are on another host than most published ones (hostsApart). */
  hostsApart: { table: string; published: string } | null;
}

/** Entries per takePublishedDiff answer at most. */
export const PUBLISHED_DIFF_PAGE = 200;

/** An import's result with the id its progress events carried; each file's rows wait in main as a transfer. */
export type ImportedSources = Omit<ImportResult, 'files'> & { files: TransferredFile[]; jobId: string };

export interface EventContract {
  menuCommand: AppCommand;
  /** Paths the OS asked us to open while running (second instance, "Open with"). */
  openPathsRequested: { paths: string[] };
  jobProgress: JobProgress;
  /** A batch of a running site check's results (at most every ~250 ms, or CHECK_RESULTS_BATCH of them). */
  siteCheckResults: { jobId: string; checks: PageCheck[] };
  /** A batch of the pages a running crawl reached (at most every ~250 ms, or CRAWL_PAGES_BATCH of them). */
  crawlPages: { jobId: string; pages: CrawledPage[] };
  /**
   * The window is closing (or the app quitting) with unsaved changes: main holds the close until the
   * renderer, having asked Save / Don't Save / Cancel, answers with `confirmClose`.
   */
  closeRequested: { quitting: boolean };
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
  'openChecksUpload',
  'putChecks',
  'takeChecks',
  'takeStartupNotes',
  'discardRecovery',
  'revealInFolder',
  'setDocumentState',
  'confirmClose',
  'openExternal',
  'importSources',
  'saveTableText',
  'exportProject',
  'previewExport',
  'takeSlice',
  'openUpload',
  'putSlice',
  'dropTransfers',
  'cancelJob',
  'setJobPaused',
  'checkSite',
  'checkRemovedUrls',
  'crawlSite',
  'comparePublished',
  'takePublishedDiff',
  'diagnoseUrl',
  'openCheckReport',
  'putCheckReport',
  'finishCheckReport',
  'readClipboardText',
  'writeClipboardText',
  'readSlugsCsv',
  'readPreferences',
  'writePreferences',
  'recentProjects',
  'clearRecentProjects',
] as const satisfies readonly InvokeName[];

export const EVENT_NAMES = [
  'menuCommand',
  'openPathsRequested',
  'jobProgress',
  'siteCheckResults',
  'crawlPages',
  'closeRequested',
] as const satisfies readonly EventName[];

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

/** What the preload answers itself, with no call to main: things only the page's own process knows. */
export interface LocalApi {
  /** The path of a dropped file (Electron's webUtils.getPathForFile); '' when it has none, as under the web host. */
  pathForFile(file: File): string;
}

/** The names of LocalApi's functions, as values, for the preload and its tests. */
export const LOCAL_NAMES = ['pathForFile'] as const satisfies readonly (keyof LocalApi)[];

type Listeners = {
  [K in EventName as ListenerName<K>]: (listener: (payload: EventContract[K]) => void) => () => void;
};

/** The API the renderer's code calls: each function resolves to main's answer, or rejects with an IpcError. */
export type SitemapStudioApi = { [K in InvokeName]: InvokeFunction<K> } & Listeners & LocalApi;

type BridgedFunction<K extends InvokeName> =
  RequestOf<K> extends void
    ? () => Promise<IpcResult<ResponseOf<K>>>
    : (request: RequestOf<K>) => Promise<IpcResult<ResponseOf<K>>>;

/**
 * What the preload (or the web host's bridge) puts on `window.sitemapStudio`: each function resolves
 * to main's outcome as a value, never rejects with it. Electron's contextBridge copies an Error
 * crossing into the page as its message alone, so a failure's code and path (by which the page words
 * a system error, or retries a transfer let go) cross as data, and the page's own client throws.
 */
export type SitemapStudioBridge = { [K in InvokeName]: BridgedFunction<K> } & Listeners & LocalApi;

/** What main implements: one plain async function per invoke name. */
export type InvokeHandlers = { [K in InvokeName]: (request: RequestOf<K>) => Promise<ResponseOf<K>> };

/** How main pushes an event to the renderer, typed by the contract. */
export type EmitEvent = <K extends EventName>(name: K, payload: EventContract[K]) => void;
