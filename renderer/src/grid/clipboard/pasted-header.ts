import { headerColumnName } from '../../../../shared/table-text-format';
import { GRID_COLUMNS, isEditable } from '../../table/columns';
import type { CellRange } from '../../table/selection';

/** Each cell of a line as the editable grid column its text names (as an import reads a header), or null. */
const namedColumns = (line: readonly string[]): (number | null)[] =>
  line.map((cell) => {
    const name = headerColumnName(cell);
    const at = GRID_COLUMNS.findIndex((column) => column.key === name && isEditable(column.key));
    return at === -1 ? null : at;
  });

/**
 * A pasted block that starts with a sheet's header row (a line naming loc, as an import reads a
 * table's header), as the rows under it with each cell moved to the column its header names, pasted
 * from the loc column of the selection's first row; null for a block of data alone. A header pasted
 * as data made `loc` a row, and put a sheet's priority under changefreq where its columns were in
 * another order. Cells under a name the grid has no column for are left out, and counted (`dropped`:
 * such columns, for the notice of columns unused).
 */
export function byPastedHeader(
  block: readonly (readonly string[])[],
  range: CellRange,
): { block: string[][]; range: CellRange; dropped: number } | null {
  if (block.length < 2) return null;
  const columns = namedColumns(block[0]!);
  if (!columns.includes(GRID_COLUMNS.findIndex((column) => column.key === 'loc'))) return null;
  const rows = block.slice(1).map((cells) => {
    const row: string[] = [];
    columns.forEach((column, i) => {
      if (column !== null && cells[i] !== undefined) row[column] = cells[i]!;
    });
    return row;
  });
  const dropped = columns.filter((column, i) => column === null && block[0]![i]!.trim() !== '').length;
  return { block: rows, range: { top: range.top, bottom: range.top, left: 0, right: 0 }, dropped };
}
