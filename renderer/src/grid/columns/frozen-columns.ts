import { GRID_COLUMNS } from '../../table/columns';

/** loc stays beside the row numbers unless a person chooses otherwise. */
export const DEFAULT_FROZEN_COLUMNS = 1;

/** How many leading columns each table keeps frozen, by table name, where it is not the default. */
export type SavedFrozen = Record<string, number>;

/** The frozen count of a table: the one chosen, or the default. */
export const frozenFor = (saved: SavedFrozen, tableName: string): number => saved[tableName] ?? DEFAULT_FROZEN_COLUMNS;

/** Saved counts with one table's changed; back at the default, the table is forgotten. */
export function withFrozen(saved: SavedFrozen, tableName: string, count: number): SavedFrozen {
  const result = { ...saved };
  const clamped = Math.min(GRID_COLUMNS.length, Math.max(0, Math.round(count)));
  if (clamped === DEFAULT_FROZEN_COLUMNS) delete result[tableName];
  else result[tableName] = clamped;
  return result;
}

/** Saved counts read back from storage: anything but a table name with a whole count in range is left out. */
export function parseSavedFrozen(text: string | null): SavedFrozen {
  let data: unknown;
  try {
    data = text ? JSON.parse(text) : null;
  } catch {
    return {};
  }
  if (typeof data !== 'object' || data === null) return {};
  const saved: SavedFrozen = {};
  for (const [tableName, count] of Object.entries(data)) {
    if (Number.isInteger(count) && count >= 0 && count <= GRID_COLUMNS.length) saved[tableName] = count as number;
  }
  return saved;
}
