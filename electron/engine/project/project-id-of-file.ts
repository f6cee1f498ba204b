import { resolve } from 'node:path';
import { projectIdOf } from '../../../shared/project-id';

/**
 * The id of the project in the file at `path`, whose header holds `id`: that id, else (a file written
 * before projects had ids) `project:<its full path>`, so the app, the command line and every way of
 * naming one file (relative, `./`, full) know it as one project (projectIdOf).
 */
export function projectIdOfFile(id: string | undefined, path: string): string {
  return projectIdOf(id, resolve(path));
}
