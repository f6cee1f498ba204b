import { dirname } from 'node:path';
import { isSystemError } from '../../shared/describe-error';
import { pathExists } from './path-exists';

/**
 * `error`, a system error of a call on an open file, which names no file (Node's errors of a write, a
 * flush or a close: a full disk, a file grown past the system's limit), as one naming `path` as Node's
 * errors of a path do (`ENOSPC: no space left on device, write '/a/b.xml'`, its `path` set), so that
 * describeError words it (`the disk of /a/b.xml is full`) and a person knows which disk. So too one
 * that names a file of this app's own making the person never chose (`internal`: a temporary file
 * beside a project, a lock's): it is told as about `path`, the file or folder they named. Any other
 * error, or one naming another file, as it is.
 */
export function namingFile(error: unknown, path: string, internal?: (named: string) => boolean): unknown {
  const failed = error as NodeJS.ErrnoException;
  if (!(error instanceof Error) || !isSystemError(error)) return error;
  const named = failed.path;
  if (typeof named === 'string' && !internal?.(named)) return error;
  const message =
    typeof named === 'string'
      ? // A rename from the file named into `path` would read "'path' -> 'path'": one is enough.
        error.message.split(`'${named}'`).join(`'${path}'`).replace(`'${path}' -> '${path}'`, `'${path}'`)
      : `${error.message} '${path}'`;
  return Object.assign(new Error(message, { cause: error }), { code: failed.code, syscall: failed.syscall, path });
}

/**
 * An error met writing `temporary`, the hidden file a save of `path` writes before it renames it
 * over `path`: told as about `path` (namingFile), or, when the folder is not there, as about the
 * folder, not as a file that "does not exist", which the save would have made.
 */
export async function namingSaved(error: unknown, path: string, temporary: string): Promise<unknown> {
  const folder = dirname(path);
  const missing = (error as NodeJS.ErrnoException).code === 'ENOENT' && !(await pathExists(folder).catch(() => true));
  return namingFile(error, missing ? folder : path, (named) => named === temporary);
}
