import { UrlColumns } from '../../../shared/columnar/url-columns';
import {
  appendSlice,
  sliceBuffers,
  sliceRanges,
  sliceToTransfer,
  type UrlColumnsSlice,
} from '../../../shared/columnar/transfer-slice';

/** A file's rows as columnar slices, and the buffers to transfer with them (never row objects cloned). */
export function columnsToSlices(table: UrlColumns): { slices: UrlColumnsSlice[]; transfer: ArrayBuffer[] } {
  const slices = [...sliceRanges(table)].map(([start, end]) => sliceToTransfer(table, start, end));
  return { slices, transfer: slices.flatMap(sliceBuffers) };
}

/** The columns again, their bytes copied as they are (no text decoded, no row built). */
export function columnsFromSlices(slices: readonly UrlColumnsSlice[]): UrlColumns {
  const table = new UrlColumns();
  for (const slice of slices) appendSlice(table, slice);
  return table;
}
