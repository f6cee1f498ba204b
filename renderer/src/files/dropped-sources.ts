import { PROJECT_FILE_EXTENSION } from '../../../shared/protocol';

/** What a drop onto the window carried, sorted by what the app does with it. */
export interface DroppedSources {
  /** Project files: opened as projects, not imported. */
  projects: string[];
  /** Paths and http(s) URLs for the import dialog. */
  sources: { location: string; kind: 'file' | 'url' }[];
  /** Links of other schemes (ftp:, mailto:), which cannot be imported. */
  refused: string[];
  /** Dropped files that came with no path (a page outside Electron learns none). */
  withoutPath: number;
}

/**
 * Sorts a drop: `filePaths` are the dropped files' paths (from the preload; '' when there is none),
 * `uriList` the drop's text/uri-list (links from a browser, file:// URIs from a file manager).
 * The same item given both ways is counted once.
 */
export function droppedSources(filePaths: readonly string[], uriList: string): DroppedSources {
  const dropped: DroppedSources = { projects: [], sources: [], refused: [], withoutPath: 0 };
  const seen = new Set<string>();
  const add = (location: string, kind: 'file' | 'url'): void => {
    if (seen.has(location)) return;
    seen.add(location);
    if (kind === 'file' && location.toLowerCase().endsWith(PROJECT_FILE_EXTENSION)) dropped.projects.push(location);
    else dropped.sources.push({ location, kind });
  };
  for (const path of filePaths) {
    if (path === '') dropped.withoutPath += 1;
    else add(path, 'file');
  }
  for (const line of uriList.split(/\r?\n/)) {
    const uri = line.trim();
    if (uri === '' || uri.startsWith('#')) continue; // RFC 2483: comments start with #
    if (/^https?:\/\//i.test(uri)) add(uri, 'url');
    else if (/^file:/i.test(uri)) add(pathFromFileUri(uri), 'file');
    else dropped.refused.push(uri);
  }
  return dropped;
}

/** `file:///home/a%20b/x.xml` → `/home/a b/x.xml`; `file:///C:/x.xml` → `C:/x.xml`; a host makes a UNC path. */
export function pathFromFileUri(uri: string): string {
  const url = new URL(uri);
  let path = decodeURIComponent(url.pathname);
  if (/^\/[A-Za-z]:[\\/]/.test(path)) path = path.slice(1);
  return url.host !== '' && url.host !== 'localhost' ? `//${url.host}${path}` : path;
}
