import { ShapeError } from '../../../shared/json-shape';
import { finding, renderMessage, type Finding, type ParamsOf } from '../../../shared/problem-catalogue';
import { readerFault } from '../../../shared/problem-catalogue/project-damage';
import { PROJECT_FORMAT_VERSION, type ProjectData, type ProjectFileErrorCode } from '../../../shared/project-file';
import { PROJECT_FORMAT_ID } from '../../../shared/protocol';
import { projectShape } from '../../../shared/project-shape';

/** Why a file could not be opened as a project: a catalogue code with its parameters, and its message in words. */
export class ProjectFileError extends Error {
  override readonly name = 'ProjectFileError';
  readonly code: ProjectFileErrorCode;
  constructor(readonly found: Finding & { code: ProjectFileErrorCode }) {
    super(renderMessage(found));
    this.code = found.code;
  }
}

/**
 * A project's format version, from its document or its streamed header: refused by name when it is no
 * version (not a whole number from 1: "2", 2.5), or when it is newer than this build reads.
 */
export function formatVersionOf(data: Record<string, unknown>, file: string): number {
  const version = data['version'];
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1) {
    throw projectFileError('project-corrupt', { file, badVersion: true });
  }
  if (version > PROJECT_FORMAT_VERSION) {
    throw projectFileError('project-too-new', { file, version, reads: PROJECT_FORMAT_VERSION });
  }
  return version;
}

/** A ProjectFileError from a code and its parameters. */
export const projectFileError = <K extends ProjectFileErrorCode>(code: K, ...params: ParamsOf<K>): ProjectFileError =>
  new ProjectFileError(finding(code, ...params) as Finding & { code: K });

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
    if (!text.includes(`"${PROJECT_FORMAT_ID}"`)) throw projectFileError('not-a-project', { file });
    throw projectFileError('project-corrupt', {
      file,
      damage: { damage: 'record', fault: readerFault(error), at: null },
    });
  }
  const data = value as Record<string, unknown>;
  if (typeof data !== 'object' || data === null || data['format'] !== PROJECT_FORMAT_ID) {
    throw projectFileError('not-a-project', { file });
  }
  formatVersionOf(data, file);
  let project: ProjectData;
  try {
    // The document's own members (format, version, a recovery copy's metadata) are not the project's.
    const { id, name, tables, robotsTxt, exportSettings, siteChecks } = projectShape.read(data);
    project = { ...(id === undefined ? {} : { id }), name, tables, robotsTxt, exportSettings, siteChecks };
  } catch (error) {
    if (!(error instanceof ShapeError)) throw error;
    throw projectFileError('project-corrupt', { file, damage: { damage: 'shape', fault: error.fault, line: null } });
  }
  return { project, members: data };
}
