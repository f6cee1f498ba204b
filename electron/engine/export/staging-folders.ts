import { mkdtemp } from 'node:fs/promises';
import { join } from 'node:path';
import { processExists } from './process-identity';

/**
 * Staging folders live inside the export folder (same file system, so every move is a rename; only
 * the export folder need be writable), hidden, named by the process that made them:
 * `.sitemap-studio-staging-<pid>-<random>`. Names the exporter writes never start with a dot, so no
 * export file or manifest entry can ever name one.
 */
const STAGING_NAME = /^\.sitemap-studio-staging-(\d+)-[A-Za-z0-9]{6}$/;

/** The staging folders of this process's exports still running, which recovery must leave alone. */
const running = new Set<string>();

/** Makes a staging folder in `target` for this process, marked as running until `release`. */
export async function makeStagingFolder(target: string): Promise<string> {
  const folder = await mkdtemp(join(target, `.sitemap-studio-staging-${process.pid}-`));
  running.add(folder);
  return folder;
}

export const releaseStagingFolder = (folder: string): void => void running.delete(folder);

/** Whether `name` (an entry of `target`) is a staging folder whose export is no longer running. */
export function isAbandonedStaging(target: string, name: string): boolean {
  const match = STAGING_NAME.exec(name);
  if (!match) return false;
  const pid = Number(match[1]);
  // Our own pid: an export of this process, unless its folder is not running (a former process had the pid).
  return pid === process.pid ? !running.has(join(target, name)) : !processExists(pid);
}
