import { withDecimalPoint } from '../../../shared/decimal-comma';
import { problemAt, problemOf } from '../../../shared/problems';
import { clip } from '../../../shared/problem-catalogue/catalogue-entry';
import { NAMES_SHOWN } from '../../../shared/problem-catalogue/export-problems';
import { nameOfLocation } from '../../../shared/sources';
import { restoreFormula } from '../../../shared/spreadsheet-cell';
import { TABLE_TEXT_COLUMNS, type TableTextColumn } from '../../../shared/table-text';
import { headerColumnName, type TableTextFormat } from '../../../shared/table-text-format';
import type { UrlRow } from '../../../shared/url-table';
import { rowMakingFor, type RowMaking } from './taken-row';
import { locIssue } from './loc-check';
import type { ParseContext } from './parse-xml';
import type { TableTextFault } from '../../../shared/problem-catalogue';
import { MAX_RECORD_CHARS, quoteLeftOpen } from './table-record';
import { RecordTooLongError, tableRecords, type RecordReading } from './table-records';
import { TableTextPieces } from './table-text-pieces';
import { trimXmlSpace } from '../xml-text';

type ColumnIndex = Record<TableTextColumn, number>;

/**
 * Rows a table's batch holds: few enough that their objects die young. A shop CSV of 1M rows read in
 * batches of 50,000 (ROWS_PER_BATCH) and packed on the pack workers peaked at 539-565 MB, its rows
 * promoted to the old generation and collected there (0.83 s of the main thread's 2.85 s); in batches
 * of 4,096, gathered into columns by the export (export-stream), at 351-383 MB, and 0.3 s sooner. A
 * batch of 4,096 still outlived V8's scavenges: its parse (into columns, as a parse worker does, in
 * parses of at least 64 KiB: PARSE_CHARS) paused 589 ms in 180 scavenges that copied 489 MB; in
 * batches of 256, 116 ms and 47 MB.
 */
export const TABLE_ROWS_PER_BATCH = 256;

/**
 * A CSV or TSV table's rows, in batches of at most TABLE_ROWS_PER_BATCH, as its text arrives: columns
 * found by their header name (any case, any order). Unknown columns are named in one warning;
 * without a `loc` column nothing is read, with an error. A quoted cell never closed ends the table
 * where it starts, with an error (it holds the rest of the file). Every other problem names its line,
 * and the row is kept; a record too long to be a row is left out, with an error, and the records
 * after it are read. Returns whether the table was cut short (by such a cell, or a header too long to
 * name its columns), or read not at all (no loc column).
 */
export async function* tableRows(
  pieces: AsyncIterable<string>,
  format: TableTextFormat,
  context: ParseContext,
  reading?: RecordReading,
): AsyncGenerator<UrlRow[], boolean> {
  let header: string[] | null = null;
  let columns: ColumnIndex | null = null;
  let batch: UrlRow[] = [];
  let cut = false;
  const text = new TableTextPieces(format);
  let decimalComma = false;
  const making = rowMakingFor(context);
  try {
    parsing: for await (const records of tableRecords(pieces, text, reading)) {
      for (const { cells, line, breaks, faults, tooLong } of records) {
        const at = { file: context.file, line };
        if (tooLong) {
          // A header that long names no column this reads, and a quoted cell never closed held the
          // rest of the file: nothing after either is read.
          const kind = quoteLeftOpen(faults) ? 'unclosed' : header === null ? 'header' : 'skipped';
          context.report(problemAt(at, 'table-record-too-long', { line, max: MAX_RECORD_CHARS, kind }));
          if (kind === 'skipped') continue;
          cut = true;
          break parsing;
        }
        const runsOn = quoteRunsOn(cells, line, breaks, faults);
        if (runsOn) context.report(problemAt(at, 'table-quote-runs-on', runsOn));
        else for (const reason of faults) context.report(problemAt(at, 'table-text-malformed', { reason }));
        // Never closed: the rest of the file is in this one record, glued into no row.
        if (runsOn && !runsOn.closed) {
          cut = true;
          break parsing;
        }
        if (header === null) {
          header = cells;
          columns = mapHeader(header, line, context);
          // No loc column: none of its rows was read, as for a file cut before them.
          if (!columns) return true;
          // Excel writes a semicolon CSV where the decimal mark is a comma (Dutch, German…): "0,5".
          decimalComma = text.delimiter === ';';
          continue;
        }
        if (cells.length === 1 && trimXmlSpace(cells[0]!) === '') continue; // a blank line
        if (cells.length !== header.length) {
          context.report(problemAt(at, 'table-cell-count', { cells: cells.length, header: header.length }));
        }
        batch.push(tableRow(cells, columns!, at, context, { making, decimalComma }));
        context.onRow();
        if (batch.length === TABLE_ROWS_PER_BATCH) {
          yield batch;
          batch = [];
        }
      }
    }
  } catch (error) {
    if (!(error instanceof RecordTooLongError)) throw error;
    const params = { line: error.line, max: MAX_RECORD_CHARS, kind: error.kind };
    context.report(problemAt({ file: context.file, line: error.line }, 'table-record-too-long', params));
    cut = true;
  }
  // An empty file has no header: it names no loc either (a header left open was told as that).
  if (header === null && !cut) cut = mapHeader([], 1, context) === null;
  if (batch.length > 0) yield batch;
  return cut;
}

