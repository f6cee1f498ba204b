import { open, type FileHandle } from 'node:fs/promises';
import { sliceToTransfer } from '../../../shared/columnar/transfer-slice';
import type { UrlColumns } from '../../../shared/columnar/url-columns';
import { rememberedExport, type WrittenReport } from '../../../shared/last-export/written-rows';
import type { ProjectHeader } from '../../../shared/project-file';
import { identityOf, sameFile } from './handle-identity';
import { projectFileError } from './project-codec';
import { type ProjectFileError, replaceFile, saveProjectStream, type SaveOptions } from './project-file';
import { openProjectColumns, type ProjectColumns } from './project-columns';
import { gzipMember } from './project-members';
import { createProjectPool, projectWorkers, QUEUED_PER_WORKER, type ProjectPool } from './project-pool';
import { EXPORTED_PER_RECORD } from './project-stream-format';
import type { MemberPlace } from './project-stream-read';
import { headerLine } from './project-stream-write';

/** Rows whose exported URLs one worker job makes: one member of records. */
const ROWS_PER_JOB = 10 * EXPORTED_PER_RECORD;

/** Bytes of kept members read from the old file at a time. */
const COPY_BYTES = 8 * 2 ** 20;

/** An export to remember: when it ran and what it wrote (the report's files and the rows it left out). */
export type ExportToRemember = WrittenReport & { at: number };

/** Each table's rows the export left out (0-based, ascending, once each), by the report's table name and 1-based row. */
function leftOutRows(header: ProjectHeader, leftOut: WrittenReport['leftOut']): number[][] {
  return header.tables.map((table) => {
    const rows = new Set<number>();
    for (const { table: name, row } of leftOut)
      if (name === table.name && row >= 1 && row <= table.rows) rows.add(row - 1);
    return [...rows].sort((a, b) => a - b);
  });
}

/**
 * Saves in the project opened as `project` (openProjectColumns) what an export of it wrote: each row
 * written, with its fields' hashes (exportedUrl), the files, the time. A file whose rows and results
 * sit in members of their own keeps their bytes as they are: only a new header and the exported URLs
 * (made from the columns on worker threads) are written around them. A file changed since it was
 * opened (an edit saved meanwhile), or read as one stream, is opened again as it is now and saved
 * with what the export wrote: the rows exported are never written over a newer file. Either way
 * atomically (replaceFile): the previous file stays whole until the new one is.
 */
export async function rememberInProject(
  path: string,
  project: ProjectColumns,
  written: ExportToRemember,
  options: Pick<SaveOptions, 'workers' | 'writeDurably' | 'signal'> = {},
): Promise<void> {
  const exported = { tables: project.tables, skipped: leftOutRows(project.header, written.leftOut) };
  const urls = project.tables.reduce((sum, rows, t) => sum + rows.rowCount - exported.skipped[t]!.length, 0);
  const lastExport = { at: written.at, files: written.files.map((f) => f.name), urls };
  if (await rememberKept(path, project, exported, lastExport, options)) return;
  const { workers, signal } = options;
  signal?.throwIfAborted();
  const now = await openProjectColumns(path, workers === undefined ? {} : { workers });
  if (await rememberKept(path, now, exported, lastExport, options)) return;
  const named = project.header.tables.map(({ name }, t) => ({ name, rows: project.tables[t]! }));
  const remembered = { ...now.header, lastExport };
  const { tables, siteChecks } = now;
  const exportedUrls = rememberedExport(named, written, written.at).urls;
  await saveProjectStream(path, remembered, { tables, siteChecks, exported: exportedUrls }, options);
}

/** The rows an export wrote: each table's columns and the rows of it left out. */
interface ExportedRows {
  tables: readonly UrlColumns[];
  skipped: readonly (readonly number[])[];
}

/**
 * Saves `lastExport` and the URLs of `exported` in the file `file` was opened from, keeping the bytes
 * of its rows and results, when they sit in members of their own and the file is the one they were
 * read from, unchanged (its identity, on the handle they are copied through); false, writing nothing, otherwise.
 */
