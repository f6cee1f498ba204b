import { sliceBuffers, sliceRanges, sliceToTransfer } from '../../../shared/columnar/transfer-slice';
import type { UrlColumns } from '../../../shared/columnar/url-columns';
import type { ColumnarTable } from '../../../shared/columnar/columnar-table';
import type { EditCommand } from '../history/edit-commands';
import type { ValidateRequest } from './validation-copies';
import { patchesFor } from './validation-patches';

/** Sends a request to the validation worker, handing over `transfer` (postMessage's transfer list). */
export type PostRequest = (request: ValidateRequest, transfer?: ArrayBuffer[]) => void;

/**
 * Rows sliced per task: measured at about 7 ms on the page (slicing and posting 25,000 rows of
 * ~60-character locs), where the transfer format's largest slice would hold the page for ~25 ms.
 */
export const ROWS_PER_STEP = 25_000;

/** Gives the page back between slices: typing and scrolling stay smooth while ten million rows go out. */
const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * The main thread's side of the validation worker's copies (validation-copies.ts): a table is
 * loaded once, a bounded slice per task, and after that each edit goes as a patch, so an edit to
 * a million-row table sends a few values instead of the table.
 */
export function createWorkerMirror(post: PostRequest) {
  /** The rows each table's copy was loaded from, while the copy is up to date. */
  const loaded = new Map<string, UrlColumns>();

  const isCurrent = (table: ColumnarTable): boolean => loaded.get(table.id) === table.rows;

  /** An edit command was applied to a table: patch its copy, or forget the copy so it is loaded again. */
  function follow(table: ColumnarTable, command: EditCommand): void {
    if (!isCurrent(table)) return; // it is being loaded, or will be
    const found = patchesFor(command);
    if (found) post({ type: 'patch', tableId: table.id, patches: found.patches }, found.transfer);
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
  async function sync(tables: readonly ColumnarTable[], outdated: () => boolean): Promise<boolean> {
    const ids = new Set(tables.map((table) => table.id));
    for (const id of [...loaded.keys()]) {
      if (ids.has(id)) continue;
      loaded.delete(id);
      post({ type: 'drop', tableId: id });
    }
    for (const table of tables) {
      if (isCurrent(table)) continue;
      post({ type: 'load', tableId: table.id, name: table.name });
      // The ranges are read as the loop goes: once the rows change, it stops before reading further.
      for (const [start, end] of sliceRanges(table.rows, ROWS_PER_STEP)) {
        const slice = sliceToTransfer(table.rows, start, end);
        post({ type: 'append', tableId: table.id, slice }, sliceBuffers(slice));
        await nextTask();
        if (outdated()) return false;
      }
      loaded.set(table.id, table.rows);
    }
    return true;
  }

  return { follow, invalidate, sync };
}
