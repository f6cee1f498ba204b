import type { UrlColumns } from '../../../shared/columnar/url-columns';
import { sitemapKind, type SitemapKind } from '../../../shared/validation/sitemap-kind';

/**
 * What a file's columns hold, read where their rows' extensions are decoded (a parse worker): the
 * thread they go to keeps those extensions packed (appendSlice's `packed`), and reading these there
 * would decode every one of them.
 */
export interface ColumnsFacts {
  kind: SitemapKind;
  /** Whether any row lists hreflang alternates. */
  alternates: boolean;
}

export function columnsFacts(table: UrlColumns): ColumnsFacts {
  let alternates = false;
  for (const extensions of table.extensions.values()) if ((alternates = extensions.alternates.length > 0)) break;
  return { kind: sitemapKind(table), alternates };
}
