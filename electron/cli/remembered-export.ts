import type { ExportReport } from '../../shared/export-types';
import { rememberInProject, type ProjectColumns } from '../engine';
import { atArgumentPlace } from './bad-argument';

/**
 * Remembers in the project what an export of it wrote: each row written (all but those the report
 * left out) with its fields' hashes, the files, the time, taken from `project`, the project as it was
 * opened and exported. Its rows are kept in the file as they are where they can be; a file changed
 * since it was opened is opened again, and its rows as they are now kept (rememberInProject). The
 * project is saved atomically.
 */
export async function rememberExport(
  path: string,
  project: ProjectColumns,
  report: ExportReport,
  at: number,
  workers?: number,
): Promise<void> {
  const written = { at, files: report.files, leftOut: report.leftOut };
  await atArgumentPlace(path, () =>
    rememberInProject(path, project, written, workers === undefined ? {} : { workers }),
  );
}
