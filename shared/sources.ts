import { commonMessages } from './i18n/messages/en/common';
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
 * How each kind is named in English (the list of kinds too). In the person's language:
 * `common.sourceKind.<kind>` of the message catalogues, which this is.
 */
export const SOURCE_KIND_LABELS: Record<SourceKind, string> = commonMessages.sourceKind;

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
