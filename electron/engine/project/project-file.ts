import { open, readFile, rename, rm } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import type { ProjectData } from '../../../shared/project-file';
import { isGzip } from '../sniff-kind';
import { decodeProject, encodeProject, ProjectFileError } from './project-codec';

/** Above this size a project is saved gzip-compressed (it opens the same way: gzip is told by its bytes). */
export const GZIP_PROJECT_ABOVE = 1024 * 1024;

export interface SaveOptions {
  /** Writes the bytes to a path and flushes them to disk; injected so tests can make it fail. */
  writeDurably?: (path: string, bytes: Uint8Array) => Promise<void>;
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
  const json = Buffer.from(encodeProject(project), 'utf8');
  const gzip = json.length > GZIP_PROJECT_ABOVE;
  const bytes = gzip ? gzipSync(json) : json;
  const temporary = join(dirname(path), `.${basename(path)}.${process.pid}.${Date.now()}.tmp`);
  try {
    await (options.writeDurably ?? writeAndFlush)(temporary, bytes);
    await rename(temporary, path);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
  return { bytes: bytes.length, gzip };
}

/** Opens a project file (plain or gzip); a file that is not one, is damaged, or is too new says so by name. */
export async function openProjectFile(path: string): Promise<ProjectData> {
  const raw = await readFile(path);
  let text: string;
  try {
    text = (isGzip(raw) ? gunzipSync(raw) : raw).toString('utf8');
  } catch (error) {
    throw new ProjectFileError(
      'project-corrupt',
      `${path} is damaged and cannot be opened: ${(error as Error).message}.`,
    );
  }
  return decodeProject(text, path);
}

export { ProjectFileError };
