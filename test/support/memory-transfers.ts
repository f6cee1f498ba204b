import { appendSlice, sliceToTransfer, type UrlColumnsSlice } from '../../shared/columnar/transfer-slice';
import { UrlColumns } from '../../shared/columnar/url-columns';
import type { UploadApi } from '../../shared/transfer/send-rows';
import type { TransferRef } from '../../shared/transfer/transfer-types';

/** An upload API keeping what it is sent in memory, with main's ticket limits as given; `failPut` makes a put fail. */
export function memoryUploads(
  limits: { maxRows: number; maxBytes: number },
  failPut?: (id: string, index: number) => boolean,
) {
  const uploads = new Map<string, UrlColumns>();
  const puts: { id: string; index: number; rows: number }[] = [];
  const dropped: string[] = [];
  let ids = 0;
  const api: UploadApi = {
    openUpload: async ({ rows }) => {
      const id = `upload-${(ids += 1)}`;
      uploads.set(id, new UrlColumns());
      return { id, rows, ...limits };
    },
    putSlice: async ({ id, index, slice }) => {
      if (failPut?.(id, index)) throw new Error(`slice ${index} was refused`);
      puts.push({ id, index, rows: slice.rowCount });
      appendSlice(uploads.get(id)!, structuredClone(slice));
      return { rows: uploads.get(id)!.rowCount };
    },
    dropTransfers: async ({ ids: gone }) => {
      dropped.push(...gone);
      return { dropped: gone.filter((id) => uploads.delete(id)).length };
    },
  };
  return { api, uploads, puts, dropped };
}

/** A table offered in slices of `perSlice` rows, as main offers one; the ids of the slices taken. */
export function memoryOffer(table: UrlColumns, perSlice: number, id = 'offered') {
  const slices: UrlColumnsSlice[] = [];
  for (let start = 0; start < table.rowCount; start += perSlice) {
    slices.push(sliceToTransfer(table, start, Math.min(table.rowCount, start + perSlice)));
  }
  const ref: TransferRef = { id, slices: slices.length, rows: table.rowCount };
  const taken: number[] = [];
  const take = async ({ index }: { id: string; index: number }) => {
    taken.push(index);
    return structuredClone(slices[index]!);
  };
  return { ref, take, taken, slices };
}
