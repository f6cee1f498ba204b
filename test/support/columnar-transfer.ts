import { UrlColumns } from '../../shared/columnar/url-columns';
import { appendSlice, sliceBuffers, sliceRanges, sliceToTransfer } from '../../shared/columnar/transfer-slice';
import type { UrlRow } from '../../shared/url-table';

/**
 * Rows the whole way a table travels between processes: into columns, out as bounded slices,
 * through a structured clone that transfers their buffers (as postMessage does), and into a new
 * table on the far side (`far`: one that already has rows). Returns that table and how many slices it took.
 */
export function acrossTransfer(
  table: UrlColumns,
  { maxRows, maxBytes, far = new UrlColumns() }: { maxRows?: number; maxBytes?: number; far?: UrlColumns } = {},
): { table: UrlColumns; slices: number } {
  let slices = 0;
  for (const [start, end] of sliceRanges(table, maxRows, maxBytes)) {
    const slice = sliceToTransfer(table, start, end);
    appendSlice(far, structuredClone(slice, { transfer: sliceBuffers(slice) }));
    slices += 1;
  }
  return { table: far, slices };
}

export function rowsAcrossTransfer(rows: readonly UrlRow[], maxRows?: number): UrlRow[] {
  return acrossTransfer(UrlColumns.fromRows(rows), { maxRows }).table.toRows();
}
