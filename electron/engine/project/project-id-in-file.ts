import { projectIdOfFile } from './project-id-of-file';
import { readProject } from './project-file';

/**
 * The id of the project in the file at `path` (projectIdOfFile), read from its header alone; null
 * when no file is there, or it is no project file this app can read.
 */
export async function projectIdInFile(path: string): Promise<string | null> {
  let id: string | null = null;
  try {
    await readProject(
      path,
      {
        header(header) {
          id = projectIdOfFile(header.id, path);
          // The rest of the file is not needed: the reader stops at this (and says the file is damaged there).
          throw new Error('header read');
        },
        rows() {},
      },
      { workers: 1 },
    );
  } catch {
    // Nothing there, no project file (id still null), or the stop after its header.
  }
  return id;
}
