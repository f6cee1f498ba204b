import { appendAll } from '../../../shared/append-all';
import { isUtf8 } from 'node:buffer';
import { readdir, realpath, stat } from 'node:fs/promises';
import { basename, extname, isAbsolute, join, relative, sep } from 'node:path';
import type { FolderSkipReason } from '../../../shared/problem-catalogue';
import { NotARegularFileError } from '../open-regular-file';
import { readHead } from '../read-head';
import { aliasesOf, onePathPerFile, type ListedPath } from './one-path-per-file';
import { sniffText, type SniffedKind } from '../sniff-kind';
import { templateOpening } from '../../../shared/validation/template-code';
import { FOLDER_CANDIDATE_EXTENSIONS, SITEMAP_NAME } from '../../../shared/sitemap-name';
import {
  declaredDelimiter,
  headerColumnName,
  tableTextDelimiter,
  tableTextFormat,
} from '../../../shared/table-text-format';

export interface FolderFile {
  path: string;
  kind: SniffedKind;
  /** Listed as a file, not a link: opened never through a link put in its place since (SourceTarget.noFollow). */
  noFollow: boolean;
}

/** A file of the folder that was not imported, and why: not one of ours, or not readable (the error's words). */
export interface SkippedFile {
  path: string;
  why: FolderSkipReason;
}

const CANDIDATE_EXTENSIONS = new Set(FOLDER_CANDIDATE_EXTENSIONS);
const SKIPPED_FOLDERS = new Set(['node_modules']);

/** Whether a folder walk passes by an entry of this name unread: hidden (a dot first), or a folder of packages. */
export const walkPassesBy = (name: string, isFolder: boolean): boolean =>
  name.startsWith('.') || (isFolder && SKIPPED_FOLDERS.has(name));
/** Read first so their children are imported under them, not as loose files. */
const KIND_ORDER: Record<string, number> = { robots: 0, sitemapindex: 1, urlset: 2, text: 3, csv: 4, unknown: 5 };

/** What a folder walk found: the files to read, those not read and why, and those never opened for their names. */
export interface WalkedFolder {
  files: FolderFile[];
  skipped: SkippedFile[];
  /**
   * What is not a folder and whose name ends in none of FOLDER_CANDIDATE_EXTENSIONS, by path (a
   * link, a pipe and a name not UTF-8 too): not opened (a site's folder holds pages, images and
   * backups by the thousand), so each is named, never dropped unsaid: a gzipped sitemap saved as
   * `.bin` is one of them, and reads when given by its path.
   */
  unopened: string[];
}

/**
 * Every sitemap-like file under `folder` (hidden entries and node_modules skipped), by the kind
 * its bytes show: robots.txt files first, then indexes, then sitemaps, then CSV and TSV tables
 * whose header names a loc column (tableOfUrls; another table is one of the folder's other files),
 * each group by path. A cancel (`signal`) stops it between folders and between files, with the
 * signal's reason: a folder of 150,000 files took 20 s to walk, and Ctrl-C waited for it.
 */
export async function walkFolder(folder: string, signal?: AbortSignal): Promise<WalkedFolder> {
  const files: FolderFile[] = [];
  const skipped: SkippedFile[] = [];
  const unopened: string[] = [];
  const aliases: string[] = [];
  const listed = await listFiles(folder, await realpath(folder), { skipped, unopened, aliases }, false, signal);
  // A file reached by two paths (a link to it, a hard link) is read once.
  const { paths, same, identities } = await onePathPerFile(listed);
  const links = new Set(listed.filter((item) => item.link).map((item) => item.path));
  for (const path of paths) {
    signal?.throwIfAborted();
    let kind: SniffedKind;
    let opening: string;
    let toTell: boolean;
    try {
      const head = await readHead(path, { noFollow: !links.has(path) });
      opening = head.text;
      toTell = head.wide !== undefined || head.gzipTwice === true;
      // A file in UTF-16 or UTF-32 is told by its decoded head, and read: its error names the encoding.
      kind = tableOfUrls(basename(path), opening) ?? sniffText(opening, basename(path));
    } catch (caught) {
      skipped.push({ path, why: whyUnread(caught) });
      continue;
    }
    if (kind in KIND_ORDER && (kind !== 'unknown' || meansSitemap(basename(path), opening, toTell))) {
      files.push({ path, kind, noFollow: !links.has(path) });
    } else skipped.push({ path, why: { fault: 'unrecognised' } });
  }
  // A link of another name to a file imported is that file, not one more left unopened (importing
  // it alone would read it twice).
  const imported = files.map((file) => file.path);
  const linked = await aliasesOf(aliases, imported, identities);
  for (const { path, readAs } of [...same, ...linked.same]) skipped.push({ path, why: { fault: 'same-file', readAs } });
  appendAll(unopened, linked.apart);
  files.sort((a, b) => KIND_ORDER[a.kind]! - KIND_ORDER[b.kind]! || a.path.localeCompare(b.path));
  skipped.sort((a, b) => a.path.localeCompare(b.path));
  unopened.sort((a, b) => a.localeCompare(b));
  return { files, skipped, unopened };
}

/**
 * 'csv' for a CSV or TSV file (by its name) whose header names a loc column, as the import reads a
 * table's; 'unknown' for one that does not (a spreadsheet of something else); null for other files.
 */
