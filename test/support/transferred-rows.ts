import type { InvokeHandlers } from '../../shared/ipc-contract';
import { receiveRows } from '../../shared/transfer/receive-rows';
import type { TransferRef } from '../../shared/transfer/transfer-types';
import type { UrlRow } from '../../shared/url-table';

/** The rows of a transfer main's handlers hold, pulled as the renderer pulls them, as objects to compare. */
export async function transferredRows(
  handlers: Pick<InvokeHandlers, 'takeSlice'>,
  ref: TransferRef,
): Promise<UrlRow[]> {
  return (await receiveRows(ref, handlers.takeSlice)).toRows();
}
