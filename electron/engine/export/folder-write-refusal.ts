import { constants } from 'node:fs';
import { access, stat } from 'node:fs/promises';
import { dirname } from 'node:path';
import { describeError } from '../../../shared/describe-error';
import { problemAt, type Problem } from '../../../shared/problems';
import { exportFolderRefusal } from './export-folder-refusal';

/**
 * Why an export into `folder` (a full path) would fail at its first file, found without writing: a
 * file where the folder (or one on the way to it) goes, or a folder the system will not let this
 * process write in (a disk that can only be read, no permission). Said by the preview, as the export
 * would say it, before a build of millions of rows; null when nothing is seen in the way.
 */
export async function folderWriteRefusal(folder: string): Promise<Problem | null> {
  // The nearest place there is on the way (a file in the way says ENOTDIR below it): the export makes the rest.
  let place = folder;
  let found = await stat(place).catch((error: unknown) => error as NodeJS.ErrnoException);
  while (found instanceof Error && (found.code === 'ENOENT' || found.code === 'ENOTDIR') && dirname(place) !== place) {
    place = dirname(place);
    found = await stat(place).catch((error: unknown) => error as NodeJS.ErrnoException);
  }
  let error: unknown;
  if (found instanceof Error) error = found;
  else if (!found.isDirectory())
    error = Object.assign(new Error(`${place} is not a folder`), { code: 'EEXIST', path: place });
  else
    error = await access(place, constants.W_OK).then(
      () => null,
      (refused: unknown) => refused,
    );
  if (error === null) return null;
  const refusal = await exportFolderRefusal(error, folder);
  return problemAt({ file: folder }, 'export-failed', { reason: describeError(refusal) });
}
