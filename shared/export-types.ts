import type { ExportSettings } from './export-settings';
import type { Problem } from './problems';
import type { UrlRow } from './url-table';

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
}

/** An export either wrote everything (with the warnings it accepted) or nothing (and says why). */
export type ExportOutcome =
  { ok: true; report: ExportReport; warnings: Problem[] } | { ok: false; problems: Problem[] };

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
