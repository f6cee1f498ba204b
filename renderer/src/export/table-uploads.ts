import type { UploadedTable } from '../../../shared/export-types';
import type { UrlColumns } from '../../../shared/columnar/url-columns';
import { sendRows, type UploadApi } from '../../../shared/transfer/send-rows';
import type { ColumnarTable } from '../../../shared/columnar/columnar-table';
import { snapshotRows } from '../project';

/** A table's rows uploaded to main, and the table's columns and the project version they were read at. */
interface Kept {
  rows: UrlColumns;
  version: number;
  upload: string;
}

/**
 * The project's tables as uploads in main, for the export and its previews. An upload is kept while
 * its table's rows stay the same, so a preview after a settings change (or a rename) sends nothing;
 * a table whose rows changed is uploaded again and its old upload dropped. Who drops what: these
 * uploads drop the ones they replace and, on `forget`, all they keep; main drops one an export has
 * read (call `forget` after an export) or one left unused too long (a call then fails `transfer-gone`).
 */
export function createTableUploads(api: UploadApi) {
  const kept = new Map<string, Kept>();

  function drop(ids: string[]): void {
    if (ids.length > 0) void api.dropTransfers({ ids }).catch(() => undefined);
  }

  return {
    /** The rows that `references` would send now (those not uploaded already). */
    rowsToSend(tables: readonly ColumnarTable[], version: number): number {
      return tables.reduce((sum, table) => sum + (isKept(table, version) ? 0 : table.rows.rowCount), 0);
    },

    /**
     * References to the tables' uploads, uploading those whose rows are not in main yet; `onRows`
     * hears the rows sent so far by this call; `signal` stops it (what was half sent is dropped).
     * Each table goes as a snapshot of its rows (project-snapshot.ts): an undo from the menu while
     * the rows are on their way must not make the export a state that never was.
     */
    async references(
      tables: readonly ColumnarTable[],
      version: number,
      options: { signal?: AbortSignal; onRows?: (rowsSent: number) => void } = {},
    ): Promise<UploadedTable[]> {
      const wanted = new Set(tables.map((table) => table.id));
      for (const [id, one] of kept) {
        if (wanted.has(id)) continue;
        kept.delete(id);
        drop([one.upload]);
      }
      const references: UploadedTable[] = [];
      let sentBefore = 0;
      for (const table of tables) {
        if (!isKept(table, version)) {
          const old = kept.get(table.id);
          kept.delete(table.id);
          if (old) drop([old.upload]);
          const onRows = (sent: number): void => options.onRows?.(sentBefore + sent);
          const snapshot = snapshotRows(table.rows);
          try {
            const upload = await sendRows(snapshot, api, { signal: options.signal, onRows });
            kept.set(table.id, { rows: table.rows, version, upload });
            sentBefore += snapshot.rowCount;
          } finally {
            snapshot.release();
          }
        }
        references.push({ id: table.id, name: table.name, upload: kept.get(table.id)!.upload });
      }
      return references;
    },

    /** Lets every upload go: the dialog closed, an export read them, or main no longer held one. */
    forget(): void {
      drop([...kept.values()].map((one) => one.upload));
      kept.clear();
    },
  };

  function isKept(table: ColumnarTable, version: number): boolean {
    const one = kept.get(table.id);
    return one !== undefined && one.rows === table.rows && one.version === version;
  }
}
