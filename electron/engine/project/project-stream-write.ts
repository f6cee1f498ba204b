import { pipeline, Readable } from 'node:stream';
import { createGzip } from 'node:zlib';
import {
  PROJECT_FORMAT_VERSION,
  PROJECT_VERSION_WITHOUT_CHECKS,
  PROJECT_VERSION_WITHOUT_COLUMNS,
  PROJECT_VERSION_WITHOUT_HISTORY,
  type ProjectHeader,
} from '../../../shared/project-file';
import { compactRow } from '../../../shared/project-json';
import { PROJECT_FORMAT_ID } from '../../../shared/protocol';
import type { PageCheck } from '../../../shared/site-check/page-check';
import { compactCheck } from '../../../shared/site-check/page-check-shape';
import type { ExportedUrl } from '../../../shared/last-export/exported-urls';
import {
  CHECKS_PER_RECORD,
  EXPORTED_PER_RECORD,
  MAX_HEADER_BYTES,
  MAX_RECORD_BYTES,
  ROWS_PER_RECORD,
  type CheckRecord,
  type ExportedRecord,
  type RowRecord,
} from './project-stream-format';
import { translateMessage } from '../../../shared/i18n/translator';
import { rowCount, rowsBetween, type TableRows } from '../../../shared/validation/table-rows';
import { formatCount } from '../../../shared/format';
import { saveRefused } from './save-refused';

/**
 * What follows a project file's header: the rows of the header's tables, in order, then the site
 * check's results, then the URLs the last export wrote (as many as the header's lastExport counts).
 */
export interface ProjectBody {
  tables: readonly TableRows[];
  siteChecks: readonly PageCheck[];
  exported?: readonly ExportedUrl[];
}

/** A record or header that cannot be written within its bound: nothing is saved. */
const tooLong = (what: string, bytes: number, limit: number): Error =>
  saveRefused(
    translateMessage('dialogs.errors.saveTooLong', { what, bytes: formatCount(bytes), limit: formatCount(limit) }),
  );

/**
 * A streamed project file's lines, before gzip: the header (format, version, `extra` members such as a
 * recovery copy's, the project without rows, each table with its row count, how many results follow),
 * then each table's rows in records of at most ROWS_PER_RECORD rows, then the check results in
 * records of at most CHECKS_PER_RECORD, each record within MAX_RECORD_BYTES, in order. Only one
 * record's text is made at a time, so a save's memory does not grow with the rows. A project without
 * results is written as version 2, and one whose results hold no content history as version 3, byte
 * for byte as before them (see project-stream-format.ts).
 */
export async function* projectLines(
  header: ProjectHeader,
  { tables, siteChecks, exported = [] }: ProjectBody,
  extra: Record<string, unknown> = {},
  signal?: AbortSignal,
): AsyncGenerator<Buffer> {
  const head = headerLine(header, siteChecks, extra);
  yield head;
  for (const [table, rows] of tables.entries()) {
    const record = (from: number, to: number): RowRecord => ({
      table,
      from,
      rows: rowsBetween(rows, from, to).map(compactRow),
    });
    yield* boundedRecords(
      rowCount(rows),
      ROWS_PER_RECORD,
      record,
      (from) => translateMessage('dialogs.errors.saveParts.row', { row: from + 1, table: table + 1 }),
      signal,
    );
  }
  const record = (from: number, to: number): CheckRecord => ({
    from,
    checks: siteChecks.slice(from, to).map(compactCheck),
  });
  yield* boundedRecords(
    siteChecks.length,
    CHECKS_PER_RECORD,
    record,
    (from) => translateMessage('dialogs.errors.saveParts.check', { n: from + 1 }),
    signal,
  );
  yield* boundedRecords(
    exported.length,
    EXPORTED_PER_RECORD,
    (from, to) => ({ from, exported: exported.slice(from, to) }),
    (from) => translateMessage('dialogs.errors.saveParts.exported', { n: from + 1 }),
    signal,
  );
}

/**
 * A project file's first line: the header, as the newest version its contents need (see
 * projectLines); version 5 when rows follow as column members (`columns`).
 */
export function headerLine(
  header: ProjectHeader,
  siteChecks: readonly PageCheck[],
  extra: Record<string, unknown> = {},
  columns = false,
): Buffer {
  const { siteChecks: checkCount, ...rest } = header;
  const newest =
    header.lastExport !== undefined ||
    siteChecks.some((check) => check.history !== undefined || check.unstable !== undefined);
  const version = columns ? PROJECT_FORMAT_VERSION : PROJECT_VERSION_WITHOUT_COLUMNS;
  const head = Buffer.from(
    `${JSON.stringify(
      columns || newest
        ? { format: PROJECT_FORMAT_ID, version, ...extra, ...rest, siteChecks: checkCount }
        : checkCount === 0
          ? { format: PROJECT_FORMAT_ID, version: PROJECT_VERSION_WITHOUT_CHECKS, ...extra, ...rest }
          : {
              format: PROJECT_FORMAT_ID,
              version: PROJECT_VERSION_WITHOUT_HISTORY,
              ...extra,
              ...rest,
              siteChecks: checkCount,
            },
    )}\n`,
  );
  if (head.length > MAX_HEADER_BYTES)
    throw tooLong(translateMessage('dialogs.errors.saveParts.header'), head.length, MAX_HEADER_BYTES);
  return head;
}

/**
 * Records of items `0…count-1` in order, at most `most` items each; a record past MAX_RECORD_BYTES is
 * made again with fewer items (large extensions, thousands of alternates), down to one, and a single
 * item past the bound is refused (`what` names it).
 */
export function* boundedRecords(
  count: number,
  most: number,
  record: (from: number, to: number) => RowRecord | CheckRecord | ExportedRecord,
  what: (from: number) => string,
  signal?: AbortSignal,
): Generator<Buffer> {
  for (let from = 0; from < count;) {
    signal?.throwIfAborted();
    let size = Math.min(most, count - from);
    let line = recordLine(record(from, from + size));
    while (line.length > MAX_RECORD_BYTES && size > 1) {
      size = Math.ceil(size / 2);
      line = recordLine(record(from, from + size));
    }
    if (line.length > MAX_RECORD_BYTES) throw tooLong(what(from), line.length, MAX_RECORD_BYTES);
    yield line;
    from += size;
  }
}

const recordLine = (record: RowRecord | CheckRecord | ExportedRecord): Buffer =>
  Buffer.from(`${JSON.stringify(record)}\n`);

/** The gzip-compressed bytes of a streamed project file, made as they are read. */
export function projectFileBytes(
  header: ProjectHeader,
  body: ProjectBody,
  extra: Record<string, unknown> = {},
  signal?: AbortSignal,
): Readable {
  // Through pipeline, whose handlers hear a record refused before the reader of the bytes comes: an
  // error of the gzip stream with no listener yet ended the process (a row past MAX_RECORD_BYTES).
  // The reader then meets that error where it reads.
  return pipeline(
    Readable.from(projectLines(header, body, extra, signal), { objectMode: false }),
    createGzip({ level: 6 }),
    () => undefined,
  );
}
