import { appendSlice, sliceFault } from '../columnar/transfer-slice';
import { UrlColumns } from '../columnar/url-columns';
import { takeInPieces } from './piecewise';
import type { TransferRef, TransferSlice } from './transfer-types';

/** How the receiving side asks for one slice (the API's `takeSlice`). */
export type TakeSlice = (request: { id: string; index: number }) => Promise<TransferSlice>;

/**
 * The rows of a transfer as a columnar table, pulled one slice at a time and appended as bytes, so
 * no row becomes an object on the way. `onSlice` hears the rows received so far; `signal` stops it
 * between slices; the table keeps no room to grow once all are in. A slice that does not hold together (appending trusts it), and rows that do not
 * add up to the transfer's count, are refused.
 */
export async function receiveRows(
  ref: TransferRef,
  take: TakeSlice,
  { signal, onSlice }: { signal?: AbortSignal; onSlice?: (rowsReceived: number) => void } = {},
): Promise<UrlColumns> {
  const table = new UrlColumns();
  const keep = (slice: TransferSlice, index: number): number => {
    const fault = sliceFault(slice);
    if (fault) throw new Error(`Slice ${index + 1} of ${ref.slices} did not hold together: ${fault}.`);
    appendSlice(table, slice);
    return table.rowCount;
  };
  await takeInPieces(ref, take, keep, 'rows', { signal, onCount: onSlice });
  table.fit();
  return table;
}