function tableOfUrls(name: string, opening: string): 'csv' | 'unknown' | null {
  const format = tableTextFormat(name);
  if (format === null) return null;
  const [, first, second] = /^\uFEFF?([^\r\n]*)(?:\r\n?|\n)?([^\r\n]*)/.exec(opening)!;
  // Excel's `sep=;` ahead of the header names its delimiter.
  const declared = format === 'csv' ? declaredDelimiter(first!) : null;
  const header = declared === null ? first! : second!;
  const cells = header.split(declared ?? tableTextDelimiter(format, header));
  // The header's cells as written, a quoted one with its quotes.
  return cells.some((cell) => headerColumnName(cell.trim().replace(/^"(.*)"$/, '$1')) === 'loc') ? 'csv' : 'unknown';
}

/**
 * A file named like a sitemap whose opening is XML of another root, or a template's front matter or
 * tags: a broken or unfilled sitemap, read so its error says what and where (line and column); or
 * one whose bytes its reading names (`toTell`: saved as UTF-16 or UTF-32, compressed twice).
 */
function meansSitemap(name: string, opening: string, toTell: boolean): boolean {
  return SITEMAP_NAME.test(name) && (toTell || /^\uFEFF?\s*</.test(opening) || templateOpening(opening) !== null);
}

/** Why a candidate's head could not be read: no regular file once opened, or the system's words. */
function whyUnread(caught: unknown): FolderSkipReason {
  if (caught instanceof NotARegularFileError) return { fault: 'not-a-file' };
  return { fault: 'unreadable', reason: caught instanceof Error ? caught.message : String(caught) };
}

/** What a folder's listing passes by: skipped with why, never opened, and links of another name to a file inside it. */
interface PassedBy extends Pick<WalkedFolder, 'skipped' | 'unopened'> {
  /** Unopened unless the file it leads to is imported (walkFolder). */
  aliases: string[];
}

/**
 * The candidate files under `folder`, inside `root` (the folder imported, links resolved). A link to
 * a file inside `root` is read; one to a file outside it goes to `skipped` (the person picked this
 * folder, not what its links lead to); a link to a folder is not followed (it could loop, or lead
 * out), and goes to `skipped` with where it leads, as any sitemaps there are not read. A candidate
 * that is no regular file (a pipe, socket or device, or a link to one, or a link that leads nowhere)
 * goes to `skipped` with why, unopened. A file or folder whose name is not UTF-8 cannot be opened by
 * the path a name decoded as UTF-8 makes (its bytes become U+FFFD): named, as such, not as missing.
 * A folder inside it that cannot be listed
 * (no permission, a path too long) goes to `skipped` too, and the rest is read: it failed the whole
 * import before. The folder imported itself failing to list is the caller's to tell. Anything but a
 * folder (or a link to one) of another name goes to `unopened`, but for a link to a file inside
 * `root`, which goes to `aliases`.
 */
async function listFiles(
  folder: string,
  root: string,
  passed: PassedBy,
  inside: boolean,
  signal: AbortSignal | undefined,
): Promise<ListedPath[]> {
  const { skipped, unopened, aliases } = passed;
  signal?.throwIfAborted();
  const found: ListedPath[] = [];
  let entries;
  try {
    entries = await readdir(folder, { withFileTypes: true, encoding: 'buffer' });
  } catch (caught) {
    if (!inside) throw caught;
    // Whatever it is called, a folder may hold sitemaps: one not listed leaves the set incomplete.
    const why = whyUnread(caught);
    skipped.push({ path: folder, why: why.fault === 'unreadable' ? { ...why, folder: true } : why });
    return found;
  }
  for (const entry of entries) {
    const name = entry.name.toString();
    // A link named as a folder passed by (node_modules) is passed by too, unlooked at.
    if (walkPassesBy(name, entry.isDirectory() || entry.isSymbolicLink())) continue;
    const path = join(folder, name);
    const candidate = CANDIDATE_EXTENSIONS.has(extname(name).toLowerCase());
    // Whatever is not a folder and not named as a sitemap may be is named among the unopened, never passed by unsaid.
    if (!isUtf8(entry.name)) {
      if (candidate || entry.isDirectory() || entry.isSymbolicLink())
        skipped.push({ path, why: { fault: 'name-not-utf8' } });
      else unopened.push(path);
    } else if (entry.isDirectory()) appendAll(found, await listFiles(path, root, passed, true, signal));
    else if (entry.isSymbolicLink()) {
      const why = await linkSkipReason(path, root);
      // A link to a folder is named whatever its name: the sitemaps it leads to are not read.
      if (why === null) {
        if (candidate) found.push({ path, link: true });
        else aliases.push(path);
      } else if (candidate || why.fault === 'folder-link') skipped.push({ path, why });
      else unopened.push(path);
    } else if (!candidate) unopened.push(path);
    else if (entry.isFile()) found.push({ path, link: false });
    else skipped.push({ path, why: { fault: 'not-a-file' } });
  }
  return found;
}

/** Why a link is not read, or null when it leads to a file inside `root`. */
async function linkSkipReason(path: string, root: string): Promise<FolderSkipReason | null> {
  try {
    const target = await realpath(path);
    const info = await stat(target);
    if (info.isDirectory()) return { fault: 'folder-link', target };
    if (!info.isFile()) return { fault: 'not-a-file' };
    const inside = relative(root, target);
    return inside === '..' || inside.startsWith(`..${sep}`) || isAbsolute(inside) ? { fault: 'outside', target } : null;
  } catch (caught) {
    return whyUnread(caught);
  }
}
