import type { ProjectHeader } from '../../../shared/project-file';
import { readProject } from './project-file';

/** Thrown by the sink as the header comes in: the reading stops there, its workers never started. */
class HeaderTaken {
  constructor(readonly header: ProjectHeader) {}
}

/**
 * A project file's header alone (its name, tables, robots.txt and export settings), read as an open
 * reads it and refused the same way: a damaged, truncated or too-new file throws what an open throws.
 * A streamed file is read only up to its first record; a version-1 document (one JSON text) is read whole.
 */
export async function readProjectHeader(path: string): Promise<ProjectHeader> {
  try {
    await readProject(
      path,
      {
        header(header) {
          throw new HeaderTaken(header);
        },
        rows: () => undefined,
      },
      { upToHeader: true },
    );
  } catch (error) {
    if (error instanceof HeaderTaken) return error.header;
    throw error;
  }
  // A file read to its end always told its header first (readProject refuses one without).
  throw new Error(`${path}: read without a header`);
}
