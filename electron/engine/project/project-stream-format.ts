/*
 * The version-2 project file: one gzip stream of newline-separated JSON lines. The first line is the
 * header (format, version, the project's name, robots.txt and export settings, and its tables with
 * their row counts, but no rows); every later line is a record of one table's rows, in order:
 * `{"table":0,"from":2000,"rows":[…]}`. JSON never holds a raw newline inside a value, so a line is a
 * record. Each line has a bound, so no record (and no gzip bomb posing as one) can ask for more memory
 * than that; the rows a file really holds are all that grows.
 */
import type { UrlRow } from '../../../shared/url-table';

/** Rows per record: a few milliseconds of work to encode or read. */
export const ROWS_PER_RECORD = 2000;

/** The longest header line (robots.txt and settings are small; a table list of thousands fits well within). */
export const MAX_HEADER_BYTES = 64 * 2 ** 20;

/** The longest record line: rows with many images or videos make fewer rows per record; one row longer is refused. */
export const MAX_RECORD_BYTES = 64 * 2 ** 20;

/** One record: rows `from…from+rows.length-1` of table `table` (as compactRow writes them). */
export interface RowRecord {
  table: number;
  from: number;
  rows: Partial<UrlRow>[];
}