async function rememberKept(
  path: string,
  { header, siteChecks, file }: ProjectColumns,
  exported: ExportedRows,
  lastExport: ProjectHeader['lastExport'],
  options: Pick<SaveOptions, 'workers' | 'writeDurably' | 'signal'>,
): Promise<boolean> {
  if (file.body === null || file.identity === null) return false;
  // The kept bytes are read through this handle: a file put in the path's place meanwhile is not read.
  const old = await open(path, 'r');
  try {
    if (!sameFile(await identityOf(old), file.identity)) return false;
    const pool = createProjectPool(options.workers ?? projectWorkers());
    const parts = rememberedParts(path, old, file.body, exported, pool);
    try {
      const head = gzipMember(headerLine({ ...header, lastExport }, siteChecks, {}, file.columns));
      await replaceFile(path, withHead(head, parts), options, async () => void (await parts.return(undefined)));
    } finally {
      await pool.close();
    }
    return true;
  } finally {
    await old.close();
  }
}

async function* withHead(head: Buffer, rest: AsyncIterable<Buffer>): AsyncGenerator<Buffer> {
  yield head;
  yield* rest;
}

/** The kept members' bytes as the old file has them, then members of the exported URLs made on `pool`, in order. */
async function* rememberedParts(
  path: string,
  old: FileHandle,
  body: readonly MemberPlace[],
  { tables, skipped }: ExportedRows,
  pool: ProjectPool,
): AsyncGenerator<Buffer> {
  const queued: Promise<Buffer>[] = [];
  const jobs = rememberJobs(tables, skipped);
  // The workers start on the URLs while the kept bytes are copied.
  const fill = (): void => {
    while (queued.length < pool.size * QUEUED_PER_WORKER) {
      const job = jobs.next();
      if (job.done) return;
      const packing = pool.pack(job.value);
      packing.catch(() => undefined); // awaited in order below; a failure meanwhile is not unhandled
      queued.push(packing);
    }
  };
  fill();
  yield* keptBytes(path, old, body);
  await old.close(); // before the new file takes its name: a file open there could not be replaced everywhere
  while (queued.length > 0) {
    const member = await queued.shift()!;
    fill();
    yield member;
  }
}

/** The jobs that make the exported URLs, a run of ROWS_PER_JOB rows of a table each, numbered in file order. */
function* rememberJobs(tables: readonly UrlColumns[], skipped: readonly (readonly number[])[]) {
  let exported = 0;
  for (const [t, rows] of tables.entries()) {
    const left = skipped[t]!;
    let next = 0; // the first of `left` not yet in a job
    for (let from = 0; from < rows.rowCount; from += ROWS_PER_JOB) {
      const to = Math.min(rows.rowCount, from + ROWS_PER_JOB);
      const skip: number[] = [];
      while (next < left.length && left[next]! < to) skip.push(left[next++]! - from);
      if (skip.length === to - from) continue; // every row left out: no record
      yield { of: 'remembered' as const, from: exported, slice: sliceToTransfer(rows, from, to), skip };
      exported += to - from - skip.length;
    }
  }
}

/** The bytes of `places` in the old file at `path`, read a large run at a time (neighbouring members are one run). */
async function* keptBytes(path: string, old: FileHandle, places: readonly MemberPlace[]): AsyncGenerator<Buffer> {
  for (let i = 0; i < places.length;) {
    const at = places[i]!.at;
    let end = at;
    while (i < places.length && places[i]!.at === end && end - at < COPY_BYTES) end += places[i++]!.length;
    const bytes = Buffer.alloc(end - at);
    const { bytesRead } = await old.read(bytes, 0, bytes.length, at);
    if (bytesRead !== bytes.length) throw endsEarly(path, at + bytesRead);
    yield bytes;
  }
}

/** A project that ends at byte `at`, inside a member it had when opened, named as a damaged file is when opened. */
function endsEarly(path: string, at: number): ProjectFileError {
  const words = `it ends at byte ${at}, inside a member it had when opened`;
  return projectFileError('project-corrupt', {
    file: path,
    damage: { damage: 'record', fault: { fault: 'gzip', code: 'Z_BUF_ERROR', words }, at: null },
  });
}
