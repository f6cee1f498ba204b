import { appendSlice } from '../columnar/transfer-slice';
import { UrlColumns } from '../columnar/url-columns';
import { formatCount } from '../format';
import type { UrlRow } from '../url-table';
import type { TransferRef, TransferSlice } from './transfer-types';

/** How the receiving side asks for one slice (the API's `takeSlice`). */
export type TakeSlice = (request: { id: string; index: number }) => Promise<TransferSlice>;

/**
 * The rows of a transfer, pulled one slice at a time and turned back into rows slice by slice, so
 * only one slice's columns are held besides the rows. `onSlice` hears the rows received so far;
 * `signal` stops it between slices. Rows that do not add up to the transfer's count are refused.
 */
export async function receiveRows(
  ref: TransferRef,
  take: TakeSlice,
  { signal, onSlice }: { signal?: AbortSignal; onSlice?: (rowsReceived: number) => void } = {},
): Promise<UrlRow[]> {
  const rows: UrlRow[] = [];
  for (let index = 0; index < ref.slices; index++) {
    signal?.throwIfAborted();
    const columns = new UrlColumns();
    appendSlice(columns, await take({ id: ref.id, index }));
    // One push per row: spreading a slice of 100,000 rows into push() could overflow the stack.
    for (const row of columns.toRows()) rows.push(row);
    onSlice?.(rows.length);
  }
  if (rows.length !== ref.rows) {
    throw new Error(`${formatCount(rows.length)} of ${formatCount(ref.rows)} rows arrived.`);
  }
  return rows;
}
