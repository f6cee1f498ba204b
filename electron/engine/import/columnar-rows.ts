import { UrlColumns } from '../../../shared/columnar/url-columns';
import {
  appendSlice,
  sliceBuffers,
  sliceRanges,
  sliceToTransfer,
  type UrlColumnsSlice,
} from '../../../shared/columnar/transfer-slice';
import type { UrlRow } from '../../../shared/url-table';

/** A file's rows as columnar slices, and the buffers to transfer with them (never row objects cloned). */
export function rowsToSlices(rows: readonly UrlRow[]): { slices: UrlColumnsSlice[]; transfer: ArrayBuffer[] } {
  const table = UrlColumns.fromRows(rows);
  const slices = [...sliceRanges(table)].map(([start, end]) => sliceToTransfer(table, start, end));
  return { slices, transfer: slices.flatMap(sliceBuffers) };
}

/** The rows again, as today's consumers take them. */
export function rowsFromSlices(slices: readonly UrlColumnsSlice[]): UrlRow[] {
  const table = new UrlColumns();
  for (const slice of slices) appendSlice(table, slice);
  return table.toRows();
}
