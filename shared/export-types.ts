import type { Problem } from './problems';

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
