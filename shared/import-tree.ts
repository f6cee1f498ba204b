import type { ImportedFile, ImportResult, UnreadSource } from './import-types';
import type { Problem } from './problems';
import { nameOfLocation, type SourceKind } from './sources';
import { inListedOrder } from './listed-order';
import { holdsRows } from './tables-from-import';

/** One file an import read (or a folder named, or a source it could not read), with what lies under it. */
export interface ImportTreeNode {
  /** The file's location (path or final URL), the folder's path, or the location that failed. */
  id: string;
  name: string;
  kind: SourceKind;
  gzip: boolean;
  /** This file's URLs, or those of every file under it. */
  urlCount: number;
  /** Where a file limit left listed sitemaps unread and unshown, an index's distinct sitemaps as it lists them; else 0. */
  listed: number;
  errors: number;
  warnings: number;
  /** Reading stopped early; the rows before the stop are kept. */
  partial: boolean;
  /** A sitemap, text sitemap or table: its rows can be added. */
  holdsRows: boolean;
  children: ImportTreeNode[];
}

const URL_LIKE = /^[a-z][a-z0-9+.-]*:\/\//i;

/**
 * What an import found, as a tree: robots.txt → indexes → sitemaps, following the parent each file
 * names, with the files of a named folder under the folder, and a node for each source that could
 * not be read at all, under what listed it. Problems are counted on the file they name.
 */
export function buildImportTree(
  result: Omit<ImportResult, 'files'> & { files: readonly Pick<ImportedFile, 'summary' | 'sitemaps'>[] },
  named: readonly string[],
): ImportTreeNode[] {
  const byId = new Map<string, ImportTreeNode>();
  const roots: ImportTreeNode[] = [];
  const folders = new Map<string, ImportTreeNode>();
  for (const location of named) {
    // A named folder groups the loose files read from it (a URL is never a folder).
    if (!URL_LIKE.test(location) && result.files.some((file) => isInside(file.summary.location, location))) {
      const folder = treeNode(location, nameOfLocation(location), 'folder');
      folders.set(location, folder);
      byId.set(location, folder);
      roots.push(folder);
    }
  }
  // A source that failed and was read when listed again is the file read: not shown twice.
  const read = new Set(result.files.map(({ summary }) => summary.location));
  const addUnread = ({ location, parent }: UnreadSource): void => {
    if (byId.has(location) || read.has(location)) return;
    const item = treeNode(location, nameOfLocation(location), 'unknown');
    byId.set(location, item);
    const listedBy = parent === null ? folderOf(location, folders) : byId.get(parent);
    (listedBy?.children ?? roots).push(item);
  };
  // Only a file limit leaves listed sitemaps out of the tree unsaid: the count says how many then.
  const limited = result.problems.some((item) => item.code === 'import-file-limit');
  // A file not read goes where it was listed among the files read, as the index lists them.
  for (const slot of inListedOrder(result.files, result.unread)) {
    if ('unread' in slot) {
      addUnread(slot.unread);
      continue;
    }
    const { summary } = slot.file;
    const item = treeNode(summary.location, summary.name, summary.kind);
    item.gzip = summary.gzip;
    item.urlCount = summary.urlCount;
    item.partial = summary.partial;
    if (summary.kind === 'sitemapindex' && limited) item.listed = new Set(slot.file.sitemaps.map((e) => e.loc)).size;
    byId.set(item.id, item);
    const parent = summary.parent === null ? folderOf(summary.location, folders) : byId.get(summary.parent);
    (parent?.children ?? roots).push(item);
  }
  for (const item of result.problems) countProblem(item, byId, roots);
  roots.forEach(sumUrls);
  return roots;
}

/** The tree in display order, with each node's depth (0 for a root). */
export function flattenTree(roots: readonly ImportTreeNode[]): { node: ImportTreeNode; depth: number }[] {
  const flat: { node: ImportTreeNode; depth: number }[] = [];
  const walk = (nodes: readonly ImportTreeNode[], depth: number): void => {
    for (const item of nodes) {
      flat.push({ node: item, depth });
      walk(item.children, depth + 1);
    }
  };
  walk(roots, 0);
  return flat;
}

/** The files under a node (itself included) whose rows can be added. */
export function rowFilesUnder(item: ImportTreeNode): string[] {
  return flattenTree([item])
    .filter(({ node }) => node.holdsRows)
    .map(({ node }) => node.id);
}

/** Whether a node is in the import: every sitemap under it, none, some ('mixed'), or null when it leads to none. */
export function checkState(item: ImportTreeNode, excluded: ReadonlySet<string>): boolean | 'mixed' | null {
  const files = rowFilesUnder(item);
  if (files.length === 0) return null;
  const left = files.filter((id) => excluded.has(id)).length;
  if (left === 0) return true;
  return left === files.length ? false : 'mixed';
}

/** Ticks or unticks a node: a partly ticked one is unticked, as in a file manager's tree. */
export function toggleNode(item: ImportTreeNode, excluded: ReadonlySet<string>): Set<string> {
  const next = new Set(excluded);
  const leaveOut = checkState(item, excluded) !== false;
  for (const id of rowFilesUnder(item)) {
    if (leaveOut) next.add(id);
    else next.delete(id);
  }
  return next;
}

/** A node of nothing found yet: no URLs, problems or children, its rows addable as its kind says. */
export function treeNode(id: string, name: string, kind: SourceKind): ImportTreeNode {
  return {
    id,
    name,
    kind,
    gzip: false,
    urlCount: 0,
    listed: 0,
    errors: 0,
    warnings: 0,
    partial: false,
    holdsRows: holdsRows(kind),
    children: [],
  };
}

function countProblem(item: Problem, byId: Map<string, ImportTreeNode>, roots: ImportTreeNode[]): void {
  const file = item.place.file;
  if (file === undefined || item.severity === 'info') return;
  let target = byId.get(file);
  if (!target) {
    // Nothing was read from it: a missing file, a URL that failed, a folder with no sitemap.
    target = treeNode(file, nameOfLocation(file), 'unknown');
    byId.set(file, target);
    roots.push(target);
  }
  // A stand-in line (past the per-code limit) counts as the problems it stands for.
  const count = item.unlisted ?? 1;
  if (item.severity === 'error') target.errors += count;
  else target.warnings += count;
}

function sumUrls(item: ImportTreeNode): number {
  if (item.children.length > 0) item.urlCount += item.children.reduce((sum, child) => sum + sumUrls(child), 0);
  return item.urlCount;
}

function folderOf(location: string, folders: ReadonlyMap<string, ImportTreeNode>): ImportTreeNode | undefined {
  for (const [path, folder] of folders) if (isInside(location, path)) return folder;
  return undefined;
}

/** True when `location` lies inside the folder `folder` (either separator: the renderer has no `path`). */
function isInside(location: string, folder: string): boolean {
  const base = folder.replace(/[\\/]+$/, '');
  return location.length > base.length + 1 && location.startsWith(base) && /[\\/]/.test(location[base.length]!);
}
