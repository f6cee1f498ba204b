import type { ExportRequest, ExportTable, SlicedExportRequest, SlicedTable } from './export-types';
import { formatCount } from './format';
import type { UrlRow } from './url-table';

/** Rows per slice: small enough that encoding one takes a few milliseconds. */
export const ROWS_PER_SLICE = 20_000;

/**
 * A table in slices. `between` runs after each slice (the renderer gives the event loop a turn there)
 * and says whether to go on; null when it said stop.
 */
export async function sliceTable(
  table: ExportTable,
  between: () => Promise<boolean> = async () => true,
): Promise<SlicedTable | null> {
  const slices: string[] = [];
  for (let start = 0; start < table.rows.length; start += ROWS_PER_SLICE) {
    slices.push(JSON.stringify(table.rows.slice(start, start + ROWS_PER_SLICE)));
    if (!(await between())) return null;
  }
  return { id: table.id, name: table.name, rowCount: table.rows.length, slices };
}

/** The table the export engine takes, from its slices; a slice that does not add up is refused, never half-read. */
export function decodeSlicedTable(table: SlicedTable): ExportTable {
  const rows = table.slices.flatMap((slice) => JSON.parse(slice) as UrlRow[]);
  if (rows.length !== table.rowCount) {
    throw new Error(
      `Table "${table.name}" arrived with ${formatCount(rows.length)} of its ${formatCount(table.rowCount)} rows.`,
    );
  }
  return { id: table.id, name: table.name, rows };
}

/** The request the engine takes, from the one that crossed the process boundary. */
export function decodeSlicedRequest(request: SlicedExportRequest): ExportRequest {
  return { ...request, tables: request.tables.map(decodeSlicedTable) };
}
