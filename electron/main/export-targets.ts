import { problemAt, type Problem } from '../../shared/problems';
import { commitLeftIn } from '../engine';
import { isStringList, readJsonFile, writeJsonFile } from './json-file';

/**
 * The export folders with an export under way, or a commit left in them, kept in a small file so the
 * next start can repair them.
 */
export interface ExportTargets {
  begin(folder: string): Promise<void>;
  /** The export into `folder` has ended: forgotten, unless a commit is left there for a repair (commitLeftIn). */
  end(folder: string): Promise<void>;
  /**
   * Repairs the folders whose export a crash or kill interrupted (they are still listed), and forgets
   * each one the repair left no commit in.
   */
  recoverInterrupted(): Promise<Problem[]>;
}

/**
 * The start of an app run: folders whose export a crash interrupted are repaired before anything else
 * can touch them, and what that did is kept for the window, which takes it once (`takeStartupNotes`).
 */
export async function startExportTargets(
  file: string,
  recover: (folder: string) => Promise<Problem[]>,
  leftIn?: (folder: string) => Promise<boolean>,
): Promise<{ exportTargets: ExportTargets; startupNotes: { take(): Problem[] } }> {
  const exportTargets = createExportTargets(file, recover, leftIn);
  const notes = await exportTargets.recoverInterrupted();
  return { exportTargets, startupNotes: { take: () => notes.splice(0) } };
}

/** A folder the repair could not finish or undo: the person must look at it. */
const repairFailed = (folder: string, error: unknown): Problem =>
  problemAt({ file: folder }, 'export-repair-failed', {
    folder,
    reason: error instanceof Error ? error.message : String(error),
  });

/**
 * `recover` is the engine's recoverExportFolder, injected; `leftIn` tells whether a commit is still left
 * in a folder (the engine's commitLeftIn). A folder stays listed while one is: an export that ended well
 * may leave another project's commit stuck there, and a repair may be stuck on one, and each was told
 * that the app's next start finishes or undoes it.
 */
export function createExportTargets(
  file: string,
  recover: (folder: string) => Promise<Problem[]>,
  leftIn: (folder: string) => Promise<boolean> = commitLeftIn,
): ExportTargets {
  let list: Promise<string[]> = readJsonFile(file, isStringList).then((value) => value ?? []);
  // One change at a time, in order; a file that cannot be written costs only the repair at the next start.
  const update = (change: (current: string[]) => string[]): Promise<void> => {
    list = list.then(async (current) => {
      const next = change(current);
      await writeJsonFile(file, next).catch(() => undefined);
      return next;
    });
    return list.then(() => undefined);
  };
  const without = (folder: string) => (current: string[]) => current.filter((entry) => entry !== folder);
  const forgetUnlessLeft = async (folder: string): Promise<void> => {
    if (!(await leftIn(folder))) await update(without(folder));
  };
  return {
    begin: (folder) => update((current) => [...without(folder)(current), folder]),
    end: forgetUnlessLeft,
    async recoverInterrupted() {
      const notes: Problem[] = [];
      for (const folder of await list) {
        notes.push(...(await recover(folder).catch((error: unknown) => [repairFailed(folder, error)])));
        await forgetUnlessLeft(folder);
      }
      return notes;
    },
  };
}
