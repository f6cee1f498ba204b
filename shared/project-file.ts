import type { ExportSettings } from './export-settings';
import { lastExportOf, type ExportedUrl, type LastExport } from './last-export/exported-urls';
import type { HeldLastExport } from './last-export/held-last-export';
import type { PageCheck } from './site-check/page-check';
import type { TransferRef } from './transfer/transfer-types';
import { hasProjectExtension } from './project-extension';
import { PROJECT_FILE_EXTENSION } from './protocol';
import type { UrlTable } from './url-table';
import type { ColumnarTable } from './columnar/columnar-table';
import { rowCount, type TableRows } from './validation/table-rows';

/**
 * The project file format's version; a file with a higher one was written by a newer Sitemap Studio.
 * Versions 2 to 5 stream (electron/engine/project/project-stream-format.ts); version 3 adds the site
 * check's results after the rows, version 4 each URL's content history in its result and what the
 * last export wrote after the results, version 5 rows as binary columns in members of their own.
 * Version 1 files (one JSON document) still open. A row, entry or attributes object refuses a member
 * it does not know (shared/project-shape.ts): a new member of any of them needs a new version.
 */
export const PROJECT_FORMAT_VERSION = 5;

/**
 * The version a project whose rows are written as lines of JSON is written as (the newest such; see
 * PROJECT_VERSION_WITHOUT_HISTORY for older): its file is exactly a version-4 file.
 */
export const PROJECT_VERSION_WITHOUT_COLUMNS = 4;

/**
 * The version a project whose results hold no content history, and that remembers no export, is
 * written as: its file is exactly a version-3 file, so the releases before version 4 still open it.
 */
export const PROJECT_VERSION_WITHOUT_HISTORY = 3;

/**
 * The version a project without site-check results is written as: its file is exactly a version-2
 * file, so the releases before version 3 still open it. Only results make a file version 3.
 */
export const PROJECT_VERSION_WITHOUT_CHECKS = 2;

/** The version of a project that is one JSON document (shared/project-json.ts). */
export const PROJECT_JSON_VERSION = 1;

/** Why a file did not open as a project (the error's `code`; its message says it to a person). */
export const PROJECT_FILE_ERRORS = [
  'not-a-project',
  'project-too-new',
  'project-corrupt',
  'project-too-large',
] as const;
export type ProjectFileErrorCode = (typeof PROJECT_FILE_ERRORS)[number];

/**
 * Everything a project holds, as saved: the tables with every field, the robots.txt, the export
 * settings, and the site check's results.
 */
export interface ProjectData {
  /**
   * The project's own id (shared/project-id.ts), which keeps its files apart in an export folder's
   * manifest; absent in a file written before projects had ids (projectIdOf gives its id then).
   */
  id?: string;
  name: string;
  tables: UrlTable[];
  robotsTxt: string | null;
  exportSettings: ExportSettings;
  /** The latest check of each URL (shared/site-check/site-check-results.ts), in the order first checked. */
  siteChecks: PageCheck[];
  /** What the last export wrote (shared/last-export/), when the project remembers one. */
  lastExport?: RememberedExport;
}

/** The last export as a project remembers it: when, the files, and each URL written with its fields' hashes. */
export type RememberedExport = LastExport & { urls: ExportedUrl[] };

/** The parts of a project that travel on their own, in bounded pieces: rows, check results, and what the last export wrote. */
type Bulk = 'tables' | 'siteChecks' | 'lastExport';

/**
 * A project as the app holds it open: the same, with its tables' rows in columns, and its last
 * export as main keeps it for the window (the URLs stay in main).
 */
export type OpenProject = Omit<ProjectData, 'tables' | 'lastExport'> & {
  /** Always known once open: a file without one is given its own (projectIdOf). */
  id: string;
  tables: ColumnarTable[];
  lastExport?: HeldLastExport;
};

/** A table as a project file's header lists it: everything but its rows, and how many rows follow. */
export type TableHeader = Omit<UrlTable, 'rows'> & { rows: number };

/**
 * What a project holds besides its tables' rows and its check results: a streamed file's first line,
 * and a save's request. It counts what follows: each table's rows, and the check results.
 */
export type ProjectHeader = Omit<ProjectData, Bulk> & {
  tables: TableHeader[];
  siteChecks: number;
  /** The last export, with how many URLs it wrote (their records follow the check results). */
  lastExport?: LastExport & { urls: number };
};

/** A project with its tables' rows held either way, as objects or in columns (a command's, the app's): what a save writes. */
export type ProjectWithRows = Omit<ProjectData, 'tables'> & {
  tables: ReadonlyArray<Omit<UrlTable, 'rows'> & { rows: TableRows }>;
};

/** A project held with its tables' rows in columns, its id known, and its last export's URLs kept: what a command changes and saves back. */
export type ColumnarProjectData = Omit<ProjectData, 'tables'> & { id: string; tables: ColumnarTable[] };

/** A project's header with its tables' rows and its check results left out (they travel on their own). */
export function headerOf(project: ProjectWithRows): ProjectHeader {
  const { tables, siteChecks, lastExport, ...rest } = project;
  return {
    ...rest,
    tables: tables.map(({ rows, ...table }) => ({ ...table, rows: rowCount(rows) })),
    siteChecks: siteChecks.length,
    ...(lastExport ? { lastExport: { ...lastExportOf(lastExport), urls: lastExport.urls.length } } : {}),
  };
}

/**
 * A project as it crosses to main to be saved: each table's rows are an upload
 * (shared/transfer/send-rows.ts), and so are its check results (shared/transfer/send-checks.ts).
 */
export type UploadedProject = Omit<ProjectData, Bulk> & {
  id: string;
  tables: Array<Omit<UrlTable, 'rows'> & { upload: string }>;
  siteChecks: { upload: string };
  /** The last export main keeps for the window (its `memory`), which the save writes. */
  lastExport?: HeldLastExport;
};

/**
 * A project main has read: each table's rows wait in main as a transfer, pulled with `takeSlice`,
 * and its check results as another, pulled with `takeChecks`.
 */
export type OfferedProject = Omit<ProjectData, Bulk> & {
  id: string;
  tables: Array<Omit<UrlTable, 'rows'> & { rows: TransferRef }>;
  siteChecks: TransferRef;
  /** The last export the file remembers, its URLs kept in main. */
  lastExport?: HeldLastExport;
};

/** A recovery copy main has read, its rows offered as transfers. */
export type OfferedRecovery = Omit<RecoveryCopy, 'project'> & { project: OfferedProject };

/** Unsaved work the app keeps while a project has changes, offered back after a crash. */
export interface RecoveryCopy {
  project: ProjectData;
  /** Where the project was saved, if it was: a restored project keeps its place. */
  path: string | null;
  /** When the copy was written, as an ISO 8601 time. */
  savedAt: string;
}

export { hasProjectExtension } from './project-extension';

/** The path with `.sitemapstudio` added when it lacks it (a save dialog may hand back a bare name). */
export function withProjectExtension(path: string): string {
  return hasProjectExtension(path) ? path : `${path}${PROJECT_FILE_EXTENSION}`;
}

/** The file name of a path, without its folder (any OS's separators). */
export function fileNameOf(path: string): string {
  return path.split(/[\\/]/).pop() ?? path;
}

/** A project's name as its file gives it: the file name without folder or extension. */
export function projectNameOf(path: string): string {
  const file = fileNameOf(path);
  return hasProjectExtension(file) ? file.slice(0, -PROJECT_FILE_EXTENSION.length) || file : file;
}
