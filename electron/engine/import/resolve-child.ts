import { realpath, stat } from 'node:fs/promises';
import { dirname, isAbsolute, join, relative as relativePath, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { fetchedUrl } from './fetched-url';
import { sourceError } from './source-error';

/** Where a listed sitemap is to be read from. */
export interface ChildLocation {
  location: string;
  remote: boolean;
}

/** A listed value without a scheme is relative to the file that lists it. */
export const SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/**
 * Resolves a sitemap listed by an index or a robots.txt. A remote parent's children are URLs
 * resolved against it, known as they are fetched (fetchedUrl: without a fragment). A parent on disk never reaches the network: its children are looked for
 * by their URL path under its folder, the longest matching part of that path first
 * (`https://example.com/sitemaps/a.xml.gz` → `./sitemaps/a.xml.gz`, then `./a.xml.gz`), and never
 * outside it, as a folder's import reads no link out of it: a `file:` URL or a `../` path elsewhere on
 * disk, or a link inside that leads out, is refused (child-outside-folder).
 */
export async function resolveChild(parent: { location: string; remote: boolean }, loc: string): Promise<ChildLocation> {
  const relative = SCHEME.test(loc) ? null : loc;
  if (parent.remote) {
    let url: URL;
    try {
      url = new URL(loc, parent.location);
    } catch {
      throw sourceError('child-loc-invalid', { loc, remote: true });
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') {
      throw sourceError('url-scheme-refused', { url: loc, as: 'listed' });
    }
    return { location: fetchedUrl(url), remote: true };
  }
  const folder = dirname(parent.location);
  const found = await onDisk(parent.location, folder, loc, relative);
  // Missing, it is told as listed (the index and its line), as any child is, not as a source of its own.
  if (found === null) throw sourceError('child-missing', { loc, folder });
  const child = await inFolder(folder, found.path, loc);
  // A folder or a pipe in the folder is told as what it is, never as missing: it is there, and never opened.
  if (found.kind !== 'file') throw sourceError('child-not-a-file', { loc, path: found.path, kind: found.kind });
  return child;
}

/**
 * What a child of a parent on disk names there: a `file:` URL's path (refused outside the parent's
 * folder as written before it is looked at; its links are judged once it is found), a relative path
 * under the folder, or the file whose path ends with the most of a URL's path (findBySuffix); null
 * when nothing is there.
 */
async function onDisk(parent: string, folder: string, loc: string, relative: string | null): Promise<DiskEntry | null> {
  if (/^file:/i.test(loc)) {
    const path = filePath(loc);
    if (!inside(folder, resolve(path))) throw sourceError('child-outside-folder', { loc, folder });
    return entryAt(path);
  }
  let path: string;
  if (relative === null) {
    if (!/^https?:/i.test(loc)) throw sourceError('url-scheme-refused', { url: loc, as: 'listed-local' });
    path = safePathname(loc);
  } else {
    path = relative.replace(/[?#].*$/, '');
  }
  return relative !== null && !path.startsWith('/')
    ? entryAt(resolve(folder, decodePath(path)))
    : findBySuffix(parent, path);
}

/** What a child's path names on disk (links followed): a regular file, a folder, or a pipe, socket or device. */
interface DiskEntry {
  path: string;
  kind: 'file' | 'folder' | 'special';
}

/** Whether `child` lies under `root`, as the two paths are written. */
function inside(root: string, child: string): boolean {
  const rel = relativePath(root, child);
  return rel !== '' && rel !== '..' && !rel.startsWith(`..${sep}`) && !isAbsolute(rel);
}

/** `path`, listed as `loc` and found there, as a child on disk when it lies in `folder` (links followed, both sides), else refused. */
async function inFolder(folder: string, path: string, loc: string): Promise<ChildLocation> {
  const real = async (at: string): Promise<string> => realpath(at).catch(() => at);
  if (!inside(folder, resolve(path)) || !inside(await real(folder), await real(path)))
    throw sourceError('child-outside-folder', { loc, folder });
  return { location: path, remote: false };
}

/**
 * The file under the parent's folder that ends with the longest part of `urlPath`. The parent
 * itself is taken only when its own path ends with the whole URL path: Hugo's `/en/sitemap.xml`,
 * listed by `sitemap.xml`, is `en/sitemap.xml`, never the index that shares its name. Where no
 * part names a file, the longest that names something else (a folder, a pipe) is answered, to be
 * told as such; null where none names anything.
 */
async function findBySuffix(parentPath: string, urlPath: string): Promise<DiskEntry | null> {
  const segments = decodePath(urlPath)
    .split('/')
    .filter((segment) => segment !== '' && segment !== '.' && segment !== '..');
  const namesParent = parentPath.endsWith(join(sep, ...segments));
  let other: DiskEntry | null = null;
  for (let count = segments.length; count >= 1; count--) {
    const candidate = join(dirname(parentPath), ...segments.slice(-count));
    if (candidate === parentPath && !namesParent) continue;
    const entry = await entryAt(candidate);
    if (entry?.kind === 'file') return entry;
    other ??= entry;
  }
  return other;
}

/** A `file:` URL's path; one that names none here (an encoded slash, another host) is no valid URL of a file. */
function filePath(loc: string): string {
  try {
    return fileURLToPath(loc);
  } catch {
    throw sourceError('child-loc-invalid', { loc, remote: false });
  }
}

function safePathname(loc: string): string {
  try {
    return new URL(loc).pathname;
  } catch {
    throw sourceError('child-loc-invalid', { loc, remote: false });
  }
}

function decodePath(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/** What `path` names (links followed), or null where nothing is there or it cannot be told. */
async function entryAt(path: string): Promise<DiskEntry | null> {
  try {
    const info = await stat(path);
    return { path, kind: info.isFile() ? 'file' : info.isDirectory() ? 'folder' : 'special' };
  } catch {
    return null;
  }
}
