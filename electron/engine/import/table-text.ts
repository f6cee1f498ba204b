import Papa from 'papaparse';
import { problemAt, problemOf } from '../../../shared/problems';
import { nameOfLocation } from '../../../shared/sources';
import { restoreFormula } from '../../../shared/spreadsheet-cell';
import {
  TABLE_TEXT_COLUMNS,
  tableTextDelimiter,
  type TableTextColumn,
  type TableTextFormat,
} from '../../../shared/table-text';
import { emptyRow, type UrlRow } from '../../../shared/url-table';
import { detach } from './detach';
import { locIssue } from './loc-check';
import type { ParseContext } from './parse-xml';

type ColumnIndex = Record<TableTextColumn, number>;

/**
 * A CSV or TSV table as rows, columns found by their header name (any case, any order). Unknown
 * columns are named in one warning; without a `loc` column nothing is read, with an error. Every
 * other problem names its line, and the row is kept.
 */
export function parseTableText(text: string, format: TableTextFormat, context: ParseContext): UrlRow[] {
  const delimiter = tableTextDelimiter(format, /^[^\r\n]*/.exec(text)![0]);
  const { data: records, errors } = Papa.parse<string[]>(text, { delimiter, skipEmptyLines: false });
  const lines = lineNumbers(records);
  const at = (record: number) => ({ file: context.file, line: lines[record] ?? 1 });
  for (const error of errors) {
    context.report(problemAt(at(error.row ?? 0), 'table-text-malformed', { reason: error.message }));
  }
  const header = records[0] ?? [];
  const columns = mapHeader(header, context);
  if (!columns) return [];
  const rows: UrlRow[] = [];
  for (let record = 1; record < records.length; record += 1) {
    const cells = records[record]!;
    if (cells.length === 1 && cells[0]!.trim() === '') continue; // a blank line
    if (cells.length !== header.length) {
      context.report(problemAt(at(record), 'table-cell-count', { cells: cells.length, header: header.length }));
    }
    const row = emptyRow(detach(cellText(cells, columns.loc)));
    row.lastmod = cell(cells, columns.lastmod);
    row.changefreq = cell(cells, columns.changefreq);
    row.priority = cell(cells, columns.priority);
    const issue = locIssue(row.loc);
    if (issue) context.report(problemOf({ ...at(record), field: 'loc' }, issue));
    rows.push(row);
    context.onRow();
  }
  return rows;
}

/** Where each known column is (-1 when absent); null, after an error, when there is no `loc`. */
function mapHeader(header: readonly string[], context: ParseContext): ColumnIndex | null {
  const columns: ColumnIndex = { loc: -1, lastmod: -1, changefreq: -1, priority: -1 };
  const unknown: string[] = [];
  header.forEach((raw, index) => {
    const name = raw.trim().toLowerCase() as TableTextColumn;
    if (!TABLE_TEXT_COLUMNS.includes(name)) unknown.push(raw.trim());
    else if (columns[name] === -1) columns[name] = index;
    else unknown.push(`${raw.trim()} (again)`);
  });
  const place = { file: context.file, line: 1 };
  if (columns.loc === -1) {
    const columns = header.map((name) => name.trim()).filter((name) => name !== '');
    context.report(problemAt(place, 'table-no-loc', { name: nameOfLocation(context.file), columns }));
    return null;
  }
  if (unknown.length > 0) {
    context.report(problemAt(place, 'table-unknown-columns', { columns: unknown, known: TABLE_TEXT_COLUMNS }));
  }
  return columns;
}

/** A cell's text, trimmed, without the quote a formula-like value was written behind (shared/spreadsheet-cell.ts). */
function cellText(cells: readonly string[], index: number): string {
  return index < 0 ? '' : restoreFormula((cells[index] ?? '').trim());
}

/** A cell as a field value: its text, and empty is absent, as the grid stores a typed value. */
function cell(cells: readonly string[], index: number): string | null {
  const value = cellText(cells, index);
  return value === '' ? null : detach(value);
}

/** The line each record starts on; a quoted cell may hold line breaks of its own. */
function lineNumbers(records: readonly (readonly string[])[]): number[] {
  const lines = new Array<number>(records.length);
  let line = 1;
  for (let record = 0; record < records.length; record += 1) {
    lines[record] = line;
    line += 1;
    for (const value of records[record]!) {
      for (let at = value.indexOf('\n'); at !== -1; at = value.indexOf('\n', at + 1)) line += 1;
    }
  }
  return lines;
}
