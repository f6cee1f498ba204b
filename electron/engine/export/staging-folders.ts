import { mkdtemp } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * Staging folders live inside the export folder (same file system, so every move is a rename; only
 * the export folder need be writable), hidden, named by the process that made them:
 * `.sitemap-studio-staging-<pid>-<random>`. Names the exporter writes never start with a dot, so no
 * export file or manifest entry can ever name one.
 */
const STAGING_NAME = /^\.sitemap-studio-staging-(\d+)-[A-Za-z0-9]{6}$/;

/** The staging folders of this process's exports still running, which recovery must leave alone. */
const running = new Set<string>();

/**
 * Targets where this process is making a staging folder: it exists on disk before mkdtemp's answer
 * marks it running, and another export's repair of the same folder must not take it for a dead one's.
 */
const making = new Map<string, number>();

/** Makes a staging folder in `target` for this process, marked as running until `release`. */
export async function makeStagingFolder(target: string): Promise<string> {
  making.set(target, (making.get(target) ?? 0) + 1);
  try {
    const folder = await mkdtemp(join(target, `.sitemap-studio-staging-${process.pid}-`));
    running.add(folder);
    return folder;
  } finally {
    const left = making.get(target)! - 1;
    if (left === 0) making.delete(target);
    else making.set(target, left);
  }
}

export const releaseStagingFolder = (folder: string): void => void running.delete(folder);

/** Whether a process with this pid runs (someone else's counts: EPERM). */
export const processExists = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'; // someone else's: alive
  }
};

/** Whether `name` (an entry of `target`) is a staging folder whose export is no longer running. */
export function isAbandonedStaging(target: string, name: string): boolean {
  const match = STAGING_NAME.exec(name);
  if (!match) return false;
  const pid = Number(match[1]);
  // Our own pid: an export of this process, unless its folder is not running (a former process had the pid).
  if (pid === process.pid) return !running.has(join(target, name)) && !making.has(target);
  return !processExists(pid);
}
