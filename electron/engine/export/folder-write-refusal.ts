import { constants } from 'node:fs';
import { access, lstat, stat } from 'node:fs/promises';
import { dirname } from 'node:path';
import { describeError } from '../../../shared/describe-error';
import { problemAt, type Problem } from '../../../shared/problems';
import { exportFolderRefusal } from './export-folder-refusal';

/** The system's answer that only a write would make sure of: permissions, which a share may grant when written. */
const UNSURE = new Set(['EACCES', 'EPERM']);

/**
 * Why an export into `folder` (a full path) would fail at its first file, found without writing: a
 * file where the folder (or one on the way to it) goes, a link there that leads nowhere, a disk that
 * can only be read, or permissions that say no. Said by the preview, in the export's words, so the
 * person need not wait for the build of every row to learn it; null when nothing is seen in the way.
 */
export async function folderWriteRefusal(folder: string): Promise<Problem | null> {
  const error = await firstRefusal(folder);
  if (error === null) return null;
  const reason = describeError(await exportFolderRefusal(error, folder));
  const certain = !UNSURE.has((error as NodeJS.ErrnoException).code ?? '');
  return problemAt({ file: folder }, 'export-folder-unwritable', { folder, reason, certain });
}

/** The system's refusal the export's making of `folder` and its first write would meet, or null. */
async function firstRefusal(folder: string): Promise<unknown> {
  // A link that leads nowhere is no folder there to make: the export refuses it as it is (ENOENT).
  const link = await lstat(folder).catch(() => null);
  if (link?.isSymbolicLink() && !(await stat(folder).catch(() => null)))
    return Object.assign(new Error(`${folder} leads nowhere`), { code: 'ENOENT', path: folder });
  // The nearest place there is on the way (a file in the way says ENOTDIR below it): the export makes the rest.
  let place = folder;
  let found = await stat(place).catch((error: unknown) => error as NodeJS.ErrnoException);
  while (found instanceof Error && (found.code === 'ENOENT' || found.code === 'ENOTDIR') && dirname(place) !== place) {
    place = dirname(place);
    found = await stat(place).catch((error: unknown) => error as NodeJS.ErrnoException);
  }
  if (found instanceof Error) return found;
  if (!found.isDirectory())
    return Object.assign(new Error(`${place} is not a folder`), { code: 'EEXIST', path: place });
  return access(place, constants.W_OK).then(
    () => null,
    (refused: unknown) => refused,
  );
}
