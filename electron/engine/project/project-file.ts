import { constants as bufferConstants } from 'node:buffer';
import { open, readFile, rename, rm, stat } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { gunzip, gzip as gzipAsync } from 'node:zlib';
import type { ProjectData } from '../../../shared/project-file';
import { isGzip } from '../sniff-kind';
import { encodeProjectJson } from '../../../shared/project-json';
import { decodeProjectDocument, ProjectFileError, projectFileError } from './project-codec';

// zlib's thread pool, not the caller's thread: main stays responsive while a big project compresses.
const gzipBytes = promisify(gzipAsync);
const gunzipBytes = promisify(gunzip);

/**
 * The most bytes of JSON a project may have, after inflating: JSON.parse needs the text in one string,
 * and V8's strings end at 2^29 - 24 characters (536,870,888 on 64-bit). A larger file cannot be a
 * project this app wrote, and inflating stops here, so a gzip bomb (2 MB that inflates to gigabytes)
 * costs at most this much memory instead of the process.
 */
export const MAX_PROJECT_JSON_BYTES = bufferConstants.MAX_STRING_LENGTH;

/** Above this size a project is saved gzip-compressed (it opens the same way: gzip is told by its bytes). */
export const GZIP_PROJECT_ABOVE = 1024 * 1024;

export interface SaveOptions {
  /** Writes the bytes to a path and flushes them to disk; injected so tests can make it fail. */
  writeDurably?: (path: string, bytes: Uint8Array) => Promise<void>;
  /** Stops the save before the file is replaced; the previous file stays as it was. */
  signal?: AbortSignal;
  /** More top-level members written beside the project (a recovery copy's metadata). */
  extra?: Record<string, unknown>;
}

/** A save stopped by its signal: nothing was replaced. */
export class SaveCancelledError extends Error {
  override readonly name = 'SaveCancelledError';
  readonly code = 'save-cancelled';
  constructor(path: string) {
    super(`Saving ${basename(path)} was cancelled; the file on disk was not changed.`);
  }
}

/** Writes the bytes, then fsync: the rename that follows must never expose a file the disk has not got. */
async function writeAndFlush(path: string, bytes: Uint8Array): Promise<void> {
  const handle = await open(path, 'w');
  try {
    await handle.writeFile(bytes);
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/**
 * Saves a project atomically: a temporary file beside the target, flushed, then renamed over it.
 * A crash, a kill or a full disk during the save leaves the previous file as it was.
 */
export async function saveProjectFile(
  path: string,
  project: ProjectData,
  options: SaveOptions = {},
): Promise<{ bytes: number; gzip: boolean }> {
  return writeProjectJson(path, encodeProjectJson(project, options.extra), options);
}

/**
 * Saves a project's JSON as the renderer encoded it (shared/project-json.ts, in pieces, so the window
 * never waits on one long encode), once it is known to open again: a file that would not open is never written.
 */
export async function saveProjectJson(
  path: string,
  json: string,
  options: SaveOptions = {},
): Promise<{ bytes: number; gzip: boolean }> {
  checkOpens(json, path);
  return writeProjectJson(path, json, options);
}

/** Throws, naming the file, when JSON meant to be saved would not open as a project; else its top-level members. */
export function checkOpens(json: string, path: string): Record<string, unknown> {
  try {
    return decodeProjectDocument(json, path).members;
  } catch (error) {
    throw Object.assign(new Error(`Nothing was saved to ${path}: ${(error as Error).message}`), {
      code: 'save-invalid',
    });
  }
}

/** Writes project JSON atomically (gzip when large); the caller has encoded or checked it. */
export async function writeProjectJson(
  path: string,
  text: string,
  options: SaveOptions = {},
): Promise<{ bytes: number; gzip: boolean }> {
  const json = Buffer.from(text, 'utf8');
  const gzip = json.length > GZIP_PROJECT_ABOVE;
  const bytes = gzip ? await gzipBytes(json) : json;
  // Hidden and ending in .tmp, so a temporary file left by a crash is never taken for a project.
  const temporary = join(dirname(path), `.${basename(path)}.${process.pid}.${Date.now()}.tmp`);
  const stopIfCancelled = (): void => {
    if (options.signal?.aborted) throw new SaveCancelledError(path);
  };
  try {
    stopIfCancelled();
    await (options.writeDurably ?? writeAndFlush)(temporary, bytes);
    stopIfCancelled();
    await rename(temporary, path);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
  return { bytes: bytes.length, gzip };
}

/** Opens a project file (plain or gzip); a file that is not one, is damaged, or is too new says so by name. */
export async function openProjectFile(path: string): Promise<ProjectData> {
  return (await openProjectDocument(path)).project;
}

/** As openProjectFile, with the file's other top-level members. */
export async function openProjectDocument(
  path: string,
): Promise<{ project: ProjectData; members: Record<string, unknown> }> {
  const text = await readProjectText(path);
  return decodeProjectDocument(text, path);
}

export { ProjectFileError };

/** The file's JSON text, inflated when it is gzip, refused by name past MAX_PROJECT_JSON_BYTES. */
async function readProjectText(path: string): Promise<string> {
  if ((await stat(path)).size > MAX_PROJECT_JSON_BYTES) throw tooLarge(path, false);
  const raw = await readFile(path);
  if (!isGzip(raw)) return raw.toString('utf8');
  try {
    return (await gunzipBytes(raw, { maxOutputLength: MAX_PROJECT_JSON_BYTES })).toString('utf8');
  } catch (error) {
    if ((error as { code?: unknown }).code === 'ERR_BUFFER_TOO_LARGE') throw tooLarge(path, true);
    throw projectFileError('project-corrupt', { file: path, reason: (error as Error).message });
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
