import type { InvokeHandlers } from '../../shared/ipc-contract';
import { receiveRows } from '../../shared/transfer/receive-rows';
import type { TransferRef } from '../../shared/transfer/transfer-types';
import type { UrlRow } from '../../shared/url-table';

/** The rows of a transfer main's handlers hold, pulled as the renderer pulls them. */
export function transferredRows(handlers: Pick<InvokeHandlers, 'takeSlice'>, ref: TransferRef): Promise<UrlRow[]> {
  return receiveRows(ref, handlers.takeSlice);
}
