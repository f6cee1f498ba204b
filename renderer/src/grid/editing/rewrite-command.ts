import type { ColumnarTable } from '../../../../shared/columnar/columnar-table';
import type { UrlColumns } from '../../../../shared/columnar/url-columns';
import { locChanges, type LocChanges, type LocRewrite } from '../../../../shared/loc-rewrite/rewrite-locs';
import type { TableCommand } from '../../history';
import { actionLabel } from '../../table/action-label';
import { alternatesCommands, type AlternatesReplacement } from '../../table/alternates-commands';
import { CellChanges, type SetCells } from '../../table/edit-commands';
import { renamedAlternates } from '../../table/renamed-alternates';

/** A loc rewrite over a table as one undoable command. */
export function rewriteCommand(rows: UrlColumns, changes: LocChanges): SetCells {
  const cells = new CellChanges(rows);
  changes.after.forEach((loc, i) => cells.add(changes.at[i]!, 'loc', loc));
  return cells.command(actionLabel('rewriteLocs', cells.size));
}

/** The locs a rewrite renames, as written before → after. */
export function renamedLocs(rows: UrlColumns, changes: LocChanges): Map<string, string> {
  const renamed = new Map<string, string>();
  changes.after.forEach((loc, i) => renamed.set(rows.get(changes.at[i]!, 'loc'), loc));
  return renamed;
}

/** The alternates across the project that name a loc the rewrite renames, moved with it (renamedAlternates). */
export function rewriteFollowers(
  rows: UrlColumns,
  changes: LocChanges,
  tables: readonly ColumnarTable[],
): AlternatesReplacement[] {
  return renamedAlternates(renamedLocs(rows, changes), tables);
}

/** A loc rewrite of `table` as one undo step: its locs, and the project's alternates that name them (`followers`). */
export function rewriteSteps(
  table: ColumnarTable,
  changes: LocChanges,
  followers: readonly AlternatesReplacement[],
  tables: readonly ColumnarTable[],
): TableCommand[] {
  const locs = rewriteCommand(table.rows, changes);
  return [{ tableId: table.id, command: locs }, ...alternatesCommands(followers, tables, locs.label)];
}

/** What a rewrite changes in the stored rows `within` (the selection), or in the whole table when null. */
export function locChangesIn(rows: UrlColumns, within: ArrayLike<number> | null, rewrite: LocRewrite): LocChanges {
  if (!within) return locChanges(rows.rowCount, (row) => rows.get(row, 'loc'), rewrite);
  const changes = locChanges(within.length, (i) => rows.get(within[i]!, 'loc'), rewrite);
  return { at: changes.at.map((i) => within[i]!), after: changes.after };
}
