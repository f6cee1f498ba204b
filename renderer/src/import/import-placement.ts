import { formatCount } from '../../../shared/format';
import type { ReceivedFile } from '../../../shared/import-types';
import type { DuplicatePolicy, MergePlan } from '../../../shared/merge-rows';
import { oneTableFromImport, tablesFromImport } from '../../../shared/tables-from-import';
import type { ColumnarTable } from '../../../shared/columnar/columnar-table';

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
  options: { takenNames: Iterable<string>; newId: () => string },
): ColumnarTable[] {
  return placement.choice === 'one-table'
    ? [oneTableFromImport(files, placement.tableName, options)]
    : tablesFromImport(files, options).tables;
}

const urls = (count: number): string => `${formatCount(count)} ${count === 1 ? 'URL' : 'URLs'}`;

/** What the status bar says after new tables were added. */
export function addedSentence(tables: readonly ColumnarTable[]): string {
  const total = urls(tables.reduce((sum, table) => sum + table.rows.rowCount, 0));
  return tables.length === 1
    ? `Added the table "${tables[0]!.name}" with ${total}.`
    : `Added ${formatCount(tables.length)} tables with ${total}.`;
}

/** What the status bar says after an import was merged into a table. */
export function mergedSentence(tableName: string, plan: MergePlan, policy: DuplicatePolicy): string {
  const parts = [`${urls(plan.added.rowCount)} added`];
  if (policy === 'update') parts.push(`${formatCount(plan.at.length)} updated`);
  if (plan.unchanged > 0) parts.push(`${formatCount(plan.unchanged)} already up to date`);
  if (plan.kept > 0) parts.push(`${formatCount(plan.kept)} already in the table, kept as they were`);
  return `Merged into "${tableName}": ${parts.join(', ')}.`;
}
