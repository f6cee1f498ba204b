import { sliceToTransfer } from '../../../shared/columnar/transfer-slice';
import type { ProjectHeader } from '../../../shared/project-file';
import { isColumns, rowCount } from '../../../shared/validation/table-rows';
import type { ProjectPool } from './project-pool';
import { QUEUED_PER_WORKER } from './project-work-messages';
import { gzipMember } from './project-members';
import { CHECKS_PER_RECORD, EXPORTED_PER_RECORD, ROWS_PER_RECORD } from './project-stream-format';
import type { PackRecords } from './project-work-messages';
import { headerLine, type ProjectBody } from './project-stream-write';

/** Records per member: a member is a few tens of milliseconds of work, and a 10M-row table is 500 of them. */
const RECORDS_PER_MEMBER = 10;

/**
 * The jobs that write a project's records, in file order: runs of RECORDS_PER_MEMBER records of rows
 * (as column slices, or row objects), then of check results, then of exported URLs.
 */
function* packJobs({ tables, siteChecks, exported = [] }: ProjectBody): Generator<PackRecords> {
  for (const [table, rows] of tables.entries()) {
    const count = rowCount(rows);
    for (let from = 0; from < count; from += RECORDS_PER_MEMBER * ROWS_PER_RECORD) {
      const to = Math.min(count, from + RECORDS_PER_MEMBER * ROWS_PER_RECORD);
      yield isColumns(rows)
        ? { of: 'rows', table, from, slice: sliceToTransfer(rows, from, to), columns: true }
        : { of: 'row-objects', table, from, rows: rows.slice(from, to) };
    }
  }
  for (let from = 0; from < siteChecks.length; from += RECORDS_PER_MEMBER * CHECKS_PER_RECORD)
    yield { of: 'checks', from, checks: siteChecks.slice(from, from + RECORDS_PER_MEMBER * CHECKS_PER_RECORD) };
  for (let from = 0; from < exported.length; from += RECORDS_PER_MEMBER * EXPORTED_PER_RECORD)
    yield { of: 'exported', from, exported: exported.slice(from, from + RECORDS_PER_MEMBER * EXPORTED_PER_RECORD) };
}

/** How many members of records a project's body makes (projectMembers writes one more, the header's). */
export function packJobCount({ tables, siteChecks, exported = [] }: ProjectBody): number {
  const runs = (count: number, per: number): number => Math.ceil(count / (RECORDS_PER_MEMBER * per));
  return (
    tables.reduce((sum, rows) => sum + runs(rowCount(rows), ROWS_PER_RECORD), 0) +
    runs(siteChecks.length, CHECKS_PER_RECORD) +
    runs(exported.length, EXPORTED_PER_RECORD)
  );
}

/** Whether a body's rows are written as column members (format version 5): some table is held as columns. */
const writesColumns = ({ tables }: ProjectBody): boolean => tables.some((rows) => isColumns(rows) && rows.rowCount > 0);

/**
 * A project file's bytes as gzip members made on `pool`'s workers at once, in file order: the
 * header's member, then one per run of records (project-members.ts). Rows held as columns are written
 * as column members (column-member.ts, version 5: read without parsing text); otherwise, inflated,
 * they are the very lines projectLines makes. A job that fails (a record too long, a worker that
 * died) ends the bytes with its error, and the jobs still under way are let go.
 */
export async function* projectMembers(
  header: ProjectHeader,
  body: ProjectBody,
  pool: ProjectPool,
  extra: Record<string, unknown> = {},
  signal?: AbortSignal,
): AsyncGenerator<Buffer> {
  yield gzipMember(headerLine(header, body.siteChecks, extra, writesColumns(body)));
  const queued: Promise<Buffer>[] = [];
  const send = (job: PackRecords): void => {
    const packing = pool.pack(job);
    packing.catch(() => undefined); // awaited in order below; a failure meanwhile is not unhandled
    queued.push(packing);
  };
  for (const job of packJobs(body)) {
    signal?.throwIfAborted();
    send(job);
    if (queued.length >= pool.size * QUEUED_PER_WORKER) yield await queued.shift()!;
  }
  while (queued.length > 0) yield await queued.shift()!;
}
