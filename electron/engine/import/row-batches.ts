import type { UrlRow } from '../../../shared/url-table';
import { sitemapKind, type SitemapKind } from '../../../shared/validation/sitemap-kind';

/** A table's rows reach a streaming taker (the CLI) in batches of at most this many: one sitemap file's worth. */
export const ROWS_PER_BATCH = 50_000;

/**
 * A table's rows as a streaming taker gets them: in batches (each taken once, in order), and the
 * kind of sitemap they make, known before the first (an export's files are split by it). `Batch`:
 * row objects, or, for a taker that reads columns, rows or columns (StreamBatches).
 */
export interface RowBatches<Batch = readonly UrlRow[]> {
  kind: SitemapKind;
  batches: AsyncIterable<Batch>;
  /**
   * Said, before the first batch is asked for, by a taker that puts the rows into columns as they
   * come (within a few hundred rows), keeping none: a table parsed as it is taken (a CSV or TSV) then
   * makes its rows as a parse worker's are, their texts where they lie in the parsed text, with no
   * copy and no lists of their own. The rows waiting for their append keep a parse's text (a file's
   * read, 256 KiB) alive that long.
   */
  copiedAtOnce?(): void;
}

/** Rows held whole (a sitemap file, a project's table), handed on as batches. */
export function wholeRows(rows: readonly UrlRow[]): RowBatches {
  return { kind: sitemapKind(rows), batches: batchesOf(rows) };
}

async function* batchesOf(rows: readonly UrlRow[]): AsyncGenerator<readonly UrlRow[]> {
  if (rows.length <= ROWS_PER_BATCH) {
    if (rows.length > 0) yield rows;
    return;
  }
  for (let at = 0; at < rows.length; at += ROWS_PER_BATCH) yield rows.slice(at, at + ROWS_PER_BATCH);
}
