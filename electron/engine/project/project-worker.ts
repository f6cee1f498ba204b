// A project worker: writes runs of a project's records as gzip members, and reads members back into
// rows (see project-pool.ts). Its own entry, emitted beside index.js and cli.js (worker-script.ts).
import { formatCount } from '../../../shared/format';
import { appendSlice, sliceBuffers, type UrlColumnsSlice } from '../../../shared/columnar/transfer-slice';
import { exportedUrl, type ExportedUrl } from '../../../shared/last-export/exported-urls';
import { UrlColumns } from '../../../shared/columnar/url-columns';
import { translateMessage } from '../../../shared/i18n/translator';
import { isObject } from '../../../shared/json-shape';
import { compactRow } from '../../../shared/project-json';
import { exportedUrlShape, projectRow } from '../../../shared/project-shape';
import { compactCheck, pageCheckShape } from '../../../shared/site-check/page-check-shape';
import type { UrlRow } from '../../../shared/url-table';
import { compactRowsBetween } from './compact-columns';
import {
  ColumnMemberFault,
  columnsOfMember,
  decodeColumnMember,
  encodeColumnMember,
  isColumnMember,
} from './column-member';
import { beginsAsColumnMember } from './column-member-start';
import { inflateMember } from '../inflate-member';
import { workerFailure } from '../worker-failure';
import { gzipMember } from './project-members';
import { rememberedRecords } from './remembered-records';
import { addedIfPlain, SliceBuilder } from './slice-builder';
import { CHECKS_PER_RECORD, EXPORTED_PER_RECORD, MAX_RECORD_BYTES, ROWS_PER_RECORD } from './project-stream-format';
import { boundedRecords } from './project-stream-write';
import type {
  FromProjectWorker,
  PackRecords,
  ProjectJob,
  ReadRecord,
  ReadRows,
  Unpacked,
} from './project-work-messages';
import { takeMessages } from '../take-messages';
import { speakStartersLanguage } from '../worker-language';
import { detachOneBuffer } from '../detach-early';

speakStartersLanguage();
detachOneBuffer(); // its replies transfer their buffers

/** The records of a run deflated into one member: a run of column slices as a column member when asked (`columns`), else as lines. */
function pack(job: PackRecords): Buffer {
  if (job.of === 'rows' && job.columns) {
    const member = encodeColumnMember(job.table, job.from, job.slice);
    if (member) return gzipMember(member);
  }
  if (job.of === 'remembered') {
    const lines = rememberedRecords(appendedSlice(job), job.skip, job.from);
    if (lines) return gzipMember(lines);
  }
  const lines = ((): Generator<Buffer> => {
    switch (job.of) {
      case 'rows':
      case 'row-objects': {
        const { table, from: first } = job;
        const rows = job.of === 'rows' ? appendedSlice(job) : job.rows;
        const between =
          rows instanceof UrlColumns
            ? (from: number, to: number): Partial<UrlRow>[] => compactRowsBetween(rows, from, to)
            : (from: number, to: number): Partial<UrlRow>[] => rows.slice(from, to).map(compactRow);
        return boundedRecords(
          rows instanceof UrlColumns ? rows.rowCount : rows.length,
          ROWS_PER_RECORD,
          (from, to) => ({ table, from: first + from, rows: between(from, to) }),
          (from) => translateMessage('dialogs.errors.saveParts.row', { row: first + from + 1, table: table + 1 }),
        );
      }
      case 'checks':
        return boundedRecords(
          job.checks.length,
          CHECKS_PER_RECORD,
          (from, to) => ({ from: job.from + from, checks: job.checks.slice(from, to).map(compactCheck) }),
          (from) => translateMessage('dialogs.errors.saveParts.check', { n: job.from + from + 1 }),
        );
      case 'exported':
      case 'remembered': {
        const exported = job.of === 'exported' ? job.exported : rememberedUrls(job.slice, job.skip);
        return boundedRecords(
          exported.length,
          EXPORTED_PER_RECORD,
          (from, to) => ({ from: job.from + from, exported: exported.slice(from, to) }),
          (from) => translateMessage('dialogs.errors.saveParts.exported', { n: job.from + from + 1 }),
        );
      }
    }
  })();
  return gzipMember(Buffer.concat([...lines]));
}

function appendedSlice({ slice }: { slice: UrlColumnsSlice }): UrlColumns {
  const table = new UrlColumns();
  appendSlice(table, slice);
  return table;
}

/** The slice's rows as an export remembers them (exportedUrl), but those at `skip`: each row built as it is hashed. */
function rememberedUrls(slice: UrlColumnsSlice, skip: readonly number[]): ExportedUrl[] {
  const rows = appendedSlice({ slice });
  const left = new Set(skip);
  const urls: ExportedUrl[] = [];
  for (let i = 0; i < rows.rowCount; i++) if (!left.has(i)) urls.push(exportedUrl(rows.rowAt(i)));
  return urls;
}

/** A line that is not what a well-formed record holds: the member is read again where its fault is named. */
class Doubt extends Error {}

const doubt = (what: string): never => {
  throw new Doubt(what);
};

