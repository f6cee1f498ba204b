import { translateMessage } from './i18n/translator';
import type { Problem } from './problems';

/** What a source turned out to be, decided by its bytes (gzip is an encoding, reported separately). */
export type SourceKind =
  | 'project'
  | 'folder'
  | 'url'
  | 'urlset'
  | 'sitemapindex'
  | 'text'
  | 'robots'
  /** A CSV or TSV table, told by its name (.csv, .tsv): text has no bytes that say so. */
  | 'csv'
  | 'unknown';

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

/** Every kind, for checking a kind read from a file. */
export const SOURCE_KINDS: readonly SourceKind[] = [
  'project',
  'folder',
  'url',
  'urlset',
  'sitemapindex',
  'text',
  'robots',
  'csv',
  'unknown',
];

/** A file of this kind is not read for an import: of no known kind, or a project (opened, not imported). */
export const notImported = (kind: SourceKind): boolean => kind === 'unknown' || kind === 'project';

/** How a kind is named to a person, in the app and the CLI alike, in the active language. */
export const sourceKindLabel = (kind: SourceKind): string => translateMessage(`import.sourceKind.${kind}`);

export { nameOfLocation } from './location-name';
