import { formatCount, formatCounted } from '../../../shared/format';
import type { ReceivedFile } from '../../../shared/import-types';
import type { DuplicatePolicy, MergePlan } from '../../../shared/merge-rows';
import { oneTableFromImport, tablesFromImport } from '../../../shared/tables-from-import';
import type { ColumnarTable } from '../../../shared/columnar/columnar-table';
import type { SourceRef } from '../../../shared/sources';
import { t } from '../i18n';

/** Where the imported rows go: a new table per sitemap, one new table, or an existing table. */
export type TableChoice = 'per-sitemap' | 'one-table' | 'merge';

export interface Placement {
  choice: TableChoice;
  /** For one-table: its name (made unique if taken). */
  tableName: string;
  /** For merge: the table. */
  targetTableId: string | null;
  policy: DuplicatePolicy;
}

/** How opening files places them: a new table per sitemap, as the dialog does unless told otherwise. */
export const TABLE_PER_SITEMAP: Placement = {
  choice: 'per-sitemap',
  tableName: '',
  targetTableId: null,
  policy: 'update',
};

/** The new tables an import makes, placed per sitemap or as one table; names not yet taken. */
export function newTablesFor(
  files: readonly ReceivedFile[],
  placement: Placement,
  options: { takenNames: Iterable<string>; newId: () => string; origin?: SourceRef | null },
): ColumnarTable[] {
  return placement.choice === 'one-table'
    ? [oneTableFromImport(files, placement.tableName, options)]
    : tablesFromImport(files, options).tables;
}

const urls = (count: number): string => formatCounted('import.count.urls', count);

/** What the status bar says after new tables were added. */
export function addedSentence(tables: readonly ColumnarTable[]): string {
  const total = urls(tables.reduce((sum, table) => sum + table.rows.rowCount, 0));
  return tables.length === 1
    ? t('import.notice.addedTable', { name: tables[0]!.name, urls: total })
    : t('import.notice.addedTables', { tables: formatCounted('import.count.tables', tables.length), urls: total });
}

/** What the status bar says after an import was merged into a table. */
export function mergedSentence(tableName: string, plan: MergePlan, policy: DuplicatePolicy): string {
  const parts = [t('import.notice.mergedAdded', { urls: urls(plan.added.rowCount) })];
  if (policy === 'update') parts.push(t('import.notice.mergedUpdated', { count: formatCount(plan.at.length) }));
  if (plan.unchanged > 0) parts.push(t('import.notice.mergedUnchanged', { count: formatCount(plan.unchanged) }));
  if (plan.kept > 0) parts.push(formatCounted('import.notice.mergedKept', plan.kept));
  return t('import.notice.merged', { name: tableName, parts: parts.join(t('import.notice.listSeparator')) });
}
