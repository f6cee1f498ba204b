import type { ExportSettings } from './export-settings';
import { PROJECT_FILE_EXTENSION } from './protocol';
import type { UrlTable } from './url-table';

/** The project file format's version; a file with a higher one was written by a newer Sitemap Studio. */
export const PROJECT_FORMAT_VERSION = 1;

/** Why a file did not open as a project (the error's `code`; its message says it to a person). */
export const PROJECT_FILE_ERRORS = [
  'not-a-project',
  'project-too-new',
  'project-corrupt',
  'project-too-large',
] as const;
export type ProjectFileErrorCode = (typeof PROJECT_FILE_ERRORS)[number];

/** Everything a project holds, as saved: the tables with every field, the robots.txt, the export settings. */
export interface ProjectData {
  name: string;
  tables: UrlTable[];
  robotsTxt: string | null;
  exportSettings: ExportSettings;
}

/** Unsaved work the app keeps while a project has changes, offered back after a crash. */
export interface RecoveryCopy {
  project: ProjectData;
  /** Where the project was saved, if it was: a restored project keeps its place. */
  path: string | null;
  /** When the copy was written, as an ISO 8601 time. */
  savedAt: string;
}

/** True for a path with the project extension, in any case. */
export function hasProjectExtension(path: string): boolean {
  return path.toLowerCase().endsWith(PROJECT_FILE_EXTENSION);
}

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
