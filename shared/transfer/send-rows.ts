import { sliceRanges, sliceToTransfer } from '../columnar/transfer-slice';
import type { UrlColumns } from '../columnar/url-columns';
import type { TransferSlice, UploadTicket } from './transfer-types';

/** How the sending side opens an upload, puts its slices and lets a broken one go (the API's functions). */
export interface UploadApi {
  openUpload(request: { rows: number }): Promise<UploadTicket>;
  putSlice(request: { id: string; index: number; slice: TransferSlice }): Promise<{ rows: number }>;
  dropTransfers(request: { ids: string[] }): Promise<{ dropped: number }>;
}

/**
 * Uploads a table's rows to main one bounded columnar slice per message, within the limits main's
 * ticket names, and answers the upload's id. Each slice is packed from the columns just before it
 * goes, so only one slice is held besides the table: the table must not change meanwhile (a caller
 * whose table may be edited sends a snapshot, see renderer/src/project/project-snapshot.ts).
 * `onRows` hears the rows sent so far; `signal` stops it between slices. An upload stopped or
 * refused on the way is dropped before the error goes on.
 */
export async function sendRows(
  table: UrlColumns,
  api: UploadApi,
  { signal, onRows }: { signal?: AbortSignal; onRows?: (rowsSent: number) => void } = {},
): Promise<string> {
  signal?.throwIfAborted();
  const { id, maxRows, maxBytes } = await api.openUpload({ rows: table.rowCount });
  try {
    let index = 0;
    for (const [from, to] of sliceRanges(table, maxRows, maxBytes)) {
      signal?.throwIfAborted();
      await api.putSlice({ id, index: index++, slice: sliceToTransfer(table, from, to) });
      onRows?.(to);
    }
    return id;
  } catch (error) {
    await api.dropTransfers({ ids: [id] }).catch(() => undefined);
    throw error;
  }
}
