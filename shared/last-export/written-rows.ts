import type { RememberedExport } from '../project-file';
import type { UrlRow } from '../url-table';
import { isColumns, rowWindows, type TableRows } from '../validation/table-rows';
import { exportedUrl, type ExportedUrl } from './exported-urls';

/** Rows built from columns at a time: enough to hash in bulk, never a whole large table as objects. */
const WINDOW = 10_000;

/** A table as an export reads it: its name (the report's leftOut names it) and its rows. */
interface WrittenTable {
  name: string;
  rows: TableRows;
}

/**
 * The rows an export writes, table by table in order: every row but those `leftOut` names by table
 * and 1-based row (the report's leftOut), or, before an export, those whose loc `leftOut` holds.
 */
export function* writtenRows(
  tables: readonly WrittenTable[],
  leftOut: { rows?: ReadonlySet<string>; locs?: ReadonlySet<string> } = {},
): Generator<UrlRow> {
  for (const table of tables) {
    let index = 0;
    for (const window of isColumns(table.rows) ? rowWindows(table.rows, WINDOW) : [table.rows]) {
      for (const row of window) {
        index += 1;
        if (leftOut.rows?.has(leftOutKey(table.name, index)) || leftOut.locs?.has(row.loc)) continue;
        yield row;
      }
    }
  }
}

/** How a left-out row is named in `writtenRows`' set: its table's name and its 1-based row. */
export const leftOutKey = (table: string, row: number): string => `${table}\n${row}`;

/** The report's parts remembering needs: the folder and the files written, and the rows left out. */
export type WrittenReport = {
  folder: string;
  files: ReadonlyArray<{ name: string }>;
  leftOut: ReadonlyArray<{ table: string; row: number }>;
};

/** Each row an export wrote (all but those the report left out, by table and row) as it remembers it. */
export function* exportedUrlsOf(tables: readonly WrittenTable[], report: WrittenReport): Generator<ExportedUrl> {
  const rows = new Set(report.leftOut.map((row) => leftOutKey(row.table, row.row)));
  for (const row of writtenRows(tables, { rows })) yield exportedUrl(row);
}

/** What an export remembers of itself besides its rows: when, the files written and their folder. */
export function writtenSummary(report: WrittenReport, at: number): Omit<RememberedExport, 'urls'> {
  return { at, files: report.files.map((file) => file.name), folder: report.folder };
}

/**
 * What a project remembers of an export that wrote `files` at `at`: each row written (all but those
 * the report left out, by table and row) with its fields' hashes.
 */
export function rememberedExport(tables: readonly WrittenTable[], report: WrittenReport, at: number): RememberedExport {
  return { ...writtenSummary(report, at), urls: [...exportedUrlsOf(tables, report)] };
}
