import type { UrlColumns } from '../../../../shared/columnar/url-columns';
import { locChanges, type LocChanges, type LocRewrite } from '../../../../shared/loc-rewrite/rewrite-locs';
import { actionLabel } from '../../table/action-label';
import { CellChanges, type SetCells } from '../../table/edit-commands';

/** A loc rewrite over a table as one undoable command. */
export function rewriteCommand(rows: UrlColumns, changes: LocChanges): SetCells {
  const cells = new CellChanges(rows);
  changes.after.forEach((loc, i) => cells.add(changes.at[i]!, 'loc', loc));
  return cells.command(actionLabel('rewriteLocs', cells.size));
}

/** What a rewrite changes in the stored rows `within` (the selection), or in the whole table when null. */
export function locChangesIn(rows: UrlColumns, within: ArrayLike<number> | null, rewrite: LocRewrite): LocChanges {
  if (!within) return locChanges(rows.rowCount, (row) => rows.get(row, 'loc'), rewrite);
  const changes = locChanges(within.length, (i) => rows.get(within[i]!, 'loc'), rewrite);
  return { at: changes.at.map((i) => within[i]!), after: changes.after };
}
