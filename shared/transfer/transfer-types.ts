import type { UrlColumnsSlice } from '../columnar/transfer-slice';

/**
 * A large result left in main to be pulled one bounded slice per message (`takeSlice`), instead of
 * travelling in the message that answers a request. Main drops it once every slice was taken, when
 * the renderer drops it (`dropTransfers`), or after TRANSFER_IDLE_MS without a take.
 *
 * The other way (renderer → main, for export and preview) is the mirror image: the renderer asks
 * main to open an upload of so many rows (`openUpload`), then sends them one bounded slice per
 * `putSlice` message, in order; the same registry keeps it, with the same limits, expiry and error.
 */
export interface TransferRef {
  id: string;
  /** How many slices there are to take, numbered 0…slices-1. */
  slices: number;
  /** The rows the slices hold in all. */
  rows: number;
}

/** An upload main has opened: where to put its slices, and how large each may be (main's limits). */
export interface UploadTicket {
  id: string;
  /** The rows announced: the upload is complete when its slices add up to this many. */
  rows: number;
  /** The most rows one slice may carry. */
  maxRows: number;
  /** The most text bytes one slice may carry (a single row longer than this still goes, alone). */
  maxBytes: number;
}

/** What one slice holds: rows of a URL table in columnar form (typed arrays only). */
export type TransferSlice = UrlColumnsSlice;

/** A transfer left untouched this long is dropped (the renderer that asked for it has gone or forgot it). */
export const TRANSFER_IDLE_MS = 5 * 60_000;

/**
 * What main holds of uploaded rows at once, in bytes of columns: three uses of a table of ten million
 * URLs (a save, an autosave and an export, about 1 GB each) and room to spare.
 */
export const UPLOADS_MAX_BYTES = 4 * 2 ** 30;

/** The error code of a slice put out of order, twice, too large, or past the rows announced; the upload is dropped. */
export const UPLOAD_REFUSED = 'upload-refused';

/** The error code of a take from a transfer that was never offered, was finished, dropped or expired. */
export const TRANSFER_GONE = 'transfer-gone';
