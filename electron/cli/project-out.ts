import { accessSync, constants, statSync } from 'node:fs';
import { dirname, join, resolve, sep } from 'node:path';
import { translateMessage as t } from '../../shared/i18n/translator';
import { withProjectExtension } from '../../shared/project-file';
import { BadArgumentError } from './bad-argument';

/**
 * The project file `--out` names, `.sitemapstudio` added when it has none; refused at once (exit 2)
 * when it names a folder, which is no file to write (`--out public` was saved beside the folder as
 * `public.sitemapstudio`, after all the work, where the person looked for it inside), or one in a
 * folder this process may not write in (found at the save, a crawl's hours of work were lost).
 */
export function projectOutPath(out: string): string {
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
  if (!mayWriteIn(within)) refuse(t('cli.args.outNotWritable', { folder: within }));
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

/** Whether this process may make files in `folder` (its permissions, and a read-only mount). */
function mayWriteIn(folder: string): boolean {
  try {
    accessSync(folder, constants.W_OK | constants.X_OK);
    return true;
  } catch {
    return false;
  }
}