/**
 * Where a record's faulty quotes took in lines after its own (a loc glued to the rows below it), or
 * null: a quote fault within one line loses nothing, and is only warned about.
 */
function quoteRunsOn(
  cells: readonly string[],
  line: number,
  breaks: number,
  faults: readonly TableTextFault[],
): { line: number; end: number; closed: boolean; straying?: boolean } | null {
  if (faults.length === 0) return null;
  const quotes = faults.filter((fault) => 'quote' in fault);
  if (quotes.length === 0) return null;
  const closed = !quoteLeftOpen(quotes);
  // Left open after a quote that text followed in its cell (papaparse: a malformed trailing quote, then unterminated).
  const straying = !closed && quotes.some((fault) => fault.quote === 'malformed');
  // The cells that ran on: one left open runs to the end of the file, so it is the record's last (the
  // file's own last line break glues nothing); a stray quote leaves a quote in the cell it ran on in.
  // A quoted cell with a line break of its own, and no quote in it, is as it was written. Line ends
  // come as LF (TableLineEnds), but one after a stray quote is as written, and may end in its CR.
  const ranOn = closed
    ? cells.filter((cell) => cell.includes('"')).map((cell) => cell.replace(/\r$/, ''))
    : [cells.at(-1)!.replace(/[\r\n]+$/, '')];
  if (!ranOn.some((cell) => /[\r\n]/.test(cell))) return null;
  return { line, end: line + breaks, closed, ...(straying ? { straying } : {}) };
}

/** A record's row, made as the table's rows are (rowMaking). */
function tableRow(
  cells: readonly string[],
  columns: ColumnIndex,
  at: { file: string; line: number },
  context: ParseContext,
  { making, decimalComma }: { making: RowMaking; decimalComma: boolean },
): UrlRow {
  const { own } = making;
  const row = making.row();
  row.loc = own(cellText(cells, columns.loc));
  row.lastmod = cell(cells, columns.lastmod, own);
  row.changefreq = cell(cells, columns.changefreq, own);
  const priority = cell(cells, columns.priority, own);
  row.priority = decimalComma && priority !== null ? (withDecimalPoint(priority) ?? priority) : priority;
  const issue = locIssue(row.loc);
  if (issue) context.report(problemOf({ ...at, field: 'loc' }, issue));
  return row;
}

/** Where each known column is (-1 when absent); null, after an error, when there is no `loc`. */
function mapHeader(header: readonly string[], line: number, context: ParseContext): ColumnIndex | null {
  const columns: ColumnIndex = { loc: -1, lastmod: -1, changefreq: -1, priority: -1 };
  // Named in brief: a header of millions of cells (a line of commas) is not held twice over.
  const unknown = new NamesInBrief();
  header.forEach((raw, index) => {
    const name = headerColumnName(raw) as TableTextColumn;
    if (!TABLE_TEXT_COLUMNS.includes(name)) unknown.add(raw.trim());
    else if (columns[name] === -1) columns[name] = index;
    else unknown.add(`${raw.trim()} (again)`);
  });
  const place = { file: context.file, line };
  if (columns.loc === -1) {
    const named = new NamesInBrief();
    for (const name of header) if (name.trim() !== '') named.add(name.trim());
    context.report(problemAt(place, 'table-no-loc', { name: nameOfLocation(context.file), ...named.params() }));
    return null;
  }
  if (unknown.count > 0) {
    context.report(problemAt(place, 'table-unknown-columns', { ...unknown.params(), known: TABLE_TEXT_COLUMNS }));
  }
  return columns;
}

/** Column names as a problem names them: the first NAMES_SHOWN, each clipped, and how many in all. */
class NamesInBrief {
  private readonly names: string[] = [];
  count = 0;

  add(name: string): void {
    if (this.names.length < NAMES_SHOWN) this.names.push(clip(name));
    this.count++;
  }

  /** `columns`, and `count` where some were left out. */
  params(): { columns: string[]; count?: number } {
    return this.count > this.names.length ? { columns: this.names, count: this.count } : { columns: this.names };
  }
}

/**
 * A cell's text, without the quote a formula-like value was written behind (shared/spreadsheet-cell.ts)
 * and the white space at its ends that a sitemap's reader passes over (trimXmlSpace): a no-break space
 * or a line separator is the value's own, kept and checked as in a sitemap or a text sitemap.
 */
function cellText(cells: readonly string[], index: number): string {
  return index < 0 ? '' : restoreFormula(trimXmlSpace(cells[index] ?? ''));
}

/** A cell as a field value: its text, and empty is absent, as the grid stores a typed value. */
function cell(cells: readonly string[], index: number, own: (text: string) => string): string | null {
  const value = cellText(cells, index);
  return value === '' ? null : own(value);
}
