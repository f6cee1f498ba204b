import { problemAt, type Problem } from '../../../shared/problems';
import type { ExportTable } from '../../../shared/export-types';
import type { UrlRow } from '../../../shared/url-table';
import { isColumns, rowCount } from '../../../shared/validation/table-rows';
import { extensionsOf } from '../../../shared/columnar/row-extensions';

/** Whether a row holds anything but its loc: a text sitemap writes nothing else of it. */
const holdsMore = (row: UrlRow): boolean =>
  row.lastmod !== null || row.changefreq !== null || row.priority !== null || extensionsOf(row) !== undefined;

/** How many of a table's rows (or a batch's) hold more than a loc; from columns, by their codes and sparse rows alone. */
export function rowsHoldingMore(rows: ExportTable['rows']): number {
  let count = 0;
  if (!isColumns(rows)) {
    for (const row of rows) if (holdsMore(row)) count++;
    return count;
  }
  const { lastmods, changefreqs, priorities, extensions } = rows;
  for (let i = 0, n = rowCount(rows); i < n; i++)
    if (!lastmods.isAbsent(i) || !changefreqs.isAbsent(i) || !priorities.isAbsent(i) || extensions.has(i)) count++;
  return count;
}

/**
 * A text sitemap holds one URL a line and nothing else: the rows that hold more (a lastmod, an image,
 * hreflang links…) are written as their locs alone, which the person is told, with how many.
 */
export function textOnlyLocsWarning(tables: readonly ExportTable[]): Problem[] {
  return textOnlyLocsOf(tables.reduce((sum, table) => sum + rowsHoldingMore(table.rows), 0));
}

/** textOnlyLocsWarning of `rows` rows counted as they came (a streamed export's batches). */
export const textOnlyLocsOf = (rows: number): Problem[] =>
  rows === 0 ? [] : [problemAt({ field: 'settings' }, 'text-fields-not-written', { rows })];
