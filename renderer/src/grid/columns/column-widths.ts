import { GRID_COLUMNS, type ColumnKey } from '../../table/columns';

/** The narrowest a column may be, and the widest. */
export const MIN_COLUMN_WIDTH = 40;
export const MAX_COLUMN_WIDTH = 2000;
/** How far an arrow key moves a column's edge. */
export const WIDTH_STEP = 10;

/** Widths the user chose, by table name and column; columns not named keep their default. */
export type SavedWidths = Record<string, Partial<Record<ColumnKey, number>>>;

export const clampWidth = (width: number): number =>
  Math.min(MAX_COLUMN_WIDTH, Math.max(MIN_COLUMN_WIDTH, Math.round(width)));

/** Every column's width for a table: the saved one, or the column's default. */
export function widthsFor(saved: SavedWidths, tableName: string): number[] {
  const chosen = saved[tableName] ?? {};
  return GRID_COLUMNS.map((column) => chosen[column.key] ?? column.width);
}

/** Saved widths with one column changed; back at its default, the column is forgotten. */
export function withWidth(saved: SavedWidths, tableName: string, col: number, width: number | null): SavedWidths {
  const column = GRID_COLUMNS[col]!;
  const chosen = { ...saved[tableName] };
  const next = width === null ? column.width : clampWidth(width);
  if (next === column.width) delete chosen[column.key];
  else chosen[column.key] = next;
  const result = { ...saved };
  if (Object.keys(chosen).length === 0) delete result[tableName];
  else result[tableName] = chosen;
  return result;
}

/**
 * Saved widths read back from storage: anything that is not a table name mapping known columns
 * to widths is left out (a damaged entry costs its widths, never the grid).
 */
export function parseSavedWidths(text: string | null): SavedWidths {
  if (!text) return {};
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return {};
  }
  if (typeof data !== 'object' || data === null) return {};
  const known = new Set<string>(GRID_COLUMNS.map((column) => column.key));
  const saved: SavedWidths = {};
  for (const [tableName, entry] of Object.entries(data)) {
    if (typeof entry !== 'object' || entry === null) continue;
    const chosen: Partial<Record<ColumnKey, number>> = {};
    for (const [key, width] of Object.entries(entry)) {
      if (known.has(key) && typeof width === 'number' && Number.isFinite(width))
        chosen[key as ColumnKey] = clampWidth(width);
    }
    if (Object.keys(chosen).length > 0) saved[tableName] = chosen;
  }
  return saved;
}
