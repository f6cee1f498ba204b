import type { UrlColumns } from '../../../shared/columnar/url-columns';
import type { LocChanges } from '../../../shared/loc-rewrite/rewrite-locs';
import { actionLabel } from '../history/action-label';
import { CellChanges, type SetCells } from '../history/edit-commands';

/** A loc rewrite over a table as one undoable command. */
export function rewriteCommand(rows: UrlColumns, changes: LocChanges): SetCells {
  const cells = new CellChanges(rows);
  changes.after.forEach((loc, i) => cells.add(changes.at[i]!, 'loc', loc));
  return cells.command(actionLabel('rewriteLocs', cells.size));
}
