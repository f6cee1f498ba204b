import type { FileHandle } from 'node:fs/promises';
import { sliceToTransfer } from '../../../shared/columnar/transfer-slice';
import type { UrlColumns } from '../../../shared/columnar/url-columns';
import { rememberedExport, writtenSummary, type WrittenReport } from '../../../shared/last-export/written-rows';
import type { ExportedUrl } from '../../../shared/last-export/exported-urls';
import type { ProjectHeader } from '../../../shared/project-file';
import { translateMessage } from '../../../shared/i18n/translator';
import { identityOf, sameFile } from '../file-identity';
import { openRegularFile } from '../open-regular-file';
import { projectFileError } from './project-codec';
import { unchangedSince } from './unchanged-since';
import { type ProjectFileError, replaceFile, saveProjectStream, type SaveOptions } from './project-file';
import { openProjectColumns, type ProjectColumns } from './project-columns';
import { gzipMember } from './project-members';
import { createProjectPool, projectWorkers, type ProjectPool } from './project-pool';
import { QUEUED_PER_WORKER } from './project-work-messages';
import { EXPORTED_PER_RECORD } from './project-stream-format';
import type { MemberPlace } from './project-stream-read';
import { headerLine } from './project-stream-write';

/** Rows whose exported URLs one worker job makes: one member of records. */
const ROWS_PER_JOB = 10 * EXPORTED_PER_RECORD;

/** Bytes of kept members read from the old file at a time. */
const COPY_BYTES = 8 * 2 ** 20;

/** How many times a project that changed while an export was remembered in it is opened again, before that is given up. */
const OPENS_AGAIN = 3;

/** A project that changed each time it was read while an export was remembered in it: nothing was written to it. */
export class ProjectChangedError extends Error {
  override readonly name = 'ProjectChangedError';
  constructor(
    readonly path: string,
    readonly reads: number,
  ) {
    super(translateMessage('dialogs.errors.changedWhileRemembered', { path, reads }));
  }
}

/** The file changed after it was read: what was made from it is not saved. */
class ChangedMeanwhile extends Error {}

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

/** What remembering may be told: the project workers, and a save's seams (a failing write, a stop). */
type RememberOptions = Pick<SaveOptions, 'workers' | 'workersUnlessTold' | 'writeDurably' | 'signal'>;

/**
 * Saves in the project opened as `project` (openProjectColumns) what an export of it wrote: each row
 * written, with its fields' hashes (exportedUrl), the files, the time. A file whose rows and results
 * sit in members of their own keeps their bytes as they are: only a new header and the exported URLs
 * (made from the columns on worker threads) are written around them; any other is saved whole from
 * the columns. A file changed since it was read (an edit saved meanwhile, up to the moment the new
 * file would take its name) is opened again as it is now and saved with what the export wrote, up to
 * OPENS_AGAIN times, then refused (ProjectChangedError): the rows exported are never written over a
 * newer file. Atomically (replaceFile): the previous file stays whole until the new one is.
 */
export async function rememberInProject(
  path: string,
  project: ProjectColumns,
  written: ExportToRemember,
  options: RememberOptions = {},
): Promise<void> {
  const exported = { tables: project.tables, skipped: leftOutRows(project.header, written.leftOut) };
  const urls = project.tables.reduce((sum, rows, t) => sum + rows.rowCount - exported.skipped[t]!.length, 0);
  const lastExport = { ...writtenSummary(written, written.at), urls };
  let exportedUrls: ExportedUrl[] | null = null;
  const remembered: Remembered = {
    exported,
    lastExport,
    // Made once, when a file is saved whole.
    urls: () => {
      const named = project.header.tables.map(({ name }, t) => ({ name, rows: project.tables[t]! }));
      return (exportedUrls ??= rememberedExport(named, written, written.at).urls);
    },
  };
  const { workers, signal } = options;
  for (let opened = project, again = 0; ; again += 1) {
    if (await rememberIn(path, opened, remembered, options)) return;
    if (again === OPENS_AGAIN) throw new ProjectChangedError(path, again + 1);
    signal?.throwIfAborted();
    opened = await openProjectColumns(path, { workers });
  }
}

/** The rows an export wrote: each table's columns and the rows of it left out. */
interface ExportedRows {
  tables: readonly UrlColumns[];
  skipped: readonly (readonly number[])[];
}

/** What is remembered: the rows exported, the header's lastExport, and (made when first asked for) the URLs written. */
interface Remembered {
  exported: ExportedRows;
  lastExport: NonNullable<ProjectHeader['lastExport']>;
  urls: () => ExportedUrl[];
}

/**
 * Saves what is remembered in the file `opened` was read from, when it is still that file, unchanged
 * (its identity, on a handle held from before the check to just before the new file takes the
 * name); false, writing nothing, when it is not. Its rows' and results' members are kept byte for
 * byte, copied through that handle, when they sit apart; otherwise it is saved whole from `opened`.
 */
async function rememberIn(
  path: string,
  opened: ProjectColumns,
  remembered: Remembered,
  options: RememberOptions,
): Promise<boolean> {
  const { identity, body } = opened.file;
  if (identity === null) return false;
  // Held open, the file keeps its inode: the path naming that inode is then the very file, and its identity says it is unchanged.
  const { file: old } = await openRegularFile(path);
  try {
    if (!sameFile(await identityOf(old, { ctime: true }), identity)) return false;
    const beforeRename = async (): Promise<void> => {
      if (!(await unchangedSince(path, identity))) throw new ChangedMeanwhile();
      await old.close(); // before the new file takes its name: a file open there could not be replaced everywhere
    };
    await (body === null
      ? saveWhole(path, opened, remembered, { ...options, beforeRename })
      : saveKept(path, old, opened, body, remembered, { ...options, beforeRename }));
    return true;
  } catch (error) {
    if (error instanceof ChangedMeanwhile) return false;
    throw error;
  } finally {
    await old.close();
  }
}

/** The project as `opened` holds it, with what is remembered, saved whole. */
async function saveWhole(
  path: string,
  { header, tables, siteChecks }: ProjectColumns,
  { lastExport, urls }: Remembered,
  options: RememberOptions & Pick<SaveOptions, 'beforeRename'>,
): Promise<void> {
  await saveProjectStream(path, { ...header, lastExport }, { tables, siteChecks, exported: urls() }, options);
}

/** A new header and the URLs written, made on workers, around the old file's members of rows and results, copied through `old`. */
async function saveKept(
  path: string,
  old: FileHandle,
  { header, siteChecks, file }: ProjectColumns,
  body: readonly MemberPlace[],
  { exported, lastExport }: Remembered,
  options: RememberOptions & Pick<SaveOptions, 'beforeRename'>,
): Promise<void> {
  const pool = createProjectPool(options.workers ?? options.workersUnlessTold ?? projectWorkers());
  const parts = rememberedParts(path, old, body, exported, pool);
  try {
    const head = gzipMember(headerLine({ ...header, lastExport }, siteChecks, {}, file.columns));
    await replaceFile(path, withHead(head, parts), options, async () => void (await parts.return(undefined)));
  } finally {
    await pool.close();
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
