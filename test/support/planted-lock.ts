import { spawnSync } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { LOCK_NAME, type LockHolder } from '../../electron/engine/export/export-folder-lock';
import { ownStart } from '../../electron/engine/process-identity';

/** The pid of a process that has ended. */
export const endedPid = (): number =>
  Number(spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']).stdout.toString());

/**
 * Writes an export folder's lock as another export would have, naming this process unless `holder`
 * says otherwise (a dead pid, another start, another machine); returns its path.
 */
export async function plantLock(folder: string, holder: Partial<LockHolder> = {}): Promise<string> {
  const path = join(folder, LOCK_NAME);
  const lock: LockHolder = {
    pid: process.pid,
    start: ownStart,
    host: hostname(),
    takenAt: new Date().toISOString(),
    command: 'sitemap-studio export',
    token: 'planted',
    ...holder,
  };
  await writeFile(path, JSON.stringify(lock));
  return path;
}
