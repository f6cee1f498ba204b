import { formatCount } from '../format';
import type { TransferRef, UploadTicket } from './transfer-types';

/** Progress and stopping of one crossing: `onCount` hears the items moved so far; `signal` stops it between pieces. */
export interface PieceOptions {
  signal?: AbortSignal;
  onCount?: (count: number) => void;
}

/**
 * Opens an upload, puts its pieces one message each in order (`runs` cuts them within the ticket's
 * limits, `put` sends items `from…to-1` as piece `index`), and answers the upload's id. An upload
 * stopped or refused on the way is dropped before the error goes on. Rows and check results both
 * go this way (send-rows.ts, check-transfer.ts).
 */
export async function uploadInPieces(
  open: () => Promise<UploadTicket>,
  runs: (ticket: UploadTicket) => Iterable<[number, number]>,
  put: (id: string, index: number, from: number, to: number) => Promise<unknown>,
  drop: (request: { ids: string[] }) => Promise<unknown>,
  { signal, onCount }: PieceOptions = {},
): Promise<string> {
  signal?.throwIfAborted();
  const ticket = await open();
  try {
    let index = 0;
    for (const [from, to] of runs(ticket)) {
      signal?.throwIfAborted();
      await put(ticket.id, index++, from, to);
      onCount?.(to);
    }
    return ticket.id;
  } catch (error) {
    await drop({ ids: [ticket.id] }).catch(() => undefined);
    throw error;
  }
}

/**
 * Takes every piece of a transfer in order, handing each to `keep` (which checks and keeps it, and
 * answers how many items it holds now), and refuses a result whose count is not the transfer's.
 * `what` names the items in that error ("rows", "check results").
 */
export async function takeInPieces<P>(
  ref: TransferRef,
  take: (request: { id: string; index: number }) => Promise<P>,
  keep: (piece: P, index: number) => number,
  what: string,
  { signal, onCount }: PieceOptions = {},
): Promise<void> {
  let count = 0;
  for (let index = 0; index < ref.slices; index++) {
    signal?.throwIfAborted();
    count = keep(await take({ id: ref.id, index }), index);
    onCount?.(count);
  }
  if (count !== ref.rows) throw new Error(`${formatCount(count)} of ${formatCount(ref.rows)} ${what} arrived.`);
}
