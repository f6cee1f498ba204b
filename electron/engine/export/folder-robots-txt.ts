import { lstat, readlink } from 'node:fs/promises';
import { join } from 'node:path';
import { ROBOTS_TXT } from '../../../shared/export-file-names';
import { problemAt, type Problem } from '../../../shared/problems';
import { describeError } from '../../../shared/describe-error';
import { readManifest, type ManifestProject } from './export-manifest';
import { fileIdentity } from './file-identity';
import { readFoundBytes } from './read-found-file';
import { rulesOf } from './robots-sitemap-line';

/** Far past any robots.txt a person keeps (Google reads 500 KiB of one): a larger file refuses the export, never rewritten. */
const MOST_KEPT_BYTES = 8 * 2 ** 20;

/**
 * The robots.txt an export writes, before its Sitemap: line is added (in place of the line naming
 * `replaces`, this set's last index, in one kept), and the note that says the folder's was kept; or
 * the problem that refuses the export (the folder's is no UTF-8 text, or unreadable).
 */
export type RobotsTxtToWrite =
  { text: string | null; kept: boolean; replaces: string | null; note: Problem | null } | { refused: Problem };

/**
 * The robots.txt an export of project `projectId` into `target` writes (the Sitemap: line for its
 * index is added to it). The one already in the folder keeps its lines (`kept`), so a site's own
 * rules are never lost (written by hand in the folder that is published, edited since an export, or
 * another set's with its Sitemap: line), unless it is the very file this project's last export made
 * from the project's robots.txt, or made and left (the manifest's identity): that one is made again from the project's
 * (`projectText`; null: none), so a change of it reaches the folder. A note says the folder's was
 * kept where its rules (all but its Sitemap: lines) differ from the project's. A robots.txt that is a
 * link refuses the export: written through, it would change a file outside the set (a shared one, or
 * anything it leads to), read through it would copy that file into the folder that is published, and
 * replaced, the rules it leads to would be gone. One that is no UTF-8 text, or too large, refuses it
 * too (`refused`): it is never rewritten other than it is. Read with the folder's lock held.
 */
export async function robotsTxtToWrite(
  target: string,
  projectId: string,
  projectText: string | null,
): Promise<RobotsTxtToWrite> {
  const fromProject = { text: projectText, kept: false, replaces: null, note: null };
  const folder = await folderRobotsTxt(target, projectId);
  if (folder === null) return fromProject;
  if ('refused' in folder) return folder;
  const { path, text, last } = folder;
  const note = rulesOf(text) !== rulesOf(projectText) ? problemAt({ file: path }, 'robots-txt-kept') : null;
  return { text, kept: true, replaces: last?.robotsSitemap ?? null, note };
}

/**
 * The problem the folder's robots.txt will refuse an export of `projectId` with (robotsTxtToWrite), or
 * null: asked before the work where the project's robots.txt is known only after it (the streaming
 * export reads it with the sources).
 */
export async function folderRobotsTxtRefusal(target: string, projectId: string): Promise<Problem | null> {
  const folder = await folderRobotsTxt(target, projectId);
  return folder !== null && 'refused' in folder ? folder.refused : null;
}

/**
 * The folder's robots.txt an export of `projectId` keeps, read; null where there is none to keep (none,
 * no plain file, or the very file this project's last export made from the project's, or made and left).
 */
async function folderRobotsTxt(
  target: string,
  projectId: string,
): Promise<{ path: string; text: string; last: ManifestProject | undefined } | { refused: Problem } | null> {
  const path = join(target, ROBOTS_TXT);
  const found = await lstat(path).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return null;
    throw error;
  });
  if (found?.isSymbolicLink()) {
    const leadsTo = await readlink(path).catch(() => '?');
    return { refused: problemAt({ file: path }, 'robots-txt-link', { target: leadsTo }) };
  }
  if (found === null || !found.isFile()) return null;
  const identity = await fileIdentity(path);
  const last = (await readManifest(target)).manifest.projects[projectId];
  const made = last?.identities?.[ROBOTS_TXT] ?? last?.leftRobotsTxt;
  if (identity !== null && made === identity && !last?.keptRobotsTxt) return null;
  const read = await readFolderRobotsTxt(path);
  return 'refused' in read ? read : { path, text: read.text, last };
}

/** The text of the robots.txt at `path`, or the problem that refuses an export keeping it (no UTF-8 text, too large, unreadable). */
async function readFolderRobotsTxt(path: string): Promise<{ text: string } | { refused: Problem }> {
  let bytes: Buffer;
  try {
    bytes = await readFoundBytes(path, MOST_KEPT_BYTES);
  } catch (error) {
    return { refused: problemAt({ file: path }, 'robots-txt-unreadable', { reason: describeError(error) }) };
  }
  try {
    return { text: new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes) };
  } catch {
    return { refused: problemAt({ file: path }, 'robots-txt-not-utf8') };
  }
}
