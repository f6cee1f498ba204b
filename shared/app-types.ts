export interface AppInfo {
  name: string;
  version: string;
  platform: string;
  /** The runtime's versions: Electron's when inside the app, null under the web test host. */
  electron: string | null;
  node: string;
  chrome: string | null;
  /** False where the host has no system file dialogs (the web preview): the app asks for a typed path instead. */
  systemDialogs?: boolean;
}

/** What the window needs to know about the open document. */
export interface DocumentState {
  title: string;
  dirty: boolean;
  path: string | null;
  /** A table is open in the window: the menu's table tools are enabled. Absent: as if one were. */
  tableOpen?: boolean;
}

/** Progress of a long job, sent from main while it runs. `total` is null when unknown. */
export interface JobProgress {
  jobId: string;
  label: string;
  done: number;
  total: number | null;
  finished: boolean;
  /** URLs read so far, for jobs that read URLs (import). */
  urlsDone?: number;
  /** Items done per second lately, for jobs that measure it (site check). */
  perSecond?: number;
  /** Time left at that rate, in ms; null while there is no rate to go by. */
  etaMs?: number | null;
  /** True while a job that can pause (site check) is paused. */
  paused?: boolean;
}

/** The system's save dialog: where to save a project. */
export interface SaveDialogRequest {
  title: string;
  defaultName: string;
  /** What is saved, for the file types offered: a project (the default), or a table as CSV or TSV. */
  purpose?: 'project' | 'table';
}

/** The system's folder chooser, e.g. for the export's output folder. */
export interface FolderDialogRequest {
  title: string;
}

export interface OpenDialogRequest {
  title: string;
  /** open: a project; import: sitemaps, robots.txt and tables; table: CSV and TSV tables only. */
  purpose: 'open' | 'import' | 'table';
}
