import type { ExportSettings } from './export-settings';
import type { Problem } from './problems';
import type { UrlRow } from './url-table';

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
  /** What the export found in the folder and dealt with: an interrupted export finished, manifest entries left alone. */
  notes: Problem[];
}

/** An export either wrote everything (with the warnings it accepted) or nothing (and says why, or that it was cancelled). */
export type ExportOutcome =
  { ok: true; report: ExportReport; warnings: Problem[] } | { ok: false; problems: Problem[]; cancelled?: boolean };

/** One table as the export takes it. */
export interface ExportTable {
  id: string;
  name: string;
  rows: readonly UrlRow[];
}

/** What an export needs: whose files these are (the manifest keeps them apart), the tables, the settings, robots.txt. */
export interface ExportRequest {
  projectId: string;
  tables: readonly ExportTable[];
  settings: ExportSettings;
  robotsTxt: string | null;
}

/**
 * How a table's rows cross from the renderer to main. Structured-cloning (or JSON-encoding) a
 * million row objects at once holds the renderer for seconds, so the renderer encodes them a slice
 * at a time, giving the event loop back in between, and sends a few long strings, which cost
 * little to copy. JSON keeps every field of every row, unknown XML included.
 */
export interface SlicedTable {
  id: string;
  name: string;
  rowCount: number;
  /** The rows as JSON arrays, in order. */
  slices: string[];
}

/** An export request as it crosses from the renderer to main: the tables' rows in slices (see row-slices). */
export type SlicedExportRequest = Omit<ExportRequest, 'tables'> & { tables: SlicedTable[] };

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
  /** The first problems, errors first, with their table and row, or the setting they are about. */
  problems: Problem[];
}
