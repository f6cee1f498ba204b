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

/**
 * Each project file as this app last read or wrote it, so a save over one that another program
 * changed meanwhile (a `check --save` or `fix` run from a terminal, a sync client, a second copy of
 * the app) is asked about, not made silently: before the save, and again as the file is replaced. A
 * file this app has not read or written (a first save, Save As to another file) or one gone since is
 * written as asked. Work restored from a recovery copy after a crash is known by no file yet: its
 * first save is not checked.
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

  /** Throws ProjectChangedOnDiskError when `path` holds another file than the one known. */
  async refuseChanged(path: string): Promise<void> {
    const known = this.known.get(path);
    if (known === undefined) return;
    const now = await this.now(path);
    if (now !== null && !sameFile(now, known)) throw new ProjectChangedOnDiskError(path);
  }
}
