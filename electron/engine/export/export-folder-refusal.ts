import { readlink, stat } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { translateMessage } from '../../../shared/i18n/translator';

/**
 * Why an export folder could not be made, in words, where the system's code says no more than that
 * something is in the way (EEXIST: "afile already exists") or missing (ENOENT, for a link to nothing:
 * "link does not exist", though it does): a file where the folder goes, or a link to a place that is
 * not there. The error keeps its code, so it is still told as a wrong place; any other error is as it was.
 */
export async function exportFolderRefusal(error: unknown, folder: string): Promise<unknown> {
  const code = (error as { code?: unknown } | null)?.code;
  if (code !== 'EEXIST' && code !== 'ENOENT') return error;
  const link = await readlink(folder).catch(() => null);
  const found = await stat(folder).catch(() => null);
  let words: string | null = null;
  if (link !== null && found === null) {
    words = translateMessage('export.failure.folderLinksNowhere', { folder, target: resolve(dirname(folder), link) });
  } else if (found !== null && !found.isDirectory()) {
    words = translateMessage('export.failure.folderIsFile', { folder });
  }
  return words === null ? error : Object.assign(new Error(words, { cause: error }), { code });
}
