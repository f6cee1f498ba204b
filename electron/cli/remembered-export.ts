import { resolve } from 'node:path';
import { describeError, isSystemError } from '../../shared/describe-error';
import { problemText } from '../../shared/problems';
import type { ExportReport } from '../../shared/export-types';
import { translateMessage as t } from '../../shared/i18n/translator';
import {
  problemFromProjectError,
  ProjectChangedError,
  rememberInProject,
  type ProjectColumns,
} from '../engine/saved-project-export';
import { oneLine } from './cli-io';

/** A test seam: the durable write of the new project file (an edit saved over the project while it runs). */
type WriteDurably = NonNullable<Parameters<typeof rememberInProject>[3]>['writeDurably'];

/**
 * Remembers in the project what an export of it wrote: each row written (all but those the report
 * left out) with its fields' hashes, the files, the time, taken from `project`, the project as it was
 * opened and exported. Its rows are kept in the file as they are where they can be; a file changed
 * since it was opened is opened again, and its rows as they are now kept (rememberInProject). The
 * project is saved atomically. A project that kept changing meanwhile is left as it is: what to say of
 * it (naming it and the folder exported to) is returned, null when the export was remembered; so is
 * any other failure on the way (a full disk, a project worker that died, the file found damaged as it
 * is read again), the file as it was (saved atomically). The export itself was written either way, so
 * that is a problem of the run, not a bad argument, and its report is still told.
 */
export async function rememberExport(
  path: string,
  project: ProjectColumns,
  report: ExportReport,
  at: number,
  workers?: number,
  writeDurably?: WriteDurably,
): Promise<string | null> {
  // The folder in full, as the app names it: `--out dist` is the dist of the folder the command ran in.
  const written = { at, folder: resolve(report.folder), files: report.files, leftOut: report.leftOut };
  const options = {
    workersUnlessTold: workers,
    ...(writeDurably ? { writeDurably } : {}),
  };
  try {
    await rememberInProject(path, project, written, options);
    return null;
  } catch (error) {
    if (error instanceof ProjectChangedError)
      return t('cli.export.notRemembered', { folder: oneLine(report.folder), reason: oneLine(error.message) });
    const reason = isSystemError(error) ? describeError(error) : problemText(problemFromProjectError(error, path));
    return t('cli.export.notRemembered', { folder: oneLine(report.folder), reason: oneLine(reason) });
  }
}
