import { stat } from 'node:fs/promises';
import { resolve } from 'node:path';
import { problemAt, type Problem } from '../../../shared/problems';
import { projectIdInFile } from '../project/project-id-in-file';
import type { ManifestProject } from './export-manifest';

/** Whose entry in the folder's manifest an export of a project is, and what the person is told of it. */
export interface FolderProject {
  /** The manifest's key for the set this export writes, and its journal's project. */
  key: string;
  /** A copy of the project file that exported `key`'s set: that one's path, which keeps its entry and files. */
  copyOf: string | null;
}

/**
 * Whose set in `folder` an export of project `projectId` from the project file `projectFile` is.
 * A project file copied in a file manager (not Save As) keeps the project's id, so the id alone cannot
 * tell the copy from the original, nor from the file moved. The entry records the project file its
 * set was exported from: an export from another path while that file is still there and still holds
 * the id is a copy's, known in the folder by its id and its own path, so it never takes the original's
 * entry or removes its files (unless it writes that set's index: replaced-entries.ts). The file gone,
 * or holding another id, it was moved or renamed (or saved as another project): the same project.
 * An export of no project file (new work, the command line's other sources), an entry that records
 * none (an older version's, or one of new work) and the same file under another name (a link, another
 * case) are the project, as before.
 */
export async function folderProjectOf(
  projects: Readonly<Record<string, ManifestProject>>,
  projectId: string,
  projectFile: string | undefined,
): Promise<FolderProject> {
  const own = { key: projectId, copyOf: null };
  if (projectFile === undefined) return own;
  const path = resolve(projectFile);
  const entry = Object.hasOwn(projects, projectId) ? projects[projectId] : undefined;
  const recorded = entry?.projectFile;
  if (recorded === undefined || recorded === path) return own;
  if ((await projectIdInFile(recorded)) !== projectId) return own;
  if (await sameFile(recorded, path)) return own;
  return { key: copyKey(projectId, path), copyOf: recorded };
}

/** Whether two paths name one file (a link, another case on Windows and macOS): never when either cannot be looked at. */
async function sameFile(a: string, b: string): Promise<boolean> {
  const [first, second] = await Promise.all([stat(a).catch(() => null), stat(b).catch(() => null)]);
  return first !== null && second !== null && first.dev === second.dev && first.ino === second.ino;
}

/** A copy's key in the folder: its project's id and its own file, so its next export finds its entry again. */
export const copyKey = (projectId: string, path: string): string => `${projectId} copy:${path}`;

/** What the person is told of an export that was found to be a copy's (none for the project's own). */
export function copyNotes(folder: string, projectFile: string | undefined, own: FolderProject): Problem[] {
  if (own.copyOf === null || projectFile === undefined) return [];
  const file = resolve(projectFile);
  return [problemAt({ file }, 'export-project-copy', { file, original: own.copyOf, target: folder })];
}
