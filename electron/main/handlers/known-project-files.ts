import { basename } from 'node:path';
import { translateMessage } from '../../../shared/i18n/translator';
import { projectFileIdentity, sameFile, type FileIdentity } from '../../engine';

/** A save stopped before it began: another program wrote the file since this app last read or wrote it. */
export class ProjectChangedOnDiskError extends Error {
  override readonly name = 'ProjectChangedOnDiskError';
  readonly code = 'project-changed-on-disk';
  constructor(path: string) {
    super(translateMessage('dialogs.errors.projectChangedOnDisk', { name: basename(path) }));
  }
}

/** An identity no file has: a save over the path it is known for is always asked about. */
const NO_FILE: FileIdentity = { dev: -1n, ino: -1n, size: -1n, mtimeNs: -1n, ctimeNs: null };

/**
 * Each project file as this app last read or wrote it, so a save over one that another program
 * changed meanwhile (a `check --save` or `fix` run from a terminal, a sync client, a second copy of
 * the app) is asked about, not made silently: before the save, and again as the file is replaced. A
 * file this app has not read or written (a first save, Save As to another file) or one gone since is
 * written as asked. Work restored from a recovery copy after a crash is known by the file it was
 * saved to as that file is now, unless another program wrote it after the copy was made (rememberRestored).
 */
export class KnownProjectFiles {
  private readonly known = new Map<string, FileIdentity>();

  /** Which file `path` holds now: taken before it is read, so a change while it is read counts too. */
  now(path: string): Promise<FileIdentity | null> {
    return projectFileIdentity(path);
  }

  remember(path: string, identity: FileIdentity | null): void {
    if (identity === null) this.known.delete(path);
    else this.known.set(path, identity);
  }

  /**
   * The project file `path` of work restored from a recovery copy made at `savedAt`: the file there
   * now, when nothing wrote it after the copy (a later change is then caught, as for a file opened);
   * else none that any file is, so its first save is asked about, not made over what was written
   * since (a `fix` run from a terminal while the app was down). A file gone is written as asked.
   */
  async rememberRestored(path: string, savedAt: string): Promise<void> {
    const now = await this.now(path);
    const writtenAfterCopy = now !== null && Number(now.mtimeNs / 1_000_000n) > Date.parse(savedAt);
    this.remember(path, writtenAfterCopy ? NO_FILE : now);
  }

  /** Throws ProjectChangedOnDiskError when `path` holds another file than the one known. */
  async refuseChanged(path: string): Promise<void> {
    const known = this.known.get(path);
    if (known === undefined) return;
    const now = await this.now(path);
    if (now !== null && !sameFile(now, known)) throw new ProjectChangedOnDiskError(path);
  }
}
