import type { ExportOutcome } from '../../../shared/export-types';
import { problemAt, type Problem } from '../../../shared/problems';
import { otherMachine } from '../machine-identity';
import { ExportFolderGone, ExportFolderLocked } from './export-folder-lock';

const two = (n: number): string => String(n).padStart(2, '0');

/** When a lock was taken, in this machine's time: the time of day, with the date when not today. */
export function lockedSince(takenAt: Date, now: Date): string {
  const time = `${two(takenAt.getHours())}:${two(takenAt.getMinutes())}:${two(takenAt.getSeconds())}`;
  if (takenAt.toDateString() === now.toDateString()) return time;
  return `${takenAt.getFullYear()}-${two(takenAt.getMonth() + 1)}-${two(takenAt.getDate())} ${time}`;
}

/** What the person is told of a folder another export holds: the folder, and its holder's process and since when. */
export function folderLockedProblem(locked: ExportFolderLocked, now = new Date()): Problem {
  const { folder, holder } = locked;
  const taken = holder ? new Date(holder.takenAt) : null;
  return problemAt({ file: folder }, 'export-folder-locked', {
    folder,
    holder:
      holder && taken && !Number.isNaN(taken.getTime())
        ? {
            pid: holder.pid,
            host: null,
            ...otherMachine(holder),
            since: lockedSince(taken, now),
            ...(locked.quiet ? { quiet: true } : {}),
            ...(locked.heldOpen ? { heldOpen: true } : {}),
          }
        : null,
  });
}

/**
 * An export that lost its folder, or never had it, as the export's outcome: refused because another
 * export holds it (or took it meanwhile), or stopped because the folder went away while it wrote; null
 * for any other error.
 */
export function folderLostOutcome(error: unknown): ExportOutcome | null {
  if (error instanceof ExportFolderLocked) return { ok: false, problems: [folderLockedProblem(error)] };
  if (error instanceof ExportFolderGone)
    return { ok: false, problems: [problemAt({ file: error.folder }, 'export-folder-gone', { folder: error.folder })] };
  return null;
}
