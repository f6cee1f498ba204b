import type { PageCheck } from '../../shared/site-check/page-check';
import type { CheckUploadApi } from '../../shared/transfer/check-transfer';
import type { TransferRef } from '../../shared/transfer/transfer-types';

/**
 * The check-result half of an upload API, keeping what it is sent in memory (as memoryUploads keeps
 * rows), with main's ticket limits as given; `failPut` makes a put fail. Dropping is the rows' API's.
 */
export function memoryCheckUploads(
  limits: { maxRows: number; maxBytes: number },
  failPut?: (id: string, index: number) => boolean,
) {
  const uploads = new Map<string, PageCheck[]>();
  const puts: { id: string; index: number; checks: number }[] = [];
  let ids = 0;
  const api: Omit<CheckUploadApi, 'dropTransfers'> = {
    openChecksUpload: async ({ checks }) => {
      const id = `checks-${(ids += 1)}`;
      uploads.set(id, []);
      return { id, rows: checks, ...limits };
    },
    putChecks: async ({ id, index, checks }) => {
      if (failPut?.(id, index)) throw new Error(`batch ${index} was refused`);
      puts.push({ id, index, checks: checks.length });
      uploads.get(id)!.push(...structuredClone(checks));
      return { rows: uploads.get(id)!.length };
    },
  };
  return { api, uploads, puts };
}

/** Check results offered in batches of `perBatch`, as main offers them; the indexes of the batches taken. */
export function memoryCheckOffer(checks: readonly PageCheck[], perBatch: number, id = 'offered-checks') {
  const batches: PageCheck[][] = [];
  for (let start = 0; start < checks.length; start += perBatch) batches.push(checks.slice(start, start + perBatch));
  const ref: TransferRef = { id, slices: batches.length, rows: checks.length };
  const taken: number[] = [];
  const take = async ({ index }: { id: string; index: number }) => {
    taken.push(index);
    return structuredClone(batches[index]!);
  };
  return { ref, take, taken };
}
