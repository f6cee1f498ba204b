import type { Problem } from './problems';

/** What a source turned out to be, decided by its bytes (gzip is an encoding, reported separately). */
export type SourceKind = 'project' | 'folder' | 'url' | 'urlset' | 'sitemapindex' | 'text' | 'robots' | 'unknown';

export interface SourceRef {
  /** Absolute path, or the URL for kind `url`. */
  location: string;
  /** The file or folder name a person recognises. */
  name: string;
  kind: SourceKind;
  gzip: boolean;
  bytes: number | null;
}

export interface OpenPathsResult {
  sources: SourceRef[];
  problems: Problem[];
}

/** How each kind is named to a person, in the app and the CLI alike. */
export const SOURCE_KIND_LABELS: Record<SourceKind, string> = {
  project: 'Sitemap Studio project',
  folder: 'Folder',
  url: 'Web address',
  urlset: 'XML sitemap',
  sitemapindex: 'Sitemap index',
  text: 'Text sitemap',
  robots: 'robots.txt',
  unknown: 'Unrecognised file',
};