/** A record's list: 1…`most` items, each read by `read`. */
function listOf<T>(items: unknown, most: number, read: (item: unknown) => T): T[] {
  if (!Array.isArray(items) || items.length < 1 || items.length > most) doubt('a list of the wrong size');
  return (items as unknown[]).map(read);
}

/** A column member's rows as one record and run: the slice itself, or its rows as objects. */
function unpackColumns(text: Buffer, columns: boolean): Unpacked {
  let read: ReturnType<typeof decodeColumnMember>;
  try {
    read = decodeColumnMember(text);
  } catch (error) {
    if (error instanceof ColumnMemberFault) return { doubt: error.message, columns: true };
    throw error;
  }
  const { table, from, slice } = read;
  const records: ReadRecord[] = [{ of: 'rows', table, from, count: slice.rowCount, run: 0 }];
  if (columns) return { records, runs: [{ slice }], columns: true };
  const rows = columnsOfMember(read);
  return { records, runs: [{ rows: rows.rowsBetween(0, rows.rowCount) }], columns: true };
}

/**
 * A member's lines, each record checked for its shape (its order is the reader's to check), rows
 * gathered in runs; the last export's URLs read only when wanted (`exported`).
 */
function unpack(member: Uint8Array, columns: boolean, exported: boolean): Unpacked {
  let text: Buffer;
  try {
    text = inflateMember(member, 2 * MAX_RECORD_BYTES);
  } catch (error) {
    // zlib's own words for a bomb name a Buffer; the person reads that the member inflates too far.
    const words =
      (error as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE'
        ? `a member that inflates to more than ${formatCount(2 * MAX_RECORD_BYTES)} bytes, more than any member a project file holds`
        : (error as Error).message;
    // A column member has no lines to read again: its gzip's damage is named with the member.
    return beginsAsColumnMember(member) ? { doubt: words, columns: true } : { doubt: words };
  }
  if (isColumnMember(text)) return unpackColumns(text, columns);
  const records: ReadRecord[] = [];
  const runs: ReadRows[] = [];
  let run: { table: unknown; next: unknown; rows: UrlRow[]; columns: SliceBuilder | null } | null = null;
  const closeRun = (): void => {
    if (run === null) return;
    runs.push(run.columns ? { slice: run.columns.slice() } : { rows: run.rows });
    run = null;
  };
  try {
    for (let start = 0; start < text.length;) {
      const newline = text.indexOf(10, start);
      const end = newline === -1 ? text.length : newline;
      // Past a record's bound, as the reader on the calling thread refuses it, before its text is parsed.
      if (end - start > MAX_RECORD_BYTES) doubt('a record longer than a record may be');
      const record = JSON.parse(text.toString('utf8', start, end)) as unknown;
      const bytes = end - start;
      start = end + 1;
      if (!isObject(record)) doubt('not a record');
      const { from } = record as Record<string, unknown>;
      if ('checks' in (record as object)) {
        closeRun();
        const checks = listOf((record as { checks: unknown }).checks, CHECKS_PER_RECORD, (c) => pageCheckShape.read(c));
        records.push({ of: 'checks', from, checks, bytes });
      } else if ('exported' in (record as object)) {
        closeRun();
        const urls = (record as { exported: unknown }).exported;
        if (exported) {
          const read = listOf(urls, EXPORTED_PER_RECORD, (u) => exportedUrlShape.read(u));
          records.push({ of: 'exported', from, count: read.length, exported: read, bytes });
        } else {
          // Not wanted, the URLs are only counted: neither shape-checked, built nor sent.
          const count = listOf(urls, EXPORTED_PER_RECORD, () => 0).length;
          records.push({ of: 'exported', from, count, bytes });
        }
      } else {
        const { table } = record as Record<string, unknown>;
        const items = listOf((record as { rows: unknown }).rows, ROWS_PER_RECORD, (item) => item);
        if (run === null || run.table !== table || run.next !== from) {
          closeRun();
          run = { table, next: from, rows: [], columns: columns ? new SliceBuilder() : null };
        }
        // Into columns, a plain row (most are) goes straight in; any other is read by its full shape.
        const builder = run.columns;
        if (builder) {
          for (const item of items) if (!addedIfPlain(builder, item)) builder.addRow(projectRow.read(item));
        } else for (const item of items) run.rows.push(projectRow.read(item));
        if (typeof from === 'number') run.next = from + items.length;
        records.push({ of: 'rows', table, from, count: items.length, run: runs.length });
      }
    }
    closeRun();
  } catch (error) {
    return { doubt: error instanceof Error ? error.message : String(error) };
  }
  return { records, runs };
}

const transferable = (result: Buffer | Unpacked): ArrayBuffer[] =>
  Buffer.isBuffer(result)
    ? []
    : 'runs' in result
      ? result.runs.flatMap((run) => ('slice' in run ? sliceBuffers(run.slice) : []))
      : [];

const port = takeMessages('project-worker', (job: ProjectJob & { id: number }) => {
  let reply: FromProjectWorker;
  try {
    const result = job.type === 'pack' ? pack(job) : unpack(job.member, job.columns, job.exported);
    reply = { id: job.id, type: 'done', result };
    port.postMessage(reply, transferable(result));
  } catch (error) {
    reply = { id: job.id, type: 'failed', ...workerFailure(error) };
    port.postMessage(reply);
  }
});
