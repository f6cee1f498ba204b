import type { UrlColumns } from '../../../shared/columnar/url-columns';
import type { UrlRow } from '../../../shared/url-table';
import { sitemapKind, type SitemapKind } from '../../../shared/validation/sitemap-kind';

/**
 * A batch as a streaming taker that reads columns gets it: row objects (a text sitemap, a table
 * read in batches, a project's records; at most ROWS_PER_BATCH), or a parse worker's columns as
 * they came, a whole file in one batch, never made into rows on this thread.
 */
export type StreamBatch = readonly UrlRow[] | UrlColumns;

/** RowBatches whose batches may be columns (see StreamBatch). */
export interface StreamBatches {
  kind: SitemapKind;
  batches: AsyncIterable<StreamBatch>;
  /** The whole file's columns, when it came as columns (its one batch). */
  columns?: UrlColumns;
}

/** A file's columns held whole, handed on as its one batch. */
export function wholeColumns(columns: UrlColumns): StreamBatches & { columns: UrlColumns } {
  return { kind: sitemapKind(columns), batches: onlyBatch(columns), columns };
}

async function* onlyBatch(columns: UrlColumns): AsyncGenerator<StreamBatch> {
  if (columns.rowCount > 0) yield columns;
}
