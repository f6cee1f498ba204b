import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { createGunzip } from 'node:zlib';
import { formatCount } from '../../../shared/format';
import { isObject, ShapeError } from '../../../shared/json-shape';
import { PROJECT_FORMAT_VERSION, type ProjectHeader } from '../../../shared/project-file';
import { projectHeaderShape, projectRow } from '../../../shared/project-shape';
import { PROJECT_FORMAT_ID } from '../../../shared/protocol';
import type { UrlRow } from '../../../shared/url-table';
import { isGzip } from '../sniff-kind';
import { boundedLines, LineTooLong } from './bounded-lines';
import { projectFileError } from './project-codec';
import { MAX_HEADER_BYTES, MAX_RECORD_BYTES, ROWS_PER_RECORD } from './project-stream-format';

/** A failure of the sink, carried out past the reading's own errors unchanged. */
class SinkFailure {
  constructor(readonly cause: unknown) {}
}

/**
 * Where a project's contents go as they are read: the header first, then each table's rows in order.
 * What `rows` throws stops the reading and comes out of it as it is.
 */
export interface ProjectSink {
  header(header: ProjectHeader, members: Record<string, unknown>): void;
  /** May return a promise: reading waits for it (a consumer handing a finished table on). */
  rows(table: number, rows: UrlRow[]): void | Promise<void>;
}

/**
 * Reads a version-2 project file into `sink`, one record at a time; false (nothing given to the
 * sink) when the file is not one, so the caller reads it as a version-1 document. Every header and
 * row is shape-checked; a damaged, truncated or oversized part is refused naming the file and the
 * place (`tables[0].rows[12].images`, or the table and row the reading had reached).
 */
export async function readProjectStream(path: string, sink: ProjectSink): Promise<boolean> {
  const stream = await openInflated(path);
  let header: ProjectHeader | null = null;
  const done: number[] = [];
  try {
    for await (const line of boundedLines(stream, (n) => (n === 1 ? MAX_HEADER_BYTES : MAX_RECORD_BYTES))) {
      if (header === null) {
        const members = versionTwoHeader(line, path);
        if (members === null) return false;
        // The header's own members (format, version, a recovery copy's metadata) are not the project's.
        const { name, tables, robotsTxt, exportSettings } = readShape(() => projectHeaderShape.read(members), path);
        header = { name, tables, robotsTxt, exportSettings };
        done.push(...header.tables.map(() => 0));
        sink.header(header, members);
        continue;
      }
      const record = readRecord(line, header, done, path);
      try {
        await sink.rows(record.table, record.rows);
      } catch (error) {
        throw new SinkFailure(error);
      }
    }
  } catch (error) {
    if (error instanceof SinkFailure) throw error.cause; // the sink's own failure is not the file's
    if (header === null && error instanceof LineTooLong) return false; // a long first line: a version-1 document
    throw placed(error, path, header, done);
  } finally {
    stream.destroy();
  }
  if (header === null) return false;
  const short = header.tables.findIndex((table, t) => done[t] !== table.rows);
  if (short !== -1) {
    const table = header.tables[short]!;
    throw projectFileError('project-corrupt', {
      file: path,
      reason: `it ends early: table "${table.name}" has ${formatCount(done[short]!)} of its ${formatCount(table.rows)} rows`,
    });
  }
  return true;
}

/** The file's bytes, inflated when they are gzip. */
async function openInflated(path: string): Promise<Readable> {
  const handle = await open(path, 'r');
  const magic = Buffer.alloc(2);
  try {
    await handle.read(magic, 0, 2, 0);
  } finally {
    await handle.close();
  }
  const raw = createReadStream(path);
  if (!isGzip(magic)) return raw;
  const gunzip = createGunzip();
  raw.on('error', (error) => gunzip.destroy(error));
  // Destroying what a pipe feeds does not close its source: the file would stay open.
  gunzip.once('close', () => raw.destroy());
  return raw.pipe(gunzip);
}

/** The first line's members when it is a version-2 header; null when it is not one (a version-1 document). */
function versionTwoHeader(line: string, path: string): Record<string, unknown> | null {
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch {
    return null;
  }
  if (!isObject(value) || value['format'] !== PROJECT_FORMAT_ID || typeof value['version'] !== 'number') return null;
  if (value['version'] > PROJECT_FORMAT_VERSION) {
    throw projectFileError('project-too-new', { file: path, version: value['version'], reads: PROJECT_FORMAT_VERSION });
  }
  return value['version'] === PROJECT_FORMAT_VERSION ? value : null;
}

/** Checks one record against the header and the rows read so far, and shape-checks its rows. */
function readRecord(
  line: string,
  header: ProjectHeader,
  done: number[],
  path: string,
): { table: number; rows: UrlRow[] } {
  const record = JSON.parse(line) as unknown;
  if (!isObject(record)) throw new Error('a record is not an object');
  const { table, from, rows } = record;
  const next = done.findIndex((count, t) => count < header.tables[t]!.rows);
  if (table !== next) throw new Error(`a record of table ${String(table)} came where table ${next} was due`);
  if (from !== done[next]) throw new Error(`a record from row ${String(from)} came where row ${done[next]} was due`);
  const left = header.tables[next]!.rows - done[next]!;
  if (!Array.isArray(rows) || rows.length < 1 || rows.length > Math.min(ROWS_PER_RECORD, left)) {
    throw new Error(`a record holds ${Array.isArray(rows) ? rows.length : 'no list of'} rows`);
  }
  const checked = readShape(() => rows.map((row: unknown, i) => readRow(row, i)), path, {
    table: next,
    from: done[next]!,
  });
  done[next]! += checked.length;
  return { table: next, rows: checked };
}

/** Row `i` of a record, its ShapeError's path starting at its position in the record. */
function readRow(row: unknown, i: number): UrlRow {
  try {
    return projectRow.read(row);
  } catch (error) {
    if (error instanceof ShapeError) error.path.unshift(i);
    throw error;
  }
}

/** `read()`, a ShapeError turned into the file's fault; in a record (`at`), its path starts at the row's place in the file. */
function readShape<T>(read: () => T, path: string, at?: { table: number; from: number }): T {
  try {
    return read();
  } catch (error) {
    if (!(error instanceof ShapeError)) throw error;
    if (at) error.path[0] = at.from + (error.path[0] as number);
    if (at) error.path.unshift('tables', at.table, 'rows');
    throw projectFileError('project-corrupt', { file: path, fault: error.problem });
  }
}

/** Any other failure on the way (gzip, JSON, an order or a bound), named with the table and row reading had reached. */
function placed(error: unknown, path: string, header: ProjectHeader | null, done: number[]): unknown {
  if ((error as { name?: string }).name === 'ProjectFileError') return error;
  const reason =
    error instanceof LineTooLong
      ? `a record is longer than ${formatCount(error.limit)} bytes`
      : (error as Error).message;
  if (header === null) return projectFileError('project-corrupt', { file: path, reason });
  const t = done.findIndex((count, i) => count < header.tables[i]!.rows);
  const where =
    t === -1 ? 'after the last row' : `table "${header.tables[t]!.name}", after row ${formatCount(done[t]!)}`;
  return projectFileError('project-corrupt', { file: path, reason: `${reason} (at ${where})` });
}
