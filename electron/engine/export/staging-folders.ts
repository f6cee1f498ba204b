import { mkdtemp } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * Staging folders live inside the export folder (same file system, so every move is a rename; only
 * the export folder need be writable), hidden, named by the process that made them:
 * `.sitemap-studio-staging-<pid>-<random>`. Names the exporter writes never start with a dot, so no
 * export file or manifest entry can ever name one.
 */
const STAGING_NAME = /^\.sitemap-studio-staging-\d+-[A-Za-z0-9]{6}$/;

/** Whether `name` is named as this exporter names its staging folders. */
export const isStagingName = (name: string): boolean => STAGING_NAME.test(name);

/** The staging folders of this process's exports still running, which recovery must leave alone. */
const running = new Set<string>();

/** Makes a staging folder in `target` for this process, marked as running until `release`. */
export async function makeStagingFolder(target: string): Promise<string> {
  const folder = await mkdtemp(join(target, `.sitemap-studio-staging-${process.pid}-`));
  running.add(folder);
  return folder;
}

export const releaseStagingFolder = (folder: string): void => void running.delete(folder);

/**
 * Whether `name` (an entry of `target`) is a staging folder whose export is no longer running. Asked
 * under the folder's lock (or to decide whether to take it): an export holds the lock for as long as
 * its staging folder may change, so only this process's own exports can be running there, and any
 * other is a dead export's. Its pid is not asked about: a reused pid would keep a half-done commit.
 */
export const isAbandonedStaging = (target: string, name: string): boolean =>
  isStagingName(name) && !running.has(join(target, name));
