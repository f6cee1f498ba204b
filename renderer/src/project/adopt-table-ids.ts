import type { ExportSettings } from '../../../shared/export-settings';
import type { ColumnarTable } from '../../../shared/columnar/columnar-table';

const SESSION_ID = /^table-(\d+)$/;

export interface AdoptedTables {
  tables: ColumnarTable[];
  exportSettings: ExportSettings;
  /** The session's next table number, past every id now in use. */
  nextId: number;
}

/**
 * Tables read from a file keep their ids (export settings name tables by id), except an id this
 * session may already have handed out, or a repeated one: the stores key views, history and checks
 * by id, so an id is never reused within a session. Renamed ids are renamed in the settings too.
 */
export function adoptTableIds(
  tables: readonly ColumnarTable[],
  exportSettings: ExportSettings,
  nextId: number,
): AdoptedTables {
  const taken = new Set<string>();
  const renamed = new Map<string, string>();
  let next = Math.max(nextId, ...tables.map((table) => sessionNumber(table.id) + 1));
  const adopted = tables.map((table) => {
    const number = sessionNumber(table.id);
    const mayBeInUse = (number >= 0 && number < nextId) || taken.has(table.id);
    const id = mayBeInUse ? `table-${next++}` : table.id;
    taken.add(id);
    if (id !== table.id && !renamed.has(table.id)) renamed.set(table.id, id);
    return id === table.id ? table : { ...table, id };
  });
  const patterns = Object.fromEntries(
    Object.entries(exportSettings.tableFileNamePatterns).map(([id, pattern]) => [renamed.get(id) ?? id, pattern]),
  );
  return { tables: adopted, exportSettings: { ...exportSettings, tableFileNamePatterns: patterns }, nextId: next };
}

/** N of an id "table-N", or -1 for an id of another form (files written by the CLI use UUIDs). */
function sessionNumber(id: string): number {
  const match = SESSION_ID.exec(id);
  return match ? Number(match[1]) : -1;
}
