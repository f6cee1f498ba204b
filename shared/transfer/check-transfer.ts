import type { PageCheck } from '../site-check/page-check';
import { checkBatchRanges } from './check-batches';
import { takeInPieces, uploadInPieces, type PieceOptions } from './piecewise';
import type { TransferRef, UploadTicket } from './transfer-types';

/** How the sending side uploads check results (the API's functions): as rows go, in batches. */
export interface CheckUploadApi {
  openChecksUpload(request: { checks: number }): Promise<UploadTicket>;
  putChecks(request: { id: string; index: number; checks: PageCheck[] }): Promise<{ rows: number }>;
  dropTransfers(request: { ids: string[] }): Promise<{ dropped: number }>;
}

/** How the receiving side asks for one batch of check results (the API's `takeChecks`). */
export type TakeChecks = (request: { id: string; index: number }) => Promise<PageCheck[]>;

/**
 * Uploads check results to main one bounded batch per message (check-batches.ts), within the limits
 * main's ticket names, and answers the upload's id; an upload stopped or refused on the way is
 * dropped. The list must not change meanwhile (the app sends a copy of the list, which shares the
 * results: a result is never changed, only replaced).
 */
export function sendChecks(checks: readonly PageCheck[], api: CheckUploadApi, options?: PieceOptions): Promise<string> {
  return uploadInPieces(
    () => api.openChecksUpload({ checks: checks.length }),
    ({ maxRows, maxBytes }) => checkBatchRanges(checks, maxRows, maxBytes),
    (id, index, from, to) => api.putChecks({ id, index, checks: checks.slice(from, to) }),
    (request) => api.dropTransfers(request),
    options,
  );
}

/** The check results of a transfer, pulled one batch at a time; results that do not add up to its count are refused. */
export async function receiveChecks(ref: TransferRef, take: TakeChecks, options?: PieceOptions): Promise<PageCheck[]> {
  const checks: PageCheck[] = [];
  const keep = (batch: PageCheck[], index: number): number => {
    if (!Array.isArray(batch)) throw new Error(`Batch ${index + 1} of ${ref.slices} of check results is not a list.`);
    for (const check of batch) checks.push(check);
    return checks.length;
  };
  await takeInPieces(ref, take, keep, 'check results', options);
  return checks;
}
