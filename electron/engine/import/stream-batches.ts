import type { UrlColumns } from '../../../shared/columnar/url-columns';
import type { UrlRow } from '../../../shared/url-table';
import { sitemapKind } from '../../../shared/validation/sitemap-kind';
import type { ColumnsFacts } from './columns-facts';
import type { RowBatches } from './row-batches';

/**
 * A batch as a streaming taker that reads columns gets it: row objects (a text sitemap, a table
 * read in batches, a project's records; at most ROWS_PER_BATCH), or a parse worker's columns as
 * they came, a whole file in one batch, never made into rows on this thread.
 */
export type StreamBatch = readonly UrlRow[] | UrlColumns;

/** RowBatches whose batches may be columns (see StreamBatch). */
export interface StreamBatches extends RowBatches<StreamBatch> {
  /** The whole file's columns, when it came as columns (its one batch). */
  columns?: UrlColumns;
  /**
   * Whether a row lists hreflang alternates, when known before reading them (ColumnsFacts): false
   * spares the cluster check reading each row's extensions.
   */
  alternates?: boolean;
}

/** A file's columns held whole, handed on as its one batch; `facts`, what they hold when known (else read from them). */
export function wholeColumns(columns: UrlColumns, facts?: ColumnsFacts): StreamBatches & { columns: UrlColumns } {
  const kind = facts?.kind ?? sitemapKind(columns);
  return { kind, batches: onlyBatch(columns), columns, ...(facts && { alternates: facts.alternates }) };
}

async function* onlyBatch(columns: UrlColumns): AsyncGenerator<StreamBatch> {
  if (columns.rowCount > 0) yield columns;
}
