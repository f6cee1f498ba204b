import { sliceRanges, sliceToTransfer } from '../columnar/transfer-slice';
import type { UrlColumns } from '../columnar/url-columns';
import { uploadInPieces } from './piecewise';
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
export function sendRows(
  table: UrlColumns,
  api: UploadApi,
  { signal, onRows }: { signal?: AbortSignal; onRows?: (rowsSent: number) => void } = {},
): Promise<string> {
  return uploadInPieces(
    () => api.openUpload({ rows: table.rowCount }),
    ({ maxRows, maxBytes }) => sliceRanges(table, maxRows, maxBytes),
    (id, index, from, to) => api.putSlice({ id, index, slice: sliceToTransfer(table, from, to) }),
    (request) => api.dropTransfers(request),
    { signal, onCount: onRows },
  );
}
