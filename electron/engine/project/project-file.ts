import { takeModeOf } from '../replaced-file-mode';
import { lastExportOf } from '../../../shared/last-export/exported-urls';
import { constants as bufferConstants } from 'node:buffer';
import { open, rename, rm, type FileHandle } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { gunzip } from 'node:zlib';
import { readerFault } from '../../../shared/problem-catalogue/project-damage';
import { headerOf, type ProjectData, type ProjectHeader, type ProjectWithRows } from '../../../shared/project-file';
import { identityOf } from '../file-identity';
import { linkTarget } from '../link-target';
import { openRegularFile } from '../open-regular-file';
import { namingSaved } from '../naming-file';
import { isGzip } from '../sniff-kind';
import { decodeProjectDocument, ProjectFileError, projectFileError } from './project-codec';
import { readProjectStream, type ProjectSink, type ReadOptions } from './project-stream-read';
import { stoppableSink } from './stoppable-sink';
import { rowCount } from '../../../shared/validation/table-rows';
import { projectFileBytes, type ProjectBody } from './project-stream-write';
import { saveRefused } from './save-refused';
import { removeStaleSaveTemps } from './stale-save-temps';
import { packJobCount, projectMembers } from './project-parallel-write';
import {
  createProjectPool,
  MEMBERS_WORTH_WORKERS,
  ProjectWorkerError,
  projectWorkers,
  type ProjectPoolHooks,
} from './project-pool';
import { translateMessage } from '../../../shared/i18n/translator';

const gunzipBytes = promisify(gunzip);

/**
 * The most bytes of JSON a version-1 project may have, after inflating: JSON.parse needs the text in one string,
 * and V8's strings end at 2^29 - 24 characters (536,870,888 on 64-bit). A larger file cannot be a
 * project this app wrote, and inflating stops here, so a gzip bomb (2 MB that inflates to gigabytes)
 * costs at most this much memory instead of the process.
 */
export const MAX_PROJECT_JSON_BYTES = bufferConstants.MAX_STRING_LENGTH;

export interface SaveOptions {
  /** Writes the bytes, as they come, to a path and flushes them to disk; injected so tests can make it fail. */
  writeDurably?: (path: string, bytes: AsyncIterable<Uint8Array>) => Promise<void>;
  /** Stops the save before the file is replaced; the previous file stays as it was. */
  signal?: AbortSignal;
  /** Called once the new file is written and flushed, just before it takes the name: what it throws stops the save, the previous file kept. */
  beforeRename?: () => Promise<void>;
  /** More top-level members written in the header beside the project's (a recovery copy's metadata). */
  extra?: Record<string, unknown>;
  /** Worker threads that compress at once (default: one per core, for a project of MEMBERS_WORTH_WORKERS members or more). */
  workers?: number;
  /** How many workers compress a project of MEMBERS_WORTH_WORKERS members or more, when `workers` is not given (default: one per core). */
  workersUnlessTold?: number;
  /** A test seam: a worker killed mid-save. */
  poolHooks?: ProjectPoolHooks;
}

/** A save stopped by its signal: nothing was replaced. */
export class SaveCancelledError extends Error {
  override readonly name = 'SaveCancelledError';
  readonly code = 'save-cancelled';
  constructor(path: string) {
    super(translateMessage('dialogs.errors.saveCancelled', { name: basename(path) }));
  }
}

/** An open stopped by its signal: the file was read no further, and nothing of it is kept. */
export class OpenCancelledError extends Error {
  override readonly name = 'OpenCancelledError';
  readonly code = 'open-cancelled';
  constructor(path: string) {
    super(translateMessage('dialogs.errors.openCancelled', { name: basename(path) }));
  }
}

