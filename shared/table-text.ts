import Papa from 'papaparse';
import { neutraliseFormula } from './spreadsheet-cell';
import { tableTextFormat, type TableTextFormat } from './table-text-format';
import type { UrlRow } from './url-table';

export { tableTextFormat, type TableTextFormat };

/**
 * CSV and TSV tables: a header row naming the columns, then one row per URL. Only the four plain
 * fields fit in a cell; extensions (images, videos, alternates, news, unknown XML) stay in XML.
 */
export const TABLE_TEXT_COLUMNS = ['loc', 'lastmod', 'changefreq', 'priority'] as const;
export type TableTextColumn = (typeof TABLE_TEXT_COLUMNS)[number];

/**
 * A table as CSV or TSV: the header, then a line per row with an empty cell for an absent field.
 * Cells are quoted only when they must be (a delimiter, a quote, a line break), as spreadsheets do,
 * and a cell a spreadsheet would run as a formula is written after a single quote (spreadsheet-cell.ts).
 */
export function tableText(rows: readonly UrlRow[], format: TableTextFormat): string {
  return tableTextHeader(format) + tableTextLines(rows, format);
}

/** The header line of a table's text, with its line break. */
export function tableTextHeader(format: TableTextFormat): string {
  return textLines([[...TABLE_TEXT_COLUMNS]], format);
}

/**
 * The lines of `rows` as they follow the header (or the lines of the rows before them), each with
 * its line break: a large table's text is written a run of rows at a time, never as one string.
 */
export function tableTextLines(rows: readonly Pick<UrlRow, TableTextColumn>[], format: TableTextFormat): string {
  const cells: string[][] = new Array<string[]>(rows.length);
  for (let i = 0; i < rows.length; i += 1) {
    const row = rows[i]!;
    cells[i] = [row.loc, row.lastmod ?? '', row.changefreq ?? '', row.priority ?? ''].map(neutraliseFormula);
  }
  return cells.length === 0 ? '' : textLines(cells, format);
}

/** Lines of cells as CSV or TSV, each with its line break, quoted only where they must be (no formula guard). */
export function textLines(cells: string[][], format: TableTextFormat): string {
  const newline = format === 'csv' ? '\r\n' : '\n'; // RFC 4180 wants CRLF; TSV files use the plain line break
  return `${Papa.unparse(cells, { delimiter: format === 'csv' ? ',' : '\t', newline, quotes: false })}${newline}`;
}

/** How many rows hold data a CSV or TSV cannot (extensions or unknown XML), so the person can be told. */
export function rowsWithExtensions(rows: readonly UrlRow[]): number {
  let count = 0;
  for (const row of rows) {
    if (row.images.length || row.videos.length || row.alternates.length || row.news || row.extra.length) count += 1;
  }
  return count;
}
