import type { UrlColumns } from './columnar/url-columns';
import type { Problem } from './problems';
import type { SourceKind } from './sources';
import type { TransferRef } from './transfer/transfer-types';
import type { UrlRow } from './url-table';

/** Limits and switches for one import; every field has a default (engine/import/import-options.ts). */
export interface ImportOptions {
  /** How deep indexes and robots.txt files may lead (the source itself is depth 0). */
  maxDepth?: number;
  /** Decompressed bytes allowed per file: a gzip bomb stops here. */
  maxDecompressedBytes?: number;
  /**
   * The same for a CSV or TSV table read whole: a table is no sitemap, held to no protocol limit, and
   * may hold millions of rows. A streaming export or check, which holds no rows, reads one to its end.
   */
  maxTableBytes?: number;
  /** Bytes allowed per HTTP download, as received. */
  maxDownloadBytes?: number;
  /** Milliseconds to wait for a server's response headers. */
  connectTimeoutMs?: number;
  /** Milliseconds a download may go without receiving a byte. */
  readTimeoutMs?: number;
  /** Milliseconds one request may take in all, from asking to the last byte, redirects included. */
  deadlineMs?: number;
  /** Files one import reads at most, indexes and robots.txt files included; listed sitemaps past it are reported, not read. */
  maxFiles?: number;
  /** Requests to one host at once while following an index. */
  connectionsPerHost?: number;
  /** Follow the sitemaps that indexes and robots.txt files list (default true). */
  followChildren?: boolean;
  /** Problems of one code listed per file; the rest are only counted (default 100; Infinity lists all). */
  problemsListedPerCode?: number;
  /**
   * Milliseconds to wait before reading a remote file once more after a passing failure (a broken
   * connection, a body cut short, a 5xx or 429 answer); a 4xx or a file too large is not read again.
   */
  retryDelayMs?: number;
  /**
   * The longest the import leaves a host alone before asking it again: a refused host's pause
   * (429 or 503) doubles from retryDelayMs up to it, and a Retry-After asking for longer is not
   * waited for (the host's other files fail at once).
   */
  retryWaitCapMs?: number;
}

/** One `<sitemap>` of an index. */
export interface IndexEntry {
  loc: string;
  lastmod: string | null;
  /** Raw XML of unknown elements inside `<sitemap>`. */
  extra: string[];
}

/** What a person sees per file read: the CLI's table and the app's import report. */
export interface FileSummary {
  /** Absolute path or final URL. */
  location: string;
  name: string;
  kind: SourceKind;
  /** The content was gzip (by its magic bytes, whatever its name). */
  gzip: boolean;
  /** Bytes as stored or received. */
  bytes: number;
  /** Bytes after decompression: what the protocol's size limit counts. */
  contentBytes: number;
  urlCount: number;
  /** Reading stopped early (malformed XML, a size cap, a broken download): rows before it are kept. */
  partial: boolean;
  /** The index or robots.txt that listed this file; null for a source the person named. */
  parent: string | null;
  /**
   * Its bytes could not all be read (a broken connection, a short body, a gzip stream cut off or
   * damaged, a transfer to a parse worker that lost bytes): the URLs kept are only part of the file.
   */
  readFailed?: boolean;
}

/** One file read: its summary with its rows (urlset, text), its children (index) or its text (robots.txt). */
export interface ImportedFile {
  summary: FileSummary;
  rows: UrlRow[];
  sitemaps: IndexEntry[];
  /** The robots.txt text, kept so later features can flag blocked URLs. */
  robotsText: string | null;
}

/** A file read, as it crosses to the renderer: its rows left in main, to be pulled in slices. */
export type TransferredFile = Omit<ImportedFile, 'rows'> & { rows: TransferRef };

/** A file read, as the renderer holds it once its rows arrived: in columns, never one object per row. */
export type ReceivedFile = Omit<ImportedFile, 'rows'> & { rows: UrlColumns };

/** A source that could not be read at all (a 404, a missing file), and the file that listed it. */
export interface UnreadSource {
  location: string;
  /** The index or robots.txt that listed it; null for a source the person named. */
  parent: string | null;
  /**
   * How many of the result's files come before it: its place among them, in the order the sources
   * were named and listed (the tree shows it there, not after every file read). Absent: after them all.
   */
  after?: number;
  /**
   * Only hoped for (a home page's robots.txt, its failure a note): the import went on without it as
   * it meant to, so it counts as no source lost.
   */
  optional?: true;
}

export interface ImportResult {
  files: ImportedFile[];
  /** What could not be read, so a report can show it where it was listed; why is in `problems`. */
  unread: UnreadSource[];
  problems: Problem[];
  /** True when the import was cancelled; the files read until then are still here. */
  cancelled: boolean;
}

/** An import's result as the renderer holds it: every file's rows in columns. */
export type ReceivedImport = Omit<ImportResult, 'files'> & { files: ReceivedFile[] };

export interface ImportProgress {
  filesDone: number;
  urlsDone: number;
  /** The file being read, or null between files. */
  current: string | null;
}
