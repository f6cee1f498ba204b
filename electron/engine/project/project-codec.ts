import { DEFAULT_EXPORT_SETTINGS, type ExportSettings } from '../../../shared/export-settings';
import { PROJECT_FORMAT_VERSION, type ProjectData, type ProjectFileErrorCode } from '../../../shared/project-file';
import { PROJECT_FORMAT_ID } from '../../../shared/protocol';
import { encodeProjectJson } from '../../../shared/project-json';
import { emptyRow, type UrlRow, type UrlTable } from '../../../shared/url-table';

/** Why a file could not be opened as a project; `code` says which way, the message says it to a person. */
export class ProjectFileError extends Error {
  override readonly name = 'ProjectFileError';
  constructor(
    readonly code: ProjectFileErrorCode,
    message: string,
  ) {
    super(message);
  }
}

/** The JSON of a project (shared/project-json.ts: the renderer encodes the same way, in pieces). */
export const encodeProject = encodeProjectJson;

/** Reads a project's JSON, checking its format, version and shape; `file` names it in the errors. */
export function decodeProject(text: string, file: string): ProjectData {
  return decodeProjectDocument(text, file).project;
}

/** As decodeProject, also handing back the document's other top-level members (a recovery copy's metadata). */
export function decodeProjectDocument(
  text: string,
  file: string,
): { project: ProjectData; members: Record<string, unknown> } {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    if (!text.includes(`"${PROJECT_FORMAT_ID}"`))
      throw new ProjectFileError('not-a-project', `${file} is not a Sitemap Studio project.`);
    throw new ProjectFileError(
      'project-corrupt',
      `${file} is damaged and cannot be opened: ${(error as Error).message}.`,
    );
  }
  const data = value as Record<string, unknown>;
  if (typeof data !== 'object' || data === null || data['format'] !== PROJECT_FORMAT_ID) {
    throw new ProjectFileError('not-a-project', `${file} is not a Sitemap Studio project.`);
  }
  const version = data['version'];
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1) {
    throw new ProjectFileError('project-corrupt', `${file} has no valid format version.`);
  }
  if (version > PROJECT_FORMAT_VERSION) {
    throw new ProjectFileError(
      'project-too-new',
      `${file} was saved by a newer Sitemap Studio (format ${version}); this version reads format ${PROJECT_FORMAT_VERSION}. Update Sitemap Studio to open it.`,
    );
  }
  const corrupt = (what: string): ProjectFileError =>
    new ProjectFileError('project-corrupt', `${file} is damaged: ${what}.`);
  if (typeof data['name'] !== 'string') throw corrupt('it has no name');
  if (!Array.isArray(data['tables'])) throw corrupt('it has no tables');
  const tables = data['tables'].map((table: unknown, index): UrlTable => {
    const entry = table as Partial<UrlTable> | null;
    if (!entry || typeof entry.id !== 'string' || typeof entry.name !== 'string' || !Array.isArray(entry.rows)) {
      throw corrupt(`table ${index + 1} is incomplete`);
    }
    const rows = entry.rows.map((row: unknown, rowIndex): UrlRow => {
      if (!row || typeof (row as UrlRow).loc !== 'string')
        throw corrupt(`row ${rowIndex + 1} of table "${entry.name}" has no loc`);
      return { ...emptyRow(), ...(row as Partial<UrlRow>) };
    });
    return { id: entry.id, name: entry.name, source: entry.source ?? null, rows };
  });
  const robotsTxt = data['robotsTxt'];
  const project: ProjectData = {
    name: data['name'],
    tables,
    robotsTxt: typeof robotsTxt === 'string' ? robotsTxt : null,
    exportSettings: { ...DEFAULT_EXPORT_SETTINGS, ...(data['exportSettings'] as Partial<ExportSettings> | undefined) },
  };
  return { project, members: data };
}
