import type { ExportSettings } from './export-settings';
import type { Problem } from './problems';
import type { LeaveOutReason, NotIndexableUrl } from './site-check/leave-out';
import type { TableRows } from './validation/table-rows';

/** The label of the export's job in progress events, by which the dialog finds its own job. */
export const EXPORT_JOB_LABEL = 'Exporting';

/** What the export wrote, per file, as read back from disk. */
export interface ExportedFileReport {
  name: string;
  kind: 'sitemap' | 'index' | 'robots';
  table: string | null;
  urlCount: number;
  uncompressedBytes: number;
  /** Bytes on disk; equal to uncompressedBytes when the file is not gzip. */
  writtenBytes: number;
  gzip: boolean;
}

export interface ExportReport {
  folder: string;
  indexUrl: string;
  files: ExportedFileReport[];
  urlCount: number;
  /** URLs on other hosts than the base URL's, exported because the person allowed them (allowOtherHosts). */
  otherHostUrls: number;
  /** Every row left out because the site check found its URL not indexable (leaveOutNonIndexable), with why. */
  leftOut: LeftOutRow[];
  /** What the export found in the folder and dealt with: an interrupted export finished, manifest entries left alone. */
  notes: Problem[];
}

/** A row of a table whose URL the site check found not indexable: left out of the files, or (kept) only counted. */
export interface LeftOutRow {
  table: string;
  /** 1-based, the stored row, as problems cite it. */
  row: number;
  loc: string;
  reason: LeaveOutReason;
  status: number | null;
}

/**
 * An export either wrote everything (with the warnings it accepted) or nothing (and says why, or that it
 * was cancelled). A cancelled one's problems are what its repair, as it began, did about an earlier
 * interrupted export in the folder (none when it did nothing there).
 */
export type ExportOutcome =
  { ok: true; report: ExportReport; warnings: Problem[] } | { ok: false; problems: Problem[]; cancelled?: boolean };

/**
 * One table as the export takes it: its rows as objects (the CLI, tests) or as columns (the app's
 * uploads, read a window at a time, so ten million rows never become ten million objects).
 */
export interface ExportTable {
  id: string;
  name: string;
  rows: TableRows;
}

/** What an export needs: whose files these are (the manifest keeps them apart), the tables, the settings, robots.txt. */
export interface ExportRequest {
  projectId: string;
  tables: readonly ExportTable[];
  settings: ExportSettings;
  robotsTxt: string | null;
  /** The URLs the project's site check found not indexable (none when it has no results). */
  notIndexable?: readonly NotIndexableUrl[];
  /**
   * The output folder must be a full path (the app's): no working folder means anything to a person
   * there. The command line resolves a relative one against the folder it was run in.
   */
  fullFolderPath?: boolean;
}

/**
 * A table of an export or preview request as it crosses from the renderer to main: its rows are
 * not in the message; they wait in main as an upload (`openUpload`, `putSlice`: shared/transfer).
 */
export interface UploadedTable {
  id: string;
  name: string;
  /** The id of the complete upload holding the table's rows. */
  upload: string;
}

/** An export request as it crosses from the renderer to main: each table names the upload holding its rows. */
export type UploadedExportRequest = Omit<ExportRequest, 'tables'> & {
  tables: UploadedTable[];
  /** An id the caller picks for the export's job, so a Cancel pressed while the request is on its way stops it. */
  jobId?: string;
  /** The memory of the project's last export in main (HeldLastExport), for a preview to say what changed since. */
  lastExport?: string;
};

/** A file the export would write, as the preview measured it. */
export interface PreviewFile extends ExportedFileReport {
  /** True when writtenBytes is estimated from the compression of the files before it, not measured. */
  estimated: boolean;
}

/** What an export with these settings would write and what its validation gate says, without writing. */
export interface ExportPreview {
  /** Every file in the order the export writes them; empty when they cannot be built (see problems). */
  files: PreviewFile[];
  /** Where the index will be published; null until the base URL can be used. */
  indexUrl: string | null;
  errors: number;
  warnings: number;
  /** Locs on other hosts than the base URL's: errors, or accepted warnings where allowOtherHosts is set. */
  otherHostUrls: number;
  /** Rows whose URL the site check found not indexable: left out where leaveOutNonIndexable is set, else kept. */
  notIndexableRows: number;
  /** The first of those rows (PREVIEW_NOT_INDEXABLE), for the dialog's list. */
  notIndexable: LeftOutRow[];
  /**
   * The first problems, errors first, with their table and row, or the setting they are about; then
   * the notes on what the export does to the folder's files (export-removes-stale), which need no accepting.
   */
  problems: Problem[];
}
