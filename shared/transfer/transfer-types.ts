import type { UrlColumnsSlice } from '../columnar/transfer-slice';

/**
 * A large result left in main to be pulled one bounded slice per message (`takeSlice`), instead of
 * travelling in the message that answers a request. Main drops it once every slice was taken, when
 * the renderer drops it (`dropTransfers`), or after TRANSFER_IDLE_MS without a take.
 *
 * The other way (renderer → main, for project save and export) is the mirror image: the renderer
 * asks main to open an upload of so many slices and rows, then sends them one per `putSlice`
 * message; the same registry keeps it, with the same limits, expiry and error.
 */
export interface TransferRef {
  id: string;
  /** How many slices there are to take, numbered 0…slices-1. */
  slices: number;
  /** The rows the slices hold in all. */
  rows: number;
}

/** What one slice holds: rows of a URL table in columnar form (typed arrays only). */
export type TransferSlice = UrlColumnsSlice;

/** A transfer left untouched this long is dropped (the renderer that asked for it has gone or forgot it). */
export const TRANSFER_IDLE_MS = 5 * 60_000;

/** The error code of a take from a transfer that was never offered, was finished, dropped or expired. */
export const TRANSFER_GONE = 'transfer-gone';
