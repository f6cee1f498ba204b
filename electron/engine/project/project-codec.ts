import { ShapeError } from '../../../shared/json-shape';
import { PROJECT_FORMAT_VERSION, type ProjectData, type ProjectFileErrorCode } from '../../../shared/project-file';
import { PROJECT_FORMAT_ID } from '../../../shared/protocol';
import { projectShape } from '../../../shared/project-shape';

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

/** Reads a project's JSON, checking its format, version, and every member's type and range; `file` names it in the errors. */
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
  let project: ProjectData;
  try {
    // The document's own members (format, version, a recovery copy's metadata) are not the project's.
    const { name, tables, robotsTxt, exportSettings } = projectShape.read(data);
    project = { name, tables, robotsTxt, exportSettings };
  } catch (error) {
    if (!(error instanceof ShapeError)) throw error;
    throw new ProjectFileError('project-corrupt', `${file} is damaged at ${error.problem}.`);
  }
  return { project, members: data };
}
