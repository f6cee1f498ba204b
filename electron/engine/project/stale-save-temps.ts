import { readdir, rm, stat } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { escapeRegExp } from '../../../shared/escape-regexp';
import { pidRuns } from '../process-identity';

/** A temp file untouched this long is no save under way, whoever's it is (a save writes it as it goes). */
const STALE_MS = 60 * 60 * 1000;

/**
 * Removes the temp files saves of `target` left beside it when their process was killed mid-save
 * (`.<name>.<pid>.<time>.tmp`, as replaceFile names them): its process no longer runs here, and the
 * file has not been written for an hour (a share another machine saves to may hold one of a process
 * of its own). Failures are let go: a temp file left is no reason to fail a save.
 */
export async function removeStaleSaveTemps(target: string, now: number = Date.now()): Promise<void> {
  const folder = dirname(target);
  const pattern = new RegExp(`^\\.${escapeRegExp(basename(target))}\\.(\\d+)\\.(\\d+)\\.tmp$`);
  const names = await readdir(folder).catch(() => [] as string[]);
  for (const name of names) {
    const [, pidText, startedText] = pattern.exec(name) ?? [];
    const pid = Number(pidText);
    if (!Number.isSafeInteger(pid) || pid === process.pid || pidRuns(pid)) continue;
    // Begun an hour ago by its name too: a share whose clock differs from ours cannot make a save under way look old.
    if (now - Number(startedText) < STALE_MS) continue;
    const path = join(folder, name);
    const written = await stat(path).then(
      (found) => found.mtimeMs,
      () => now,
    );
    if (now - written >= STALE_MS) await rm(path, { force: true }).catch(() => undefined);
  }
}
