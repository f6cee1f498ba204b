export interface AppInfo {
  name: string;
  version: string;
  platform: string;
  /** The runtime's versions: Electron's when inside the app, null under the web test host. */
  electron: string | null;
  node: string;
  chrome: string | null;
}

/** What the window needs to know about the open document. */
export interface DocumentState {
  title: string;
  dirty: boolean;
  path: string | null;
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
}

/** The system's save dialog: where to save a project. */
export interface SaveDialogRequest {
  title: string;
  defaultName: string;
}

/** The system's folder chooser, e.g. for the export's output folder. */
export interface FolderDialogRequest {
  title: string;
}

export interface OpenDialogRequest {
  title: string;
  purpose: 'open' | 'import';
}
