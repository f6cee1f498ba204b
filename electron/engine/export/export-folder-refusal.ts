import { lstat, readlink, stat } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { translateMessage } from '../../../shared/i18n/translator';

/** The codes mkdir gives where something else is at the folder's place, or where a link there leads nowhere. */
const REFINED = new Set(['EEXIST', 'ENOENT', 'ENOTDIR']);

/**
 * Why an export folder could not be made, in words, where the system's code says no more than that
 * something is in the way (EEXIST: "afile already exists"; ENOTDIR: "a part of afile/ is a file") or
 * missing (ENOENT, for a link to nothing: "link does not exist", though it does): a file where the
 * folder goes, or a link that leads nowhere. The error keeps its code, so it is still told as a wrong
 * place. The folder is the one the system names: the export folder, or one on the way to it. Any
 * other error is as it was.
 */
export async function exportFolderRefusal(error: unknown, folder: string): Promise<unknown> {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code !== 'string' || !REFINED.has(code)) return error;
  // The place the system refused: the folder, or one on the way to it (a link there that leads nowhere).
  const refused = (error as { path?: unknown }).path;
  const named = typeof refused === 'string' && resolve(refused) !== resolve(folder) ? refused : folder;
  // "out/" names the same place as "out": looked at without the slash, which a link or a file refuses.
  const place = named.replace(/(.)[\\/]+$/, '$1');
  const link = await readlink(place).catch(() => null);
  const found = await stat(place).catch(() => null);
  let words: string | null = null;
  if (link !== null && found === null) {
    const target = resolve(dirname(place), link);
    // A link to another link that leads nowhere: that one is there, only not a place.
    const key = (await lstat(target).catch(() => null)) ? 'folderLinkLeadsNowhere' : 'folderLinksNowhere';
    words = translateMessage(`export.failure.${key}`, { folder: named, target });
  } else if (found !== null && !found.isDirectory()) {
    words = translateMessage('export.failure.folderIsFile', { folder: named });
  }
  return words === null ? error : Object.assign(new Error(words, { cause: error }), { code });
}
