import { withProjectExtension } from '../../shared/project-file';
import { newProjectId } from '../../shared/project-id';
import { sameSaveTarget } from '../engine';

/**
 * The id of a project opened with id `id` from the project file `from` and written to `to` (a command's
 * --out): written over its own file it keeps its id; written to another file it is a copy, another
 * project with an id of its own, as the app's Save As makes one, so a copy exported beside the original
 * never takes the original's files in an export folder as its own. `from` null: a project the command
 * made from other sources, whose id is already its own.
 */
export async function savedCopyId(id: string, from: string | null, to: string): Promise<string> {
  if (from === null) return id;
  // The same file however it is named: through a link, or relative and full paths.
  return (await sameSaveTarget(from, withProjectExtension(to))) ? id : newProjectId();
}
