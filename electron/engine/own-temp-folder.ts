import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { lstat, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { canLookAt, ownPlace, type ProcessPlace } from './machine-identity';
import { namingFile } from './naming-file';
import { pidRuns } from './process-identity';

/**
 * The file in each temp folder this app makes that says whose it is: the next start removes a folder
 * left by a process that died (killed, crashed) only when the folder holds this file, says so, and is
 * the user's own, never by its name alone (a folder we did not make is not ours to remove).
 */
export const TEMP_MARKER = '.sitemap-studio-temp';
const PREFIX = 'sitemap-studio-';
const APP = 'sitemap-studio';

/**
 * What the marker holds: the process that made the folder, and where it ran (a shared /tmp sees other
 * machines' folders, and a container's, whose pids mean nothing here). Markers of builds before
 * machines and pid namespaces were named hold the host name alone.
 */
interface TempMarker extends ProcessPlace {
  app: typeof APP;
  pid: number;
}

/** A fresh folder `sitemap-studio-<kind>-XXXXXX` under `parent`, marked as this process's own. */
export function makeOwnTempFolder(kind: string, parent: string = tmpdir()): string {
  const folder = mkdtempSync(join(parent, `${PREFIX}${kind}-`));
  try {
    const marker: TempMarker = { app: APP, pid: process.pid, ...ownPlace() };
    writeFileSync(join(folder, TEMP_MARKER), JSON.stringify(marker));
  } catch (error) {
    removeOwnTempFolder(folder); // a disk full as it was marked: nothing of it left behind
    throw namingFile(error, folder);
  }
  return folder;
}

/** Removes a folder makeOwnTempFolder made and everything in it; nothing happens when it is gone already. */
export function removeOwnTempFolder(folder: string): void {
  rmSync(folder, { recursive: true, force: true });
}

/** Folders removeAtExitIfLeft was told of and not yet removed. */
const leftAtExit = new Set<string>();
let exitHooked = false;

/**
 * `folder` is removed as the process exits, should it be there still (a download spooled while
 * Ctrl-C ends the command); a process killed leaves it to the next start's sweep.
 */
export function removeAtExitIfLeft(folder: string): void {
  leftAtExit.add(folder);
  if (exitHooked) return;
  exitHooked = true;
  process.once('exit', () => {
    for (const each of leftAtExit) removeQuietly(each);
  });
}

/**
 * Removes `folder` now, or, when it cannot be yet (EBUSY, or EPERM from a virus scanner on Windows),
 * at the exit or the next start: the work that used it went well, and a temp folder is no reason to fail it.
 */
export function removeOwnTempFolderOrLater(folder: string): void {
  if (removeQuietly(folder)) leftAtExit.delete(folder);
  else removeAtExitIfLeft(folder);
}

function removeQuietly(folder: string): boolean {
  try {
    removeOwnTempFolder(folder);
    return true;
  } catch {
    return false;
  }
}

const isMarker = (value: unknown): value is TempMarker => {
  const marker = value as Partial<TempMarker> | null;
  return (
    typeof marker === 'object' &&
    marker !== null &&
    marker.app === APP &&
    Number.isSafeInteger(marker.pid) &&
    typeof marker.host === 'string' &&
    (marker.machine === undefined || typeof marker.machine === 'string') &&
    (marker.pidNamespace === undefined || typeof marker.pidNamespace === 'string')
  );
};

/** The marker of `folder`, when it has one that reads as ours. */
async function markerOf(folder: string): Promise<TempMarker | null> {
  const file = join(folder, TEMP_MARKER);
  try {
    // Looked for without an exception where there is none (most folders named like ours, in a /tmp that
    // tests filled): 5-10 ms of CPU for 526 such folders, against 17-83 ms reading each and failing.
    // Still inside the try: another user's folder (EACCES) or a marker that loops (ELOOP) throws.
    if (!statSync(file, { throwIfNoEntry: false })?.isFile()) return null;
    const marker: unknown = JSON.parse(await readFile(file, 'utf8'));
    return isMarker(marker) ? marker : null;
  } catch {
    return null;
  }
}

/**
 * A temp folder of a process that cannot be looked at from here (another machine sharing /tmp, or a
 * container's earlier run: each start of a container is a pid namespace of its own) is left until
 * nothing in it changed for this long: systemd-tmpfiles' age for /tmp. A live process's spill is
 * written as it runs; kept by pid alone, a killed run's folder of a restarted container stayed for good.
 */
export const FOREIGN_TEMP_STALE_MS = 10 * 24 * 60 * 60 * 1000;

/** The newest change in `folder`: its own, and each entry's down to `depth` folders deep (0 when it cannot be told). */
async function newestChange(folder: string, depth = 2): Promise<number> {
  const own = await stat(folder).then(
    (found) => found.mtimeMs,
    () => 0,
  );
  const entries = await readdir(folder, { withFileTypes: true }).catch(() => []);
  const inside = await Promise.all(
    entries.map((entry) =>
      entry.isDirectory() && depth > 0
        ? newestChange(join(folder, entry.name), depth - 1)
        : lstat(join(folder, entry.name)).then(
            (found) => found.mtimeMs,
            () => 0,
          ),
    ),
  );
  return Math.max(own, ...inside);
}

/** Whether the folder a process at `marker` made has ended: its pid, where it can be looked at; else its age. */
async function hasEnded(folder: string, marker: TempMarker, runs: (pid: number) => boolean): Promise<boolean> {
  if (canLookAt(marker)) return marker.pid !== process.pid && !runs(marker.pid);
  return Date.now() - (await newestChange(folder)) > FOREIGN_TEMP_STALE_MS;
}

/**
 * Removes the temp folders a process of ours left under `parent` when it could not (SIGKILL, a crash,
 * a power cut): those marked by makeOwnTempFolder, by a process that no longer runs on this machine in
 * this pid namespace, or elsewhere unchanged for FOREIGN_TEMP_STALE_MS, and owned by this user.
 * Folders of a process still running (another window, a CLI export) stay, as do unmarked ones whatever
 * their name. Returns the folders removed; a folder that cannot be read or removed is left (the sweep
 * never fails a start).
 */
export async function removeStaleTempFolders(
  parent: string = tmpdir(),
  runs: (pid: number) => boolean = pidRuns,
): Promise<string[]> {
  const entries = await readdir(parent, { withFileTypes: true }).catch(() => []);
  const removed: string[] = [];
  const uid = process.getuid?.();
  for (const entry of entries) {
    if (!entry.isDirectory() || !entry.name.startsWith(PREFIX)) continue; // the name only narrows the search
    const folder = join(parent, entry.name);
    const marker = await markerOf(folder);
    if (!marker || !(await hasEnded(folder, marker, runs))) continue;
    const owner = await stat(folder).then(
      (stats) => stats.uid,
      () => null,
    );
    if (owner === null || (uid !== undefined && owner !== uid)) continue;
    try {
      await rm(folder, { recursive: true, force: true });
      removed.push(folder);
    } catch {
      // left for a later start
    }
  }
  return removed;
}
