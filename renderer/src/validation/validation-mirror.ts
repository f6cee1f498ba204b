import type { UrlRow, UrlTable } from '../../../shared/url-table';
import type { ValidateRequest } from './validation-copies';
import type { EditCommand } from '../history/edit-commands';
import { patchesFor } from './validation-patches';
import { encodeTableInSlices } from './validation-wire';

/**
 * The main thread's side of the validation worker's copies (validation-copies.ts): a table is
 * loaded once, in slices, and after that each edit goes as a patch, so an edit to a million-row
 * table sends a few values instead of the table.
 */
export function createWorkerMirror(post: (request: ValidateRequest) => void) {
  /** The rows array each table's copy was loaded from, while the copy is up to date. */
  const loaded = new Map<string, readonly UrlRow[]>();

  const isCurrent = (table: UrlTable): boolean => loaded.get(table.id) === table.rows;

  /** An edit command was applied to a table: patch its copy, or forget the copy so it is loaded again. */
  function follow(table: UrlTable, command: EditCommand): void {
    if (!isCurrent(table)) return; // it is being loaded, or will be
    const patches = patchesFor(command, table.rows);
    if (patches) post({ type: 'patch', tableId: table.id, patches });
    else loaded.delete(table.id);
  }

  /** Rows changed without an edit command saying how: load every table again. */
  function invalidate(): void {
    loaded.clear();
  }

  /**
   * Brings every copy up to date: drops the copies of tables that are gone and loads those that are
   * not current. False when `outdated()` says the tables changed meanwhile (a newer check follows).
   */
  async function sync(tables: readonly UrlTable[], outdated: () => boolean): Promise<boolean> {
    const ids = new Set(tables.map((table) => table.id));
    for (const id of [...loaded.keys()]) {
      if (ids.has(id)) continue;
      loaded.delete(id);
      post({ type: 'drop', tableId: id });
    }
    for (const table of tables) {
      if (isCurrent(table)) continue;
      const wire = await encodeTableInSlices(table.name, table.rows, outdated);
      if (!wire) return false;
      post({ type: 'load', tableId: table.id, table: wire });
      loaded.set(table.id, table.rows);
    }
    return true;
  }

  return { follow, invalidate, sync };
}
