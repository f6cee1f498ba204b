import { UrlColumns } from '../../shared/columnar/url-columns';
import type { ExportTable, UploadedTable } from '../../shared/export-types';
import type { InvokeHandlers } from '../../shared/ipc-contract';
import { sendRows } from '../../shared/transfer/send-rows';

/** Tables uploaded to main's handlers as the renderer uploads them (from columns), as the references a request carries. */
export async function uploadedTables(
  handlers: Pick<InvokeHandlers, 'openUpload' | 'putSlice' | 'dropTransfers'>,
  tables: readonly ExportTable[],
): Promise<UploadedTable[]> {
  const uploaded: UploadedTable[] = [];
  for (const { id, name, rows } of tables) {
    uploaded.push({
      id,
      name,
      upload: await sendRows(rows instanceof UrlColumns ? rows : UrlColumns.fromRows(rows), handlers),
    });
  }
  return uploaded;
}
