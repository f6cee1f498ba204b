import { readdir } from 'node:fs/promises';
import { basename, extname, join } from 'node:path';
import type { FolderSkipReason } from '../../../shared/problem-catalogue';
import { readHead } from '../read-head';
import { sniffText, type SniffedKind } from '../sniff-kind';

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
const KIND_ORDER: Record<string, number> = { robots: 0, sitemapindex: 1, urlset: 2, text: 3 };

/**
 * Every sitemap-like file under `folder` (hidden entries and node_modules skipped), by the kind
 * its bytes show: robots.txt files first, then indexes, then sitemaps, each group by path.
 */
export async function walkFolder(folder: string): Promise<{ files: FolderFile[]; skipped: SkippedFile[] }> {
  const files: FolderFile[] = [];
  const skipped: SkippedFile[] = [];
  for (const path of await listFiles(folder)) {
    let kind: SniffedKind;
    try {
      kind = sniffText((await readHead(path)).text, basename(path));
    } catch (caught) {
      skipped.push({
        path,
        why: { fault: 'unreadable', reason: caught instanceof Error ? caught.message : String(caught) },
      });
      continue;
    }
    if (kind in KIND_ORDER) files.push({ path, kind });
    else skipped.push({ path, why: { fault: 'unrecognised' } });
  }
  files.sort((a, b) => KIND_ORDER[a.kind]! - KIND_ORDER[b.kind]! || a.path.localeCompare(b.path));
  return { files, skipped };
}

async function listFiles(folder: string): Promise<string[]> {
  const found: string[] = [];
  for (const entry of await readdir(folder, { withFileTypes: true })) {
    if (entry.name.startsWith('.')) continue;
    const path = join(folder, entry.name);
    if (entry.isDirectory() && !SKIPPED_FOLDERS.has(entry.name)) found.push(...(await listFiles(path)));
    else if (entry.isFile() && CANDIDATE_EXTENSIONS.has(extname(entry.name).toLowerCase())) found.push(path);
  }
  return found;
}
