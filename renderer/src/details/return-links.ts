import type { UrlRow } from '../../../shared/url-table';
import type { ColumnarTable } from '../../../shared/columnar/columnar-table';
import { missingReturnLinks, type LocIndex } from '../../../shared/validation/alternates-reciprocity';
import type { DetailChange } from './detail-edits';

/**
 * The hreflang fix for `row` as detail changes: every row of its set that lacks links of the set
 * gets them. `index` must have been built over `tables` (its places name tables by their order).
 */
export function returnLinkChanges(row: UrlRow, index: LocIndex, tables: readonly ColumnarTable[]): DetailChange[] {
  return missingReturnLinks(row, index).map((change) => ({
    tableId: tables[change.table]!.id,
    row: change.at,
    field: 'alternates',
    value: change.after,
  }));
}
