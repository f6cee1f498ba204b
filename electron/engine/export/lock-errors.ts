import type { LockHolder } from './lock-file';

/** The folder is another export's now: what the person is told names it and its holder (null: not yet readable). */
export class ExportFolderLocked extends Error {
  override name = 'ExportFolderLocked';

  /**
   * @param quiet its holder runs but has not touched the lock for STALE_AFTER_MS (export-folder-lock.ts;
   * stopped with Ctrl-Z, or hung): waiting for it may be waiting forever. Read on the wall clock, it
   * only words the refusal.
   */
  constructor(
    readonly folder: string,
    readonly holder: LockHolder | null,
    readonly quiet = false,
    /** its holder has ended, but another program holds its lock file open (a virus scanner, a backup): try again in a moment. */
    readonly heldOpen = false,
  ) {
    super(
      heldOpen
        ? `${folder}'s lock file, left by an export that has ended, is held open by another program.`
        : `${folder} is being written by another export${holder ? ` (process ${holder.pid})` : ''}.`,
    );
  }
}

/**
 * The folder an export writes in went away while it wrote (removed, moved by a sync program, a drive
 * gone): no lock file and no folder is not another export's doing, and the person is not to wait for one.
 */
export class ExportFolderGone extends Error {
  override name = 'ExportFolderGone';

  constructor(readonly folder: string) {
    super(`${folder} was removed or moved away while it was exported.`);
  }
}
