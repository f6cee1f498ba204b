import { PROJECT_FILE_EXTENSION } from './protocol';

// Apart from project-file.ts (which loads the rows' validation): the CLI tells a project argument
// before it loads anything else (electron/cli/early-workers.ts).

/** True for a path with the project extension, in any case. */
export function hasProjectExtension(path: string): boolean {
  return path.toLowerCase().endsWith(PROJECT_FILE_EXTENSION);
}
