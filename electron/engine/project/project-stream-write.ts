import { Readable } from 'node:stream';
import { createGzip } from 'node:zlib';
import { PROJECT_FORMAT_VERSION, type ProjectHeader } from '../../../shared/project-file';
import { compactRow } from '../../../shared/project-json';
import { PROJECT_FORMAT_ID } from '../../../shared/protocol';
import type { UrlRow } from '../../../shared/url-table';
import { MAX_HEADER_BYTES, MAX_RECORD_BYTES, ROWS_PER_RECORD, type RowRecord } from './project-stream-format';

/** A table's rows as a save reads them, a run at a time: row objects, or columns (UrlColumns). */
export interface TableRows {
  readonly rowCount: number;
  rowsBetween(start: number, end: number): UrlRow[];
}

/** Rows held as an array, read as TableRows. */
export const arrayRows = (rows: readonly UrlRow[]): TableRows => ({
  rowCount: rows.length,
  rowsBetween: (start, end) => rows.slice(start, end),
});

/** A record or header that cannot be written within its bound: nothing is saved. */
const tooLong = (what: string, bytes: number, limit: number): Error =>
  Object.assign(new Error(`Nothing was saved: ${what} takes ${bytes} bytes; a project file allows ${limit}.`), {
    code: 'save-invalid',
  });

/**
 * A version-2 project file's lines, before gzip: the header (format, version, `extra` members such as a
 * recovery copy's, the project without rows, each table with its row count), then each table's rows in
 * records of at most ROWS_PER_RECORD rows and MAX_RECORD_BYTES bytes, in order. Only one record's text
 * is made at a time, so a save's memory does not grow with the rows.
 */
export async function* projectLines(
  header: ProjectHeader,
  tables: readonly TableRows[],
  extra: Record<string, unknown> = {},
  signal?: AbortSignal,
): AsyncGenerator<Buffer> {
  const head = Buffer.from(
    `${JSON.stringify({ format: PROJECT_FORMAT_ID, version: PROJECT_FORMAT_VERSION, ...extra, ...header })}\n`,
  );
  if (head.length > MAX_HEADER_BYTES)
    throw tooLong('the header (name, robots.txt, settings)', head.length, MAX_HEADER_BYTES);
  yield head;
  for (const [table, rows] of tables.entries()) {
    for (let from = 0; from < rows.rowCount;) {
      signal?.throwIfAborted();
      let count = Math.min(ROWS_PER_RECORD, rows.rowCount - from);
      let line = recordLine({ table, from, rows: rows.rowsBetween(from, from + count).map(compactRow) });
      // Rows with large extensions: fewer per record, down to one; a single row past the bound is refused.
      while (line.length > MAX_RECORD_BYTES && count > 1) {
        count = Math.ceil(count / 2);
        line = recordLine({ table, from, rows: rows.rowsBetween(from, from + count).map(compactRow) });
      }
      if (line.length > MAX_RECORD_BYTES)
        throw tooLong(`row ${from + 1} of table ${table + 1}`, line.length, MAX_RECORD_BYTES);
      yield line;
      from += count;
    }
  }
}

const recordLine = (record: RowRecord): Buffer => Buffer.from(`${JSON.stringify(record)}\n`);

/** The gzip-compressed bytes of a version-2 project file, made as they are read. */
export function projectFileBytes(
  header: ProjectHeader,
  tables: readonly TableRows[],
  extra: Record<string, unknown> = {},
  signal?: AbortSignal,
): Readable {
  const gzip = createGzip({ level: 6 });
  const lines = Readable.from(projectLines(header, tables, extra, signal), { objectMode: false });
  lines.on('error', (error) => gzip.destroy(error));
  return lines.pipe(gzip);
}
