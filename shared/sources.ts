import { commonMessages } from './i18n/messages/en/common';
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

/**
 * Every kind, as the keys of their English names (`common.sourceKind.<kind>` of the catalogues),
 * so a project file's kinds are checked against the same list. To name a kind, use sourceKindLabel.
 */
export const SOURCE_KIND_LABELS: Record<SourceKind, string> = commonMessages.sourceKind;

/** How a kind is named in the active language ("XML sitemap", "XML-sitemap"). */
export const sourceKindLabel = (kind: SourceKind): string => translateMessage(`common.sourceKind.${kind}`);

/** What a person recognises a location by: a URL's last path segment (or its host), a path's last name. */
export function nameOfLocation(location: string): string {
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(location)) {
    try {
      const url = new URL(location);
      return url.pathname.length > 1 ? (url.pathname.split('/').filter(Boolean).pop() ?? url.host) : url.host;
    } catch {
      return location;
    }
  }
  return location.split(/[\\/]/).filter(Boolean).pop() ?? location;
}