/** Writes the bytes as they come, then fsync: the rename that follows must never expose a file the disk has not got. */
async function writeAndFlush(path: string, bytes: AsyncIterable<Uint8Array>): Promise<void> {
  const handle = await open(path, 'w');
  try {
    for await (const chunk of bytes) await handle.write(chunk);
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** Saves a project (rows held as objects or in columns) as a streamed file, atomically: see saveProjectStream. */
export async function saveProjectFile(
  path: string,
  project: ProjectWithRows,
  options: SaveOptions = {},
): Promise<{ bytes: number; gzip: boolean }> {
  return saveProjectStream(path, headerOf(project), bodyOf(project), options);
}

/** A project's rows and check results, as a save reads them. */
export const bodyOf = (project: ProjectWithRows): ProjectBody => ({
  tables: project.tables.map((table) => table.rows),
  siteChecks: project.siteChecks,
  exported: project.lastExport?.urls ?? [],
});

/**
 * Saves a project as a streamed file (a gzip stream of a header, row records and check records, its
 * members compressed on worker threads at once: project-parallel-write.ts), streamed to a temporary file beside the target a record at a time, flushed, then renamed over it:
 * a crash, a kill or a full disk during the save leaves the previous file as it was, and memory does
 * not grow with the rows. `body` holds the header's tables' rows, in order, and the check results it counts.
 */
export async function saveProjectStream(
  path: string,
  header: ProjectHeader,
  body: ProjectBody,
  options: SaveOptions = {},
): Promise<{ bytes: number; gzip: boolean }> {
  const { tables, siteChecks } = body;
  if (
    tables.length !== header.tables.length ||
    tables.some((rows, t) => rowCount(rows) !== header.tables[t]!.rows) ||
    siteChecks.length !== header.siteChecks ||
    (body.exported?.length ?? 0) !== (header.lastExport?.urls ?? 0)
  ) {
    throw saveRefused(translateMessage('dialogs.errors.saveMismatch', { path }));
  }
  const parallel = options.workers !== undefined || packJobCount(body) >= MEMBERS_WORTH_WORKERS;
  const pool = parallel
    ? createProjectPool(options.workers ?? options.workersUnlessTold ?? projectWorkers(), options.poolHooks)
    : null;
  // A small project is written here as one gzip stream (projectFileBytes), as before workers.
  const stream = pool ? null : projectFileBytes(header, body, options.extra, options.signal);
  const members = pool ? projectMembers(header, body, pool, options.extra, options.signal) : null;
  try {
    const bytes = await replaceFile(path, (members ?? stream!) as AsyncIterable<Buffer>, options, async () => {
      // A writer that stopped early leaves the rest unmade.
      stream?.destroy();
      await members?.return(undefined);
    });
    return { bytes, gzip: true };
  } finally {
    await pool?.close();
  }
}

/**
 * Writes `bytes` as they come to a temporary file beside `path`, flushes it, then renames it over
 * `path`: a crash, a kill or a full disk on the way leaves the previous file as it was. `stopped`
 * lets go of what still makes the bytes when the write fails. Returns how many bytes were written.
 */
export async function replaceFile(
  path: string,
  bytes: AsyncIterable<Uint8Array>,
  options: Pick<SaveOptions, 'writeDurably' | 'signal' | 'beforeRename'> = {},
  stopped: () => Promise<void> = async () => undefined,
): Promise<number> {
  // Through a link: the file it leads to is replaced, and the link kept.
  const target = await linkTarget(path);
  // What saves of it killed mid-write left beside it goes first.
  await removeStaleSaveTemps(target);
  // Hidden and ending in .tmp, so a temporary file left by a crash is never taken for a project.
  const temporary = join(dirname(target), `.${basename(target)}.${process.pid}.${Date.now()}.tmp`);
  const stopIfCancelled = (): void => {
    if (options.signal?.aborted) throw new SaveCancelledError(path);
  };
  let written = 0;
  try {
    stopIfCancelled();
    async function* counted(): AsyncGenerator<Uint8Array> {
      for await (const chunk of bytes) {
        stopIfCancelled(); // promptly: a large project takes seconds to write
        written += chunk.length;
        yield chunk;
      }
    }
    await (options.writeDurably ?? writeAndFlush)(temporary, counted());
    stopIfCancelled();
    await options.beforeRename?.();
    await takeModeOf(target, temporary);
    await rename(temporary, target);
  } catch (error) {
    await stopped();
    // Gone with the write, or never made (a file where the folder should be makes rm fail too): the
    // write's own error is the one to tell.
    await rm(temporary, { force: true }).catch(() => undefined);
    if (options.signal?.aborted) throw new SaveCancelledError(path);
    if (error instanceof ProjectWorkerError)
      throw new ProjectWorkerError(`${basename(path)} was not saved: ${error.message}`);
    // A full disk, or a refusal, met at the temporary file: told as the file saved (or its folder).
    throw await namingSaved(error, path, temporary);
  }
  return written;
}

/** Opens a project file (streamed, or a version-1 document, plain or gzip); a file that is not one, is damaged, or is too new says so by name. */
export async function openProjectFile(path: string, options: { signal?: AbortSignal } = {}): Promise<ProjectData> {
  return (await openProjectDocument(path, options)).project;
}

/**
 * As openProjectFile, with the header's other top-level members. `signal` (Ctrl-C) stops the reading
 * at the next run of rows or results read, with its AbortError.
 */
export async function openProjectDocument(
  path: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<{ project: ProjectData; members: Record<string, unknown> }> {
  let project: ProjectData | null = null;
  let members: Record<string, unknown> = {};
  signal?.throwIfAborted();
  await readProject(path, {
    header(header, all) {
      const { lastExport, ...rest } = header;
      project = { ...rest, tables: header.tables.map((table) => ({ ...table, rows: [] })), siteChecks: [] };
      if (lastExport) project.lastExport = { ...lastExportOf(lastExport), urls: [] };
      members = all;
    },
    rows(table, rows) {
      signal?.throwIfAborted();
      const kept = project!.tables[table]!.rows;
      for (const row of rows) kept.push(row);
    },
    checks(checks) {
      signal?.throwIfAborted();
      for (const check of checks) project!.siteChecks.push(check);
    },
    exported(urls) {
      signal?.throwIfAborted();
      for (const url of urls) project!.lastExport!.urls.push(url);
    },
  });
  return { project: project!, members };
}

/**
 * Reads a project file into `sink`, through one handle: a streamed file record by record; a
 * version-1 document (one JSON text, at most MAX_PROJECT_JSON_BYTES) whole, then handed on the same
 * way (it holds no check results). `options.identity` is told which file that was, once read. With
 * `options.signal`, a Cancel stops the reading at the next record, and one that came after the last
 * record still throws (OpenCancelledError's callers offer nothing of the file).
 */
export async function readProject(path: string, given: ProjectSink, options: ReadOptions = {}): Promise<void> {
  const { identity, signal, ...reading } = options;
  const sink = signal ? stoppableSink(given, signal) : given;
  // A regular file only: a pipe named as a project would hold the open for ever, past Ctrl-C and SIGTERM.
  const { file: handle } = await openRegularFile(path);
  try {
    const file = await identityOf(handle, { ctime: true });
    if (!(await readProjectStream(path, handle, sink, reading))) {
      const { project, members } = decodeProjectDocument(await readProjectText(path, handle), path);
      sink.header(headerOf(project), members);
      for (const [t, table] of project.tables.entries()) await sink.rows(t, table.rows);
    }
    identity?.(file);
  } finally {
    await handle.close();
  }
  signal?.throwIfAborted();
}

export { ProjectFileError };

/** The file's JSON text, inflated when it is gzip, refused by name past MAX_PROJECT_JSON_BYTES. */
async function readProjectText(path: string, handle: FileHandle): Promise<string> {
  const { size } = await handle.stat();
  if (size > MAX_PROJECT_JSON_BYTES) throw tooLarge(path, false);
  const whole = Buffer.alloc(size);
  let read = 0;
  while (read < size) {
    const { bytesRead } = await handle.read(whole, read, size - read, read);
    if (bytesRead === 0) break; // shorter now than when it was measured
    read += bytesRead;
  }
  const raw = whole.subarray(0, read);
  if (!isGzip(raw)) return raw.toString('utf8');
  try {
    return (await gunzipBytes(raw, { maxOutputLength: MAX_PROJECT_JSON_BYTES })).toString('utf8');
  } catch (error) {
    if ((error as { code?: unknown }).code === 'ERR_BUFFER_TOO_LARGE') throw tooLarge(path, true);
    throw projectFileError('project-corrupt', {
      file: path,
      damage: { damage: 'record', fault: readerFault(error), at: null },
    });
  }
}

function tooLarge(path: string, decompressed: boolean): ProjectFileError {
  const mebibytes = Math.round(MAX_PROJECT_JSON_BYTES / 2 ** 20);
  return projectFileError('project-too-large', {
    file: path,
    mebibytes,
    characters: MAX_PROJECT_JSON_BYTES,
    decompressed,
  });
}
