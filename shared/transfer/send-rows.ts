import { sliceRanges, sliceToTransfer } from '../columnar/transfer-slice';
import { UrlColumns } from '../columnar/url-columns';
import type { UrlRow } from '../url-table';
import type { TransferSlice, UploadTicket } from './transfer-types';

/** How the sending side opens an upload, puts its slices and lets a broken one go (the API's functions). */
export interface UploadApi {
  openUpload(request: { rows: number }): Promise<UploadTicket>;
  putSlice(request: { id: string; index: number; slice: TransferSlice }): Promise<{ rows: number }>;
  dropTransfers(request: { ids: string[] }): Promise<{ dropped: number }>;
}

/**
 * Uploads `rows` to main one bounded columnar slice per message, within the limits main's ticket
 * names, and answers the upload's id. Rows become columns a slice's worth at a time, so only one
 * slice's columns are held besides the rows. `onRows` hears the rows sent so far; `signal` stops it
 * between slices. An upload stopped or refused on the way is dropped before the error goes on.
 */
export async function sendRows(
  rows: readonly UrlRow[],
  api: UploadApi,
  { signal, onRows }: { signal?: AbortSignal; onRows?: (rowsSent: number) => void } = {},
): Promise<string> {
  signal?.throwIfAborted();
  const { id, maxRows, maxBytes } = await api.openUpload({ rows: rows.length });
  try {
    let index = 0;
    for (let start = 0; start < rows.length; start += maxRows) {
      const piece = UrlColumns.fromRows(rows.slice(start, start + maxRows));
      for (const [from, to] of sliceRanges(piece, maxRows, maxBytes)) {
        signal?.throwIfAborted();
        await api.putSlice({ id, index: index++, slice: sliceToTransfer(piece, from, to) });
        onRows?.(start + to);
      }
    }
    return id;
  } catch (error) {
    await api.dropTransfers({ ids: [id] }).catch(() => undefined);
    throw error;
  }
}
