import { lstat } from 'node:fs/promises';
import { join } from 'node:path';
import { problemAt, type Problem } from '../../../shared/problems';
import { readFoundBytes } from './read-found-file';
import { rulesOf } from './robots-sitemap-line';

/** Far past any robots.txt a person keeps (Google reads 500 KiB of one): a larger file is refused, not rewritten. */
const MOST_KEPT_BYTES = 8 * 2 ** 20;

/**
 * The robots.txt an export writes, before its Sitemap: line is added, and the note that says the
 * folder's was kept; or the error that refuses the export (the folder's is no UTF-8 text).
 */
export type RobotsTxtToWrite = { text: string | null; note: Problem | null } | { refused: Problem };

/**
 * The robots.txt an export into `target` writes (the Sitemap: line for its index is added to it):
 * the one already in the folder when there is one, so its lines are never lost (a site's Disallow
 * rules, edited by hand in the folder that is published; another set's Sitemap: line), else the
 * project's (`projectText`; null: none). A note says the folder's was kept where its rules (all but
 * its Sitemap: lines) differ from the project's. A robots.txt that is no plain file (a link) is
 * replaced, as any file of the set is. One that is no UTF-8 text refuses the export (`refused`); one
 * too large throws, naming it: it is never rewritten other than it is. Read with the folder's lock held.
 */
export async function robotsTxtToWrite(target: string, projectText: string | null): Promise<RobotsTxtToWrite> {
  const path = join(target, 'robots.txt');
  const found = await lstat(path).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return null;
    throw error;
  });
  if (found === null || !found.isFile()) return { text: projectText, note: null };
  const bytes = await readFoundBytes(path, MOST_KEPT_BYTES);
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes);
  } catch {
    return { refused: problemAt({ file: path }, 'robots-txt-not-utf8') };
  }
  return { text, note: rulesOf(text) !== rulesOf(projectText) ? problemAt({ file: path }, 'robots-txt-kept') : null };
}
