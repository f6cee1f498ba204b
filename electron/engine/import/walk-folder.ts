import { readdir, stat } from 'node:fs/promises';
import { basename, extname, join } from 'node:path';
import type { FolderSkipReason } from '../../../shared/problem-catalogue';
import { readHead } from '../read-head';
import { sniffText, type SniffedKind } from '../sniff-kind';
import { templateOpening } from '../../../shared/validation/template-code';

export interface FolderFile {
  path: string;
  kind: SniffedKind;
}

/** A file of the folder that was not imported, and why: not one of ours, or not readable (the error's words). */
export interface SkippedFile {
  path: string;
  why: FolderSkipReason;
}

/** Names a sitemap, index, text sitemap or robots.txt may have; other files are not even opened. */
const CANDIDATE_EXTENSIONS = new Set(['.xml', '.gz', '.txt', '.dat', '']);
const SKIPPED_FOLDERS = new Set(['node_modules']);
/** Read first so their children are imported under them, not as loose files. */
const KIND_ORDER: Record<string, number> = { robots: 0, sitemapindex: 1, urlset: 2, text: 3, unknown: 4 };
/** A name that says sitemap: such a file is read even when its opening is no sitemap's, so its fault is said with its place. */
export const SITEMAP_NAME = /sitemap/i;

/**
 * Every sitemap-like file under `folder` (hidden entries and node_modules skipped), by the kind
 * its bytes show: robots.txt files first, then indexes, then sitemaps, each group by path.
 */
export async function walkFolder(folder: string): Promise<{ files: FolderFile[]; skipped: SkippedFile[] }> {
  const files: FolderFile[] = [];
  const skipped: SkippedFile[] = [];
  const listed = await listFiles(folder, skipped);
  for (const path of listed) {
    let kind: SniffedKind;
    let opening: string;
    let wide: boolean;
    try {
      const head = await readHead(path);
      opening = head.text;
      wide = head.wide !== undefined;
      kind = wide ? 'unknown' : sniffText(opening, basename(path));
    } catch (caught) {
      skipped.push({
        path,
        why: { fault: 'unreadable', reason: caught instanceof Error ? caught.message : String(caught) },
      });
      continue;
    }
    if (kind in KIND_ORDER && (kind !== 'unknown' || meansSitemap(basename(path), opening, wide))) {
      files.push({ path, kind });
    } else skipped.push({ path, why: { fault: 'unrecognised' } });
  }
  files.sort((a, b) => KIND_ORDER[a.kind]! - KIND_ORDER[b.kind]! || a.path.localeCompare(b.path));
  skipped.sort((a, b) => a.path.localeCompare(b.path));
  return { files, skipped };
}

/**
 * A file named like a sitemap whose opening is XML of another root, or a template's front matter or
 * tags: a broken or unfilled sitemap, read so its error says what and where (line and column); or
 * saved as UTF-16 or UTF-32 (`wide`), read so its error says so.
 */
function meansSitemap(name: string, opening: string, wide: boolean): boolean {
  return SITEMAP_NAME.test(name) && (wide || /^\uFEFF?\s*</.test(opening) || templateOpening(opening) !== null);
}

/**
 * The candidate files under `folder`. A link to a file is read; a link to a folder is not followed
 * (it could loop, or lead out of the folder); a candidate that is no regular file (a pipe, socket or
 * device, or a link to one, or a link that leads nowhere) goes to `skipped` with why, unopened.
 */
async function listFiles(folder: string, skipped: SkippedFile[]): Promise<string[]> {
  const found: string[] = [];
  for (const entry of await readdir(folder, { withFileTypes: true })) {
    if (entry.name.startsWith('.')) continue;
    const path = join(folder, entry.name);
    if (entry.isDirectory() && !SKIPPED_FOLDERS.has(entry.name)) found.push(...(await listFiles(path, skipped)));
    else if (entry.isDirectory() || !CANDIDATE_EXTENSIONS.has(extname(entry.name).toLowerCase())) continue;
    else if (entry.isFile()) found.push(path);
    else {
      const target = await stat(path).catch((error: Error) => error);
      if (target instanceof Error) skipped.push({ path, why: { fault: 'unreadable', reason: target.message } });
      else if (target.isFile()) found.push(path);
      else if (!target.isDirectory()) skipped.push({ path, why: { fault: 'unreadable', reason: NOT_A_FILE } });
    }
  }
  return found;
}

const NOT_A_FILE = 'not a regular file: a pipe, socket or device';
