import { formatCount } from '../../../shared/format';
import type { ImportResult, ImportedFile } from '../../../shared/import-types';
import { planMerge, type DuplicatePolicy } from '../../../shared/merge-rows';
import { oneTableFromImport, rowsOfFiles, tablesFromImport } from '../../../shared/tables-from-import';
import { withoutValidationRepeats } from '../../../shared/validation/import-repeats';
import { useHistoryStore } from '../history/history-store';
import { newTableId, useProjectStore } from '../project/project-store';
import { mergeCommand } from './merge-command';

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

const urls = (count: number): string => `${formatCount(count)} ${count === 1 ? 'URL' : 'URLs'}`;

/**
 * Adds the ticked files of an import to the project as the person chose, with the import's problems
 * (except those of files left out) and the first robots.txt it read. A merge is one undoable edit.
 * Returns the sentence that tells what was added.
 */
export function addImported(
  result: ImportResult,
  files: readonly ImportedFile[],
  leftOut: ReadonlySet<string>,
  placement: Placement,
): string {
  const project = useProjectStore();
  const robots = result.files.find((file) => file.summary.kind === 'robots')?.robotsText ?? null;
  const options = { takenNames: project.tables.map((table) => table.name), newId: newTableId };
  // The rows added are validated at once, so a cell's problem is listed there, once.
  const problems = result.problems.filter((item) => !leftOut.has(item.place.file ?? ''));
  project.addProblems(withoutValidationRepeats(problems, files));
  if (placement.choice === 'merge') return mergeInto(placement, rowsOfFiles(files), robots);
  const tables =
    placement.choice === 'one-table'
      ? [oneTableFromImport(files, placement.tableName, options)]
      : tablesFromImport(files, options).tables;
  project.addImported(tables, robots);
  const total = urls(tables.reduce((sum, table) => sum + table.rows.length, 0));
  return tables.length === 1
    ? `Added the table "${tables[0]!.name}" with ${total}.`
    : `Added ${formatCount(tables.length)} tables with ${total}.`;
}

function mergeInto(placement: Placement, rows: ReturnType<typeof rowsOfFiles>, robots: string | null): string {
  const project = useProjectStore();
  const table = placement.targetTableId ? project.tableById(placement.targetTableId) : null;
  if (!table) return 'The table to merge into is no longer there: nothing was added.';
  const plan = planMerge(table.rows, rows, placement.policy);
  useHistoryStore().run(table.id, mergeCommand(table.rows.length, plan, `Import into "${table.name}"`));
  project.addImported([], robots);
  project.setActiveTable(table.id);
  const parts = [`${urls(plan.added.length)} added`];
  if (placement.policy === 'update') parts.push(`${formatCount(plan.changed.length)} updated`);
  if (plan.unchanged > 0) parts.push(`${formatCount(plan.unchanged)} already up to date`);
  if (plan.kept > 0) parts.push(`${formatCount(plan.kept)} already in the table, kept as they were`);
  return `Merged into "${table.name}": ${parts.join(', ')}.`;
}
