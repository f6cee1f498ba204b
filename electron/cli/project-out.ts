import { accessSync, constants, statSync } from 'node:fs';
import { dirname, join, resolve, sep } from 'node:path';
import { translateMessage as t } from '../../shared/i18n/translator';
import { withProjectExtension } from '../../shared/project-file';
import { BadArgumentError, SystemRefusal } from './bad-argument';

/**
 * The project file `--out` names, `.sitemapstudio` added when it has none; refused at once (exit 2)
 * when it names a folder, which is no file to write (`--out public` was saved beside the folder as
 * `public.sitemapstudio`, after all the work, where the person looked for it inside), or one in a
 * folder this process may not write in (found at the save, a crawl's hours of work were lost).
 */
export function projectOutPath(out: string): string {
  if (out.trim() === '') throw new BadArgumentError(t('cli.args.outEmpty'));
  const refuse = (message: string): never => {
    throw new BadArgumentError(`--out ${out}: ${message}`);
  };
  if (out.endsWith('/') || out.endsWith(sep) || placeKind(out) === 'folder')
    refuse(t('cli.args.outIsFolder', { out, example: join(out, 'site.sitemapstudio') }));
  const path = withProjectExtension(out);
  const within = dirname(resolve(path));
  const kind = placeKind(within);
  if (kind === 'none') refuse(t('cli.args.outFolderMissing', { folder: within }));
  if (kind === 'other') refuse(t('cli.args.outFolderNotFolder', { folder: within }));
  const refusal = writeRefusal(within, path);
  // The system's refusal, as the save would meet it (exit 1, "Stopped by the system"), only now.
  if (refusal !== null) throw new SystemRefusal(`--out ${out}`, refusal);
  return path;
}

/** What is at `path`: a folder, something else, or nothing (a path through a file, ENOTDIR, leads to nothing). */
function placeKind(path: string): 'folder' | 'other' | 'none' {
  try {
    const found = statSync(path, { throwIfNoEntry: false });
    return found === undefined ? 'none' : found.isDirectory() ? 'folder' : 'other';
  } catch {
    return 'none';
  }
}

/**
 * Why this process may not make `file` in `folder` (its permissions, an immutable folder, a read-only
 * mount): the system's error, told of the file the save would write; null when it may.
 */
function writeRefusal(folder: string, file: string): Error | null {
  try {
    accessSync(folder, constants.W_OK | constants.X_OK);
    return null;
  } catch (error) {
    return Object.assign(new Error((error as Error).message), { code: (error as { code?: unknown }).code, path: file });
  }
}
