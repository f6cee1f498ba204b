import { translateMessage as t } from '../../shared/i18n/translator';
import type { ProjectWithRows } from '../../shared/project-file';
import { sameSaveTarget, saveProjectFile, unchangedSince, type FileIdentity, type SaveOptions } from '../engine';
import { atArgumentPlace, RefusedWorkError } from './bad-argument';

/** The project file a command read, and which file that was when read. */
export interface ReadFrom {
  path: string;
  identity: FileIdentity | null;
}

/**
 * Saves a command's project to `out` (atomically, as every save; `outArgument` is how the person
 * named it, for errors). Written back over the file it was read from, it is refused (exit 1) when
 * another program saved, moved or removed that file meanwhile (the app, another command): written
 * over, their changes would be lost unsaid. Looked at before the save, and again just before the new
 * file takes the name.
 */
export async function saveCommandProject(
  project: ProjectWithRows,
  {
    out,
    outArgument,
    readFrom,
    signal,
    writeDurably,
    workers,
    changedMeanwhile = (path) => t('cli.args.changedMeanwhile', { path }),
  }: {
    out: string;
    outArgument: string;
    readFrom: ReadFrom | null;
    signal?: AbortSignal;
    /** The refusal's words when the file changed meanwhile (a command may say what was not saved). */
    changedMeanwhile?: (path: string) => string;
    /** How the new file is written (SaveOptions); a seam for tests. */
    writeDurably?: SaveOptions['writeDurably'];
    /** The most project workers it is written on (--threads; a small project is written on this thread), else SaveOptions' own choice. */
    workers?: number;
  },
): Promise<void> {
  const over = readFrom !== null && (await sameSaveTarget(readFrom.path, out)) ? readFrom : null;
  const unchanged = async (): Promise<void> => {
    if (over !== null && !(await unchangedSince(over.path, over.identity)))
      throw new RefusedWorkError(changedMeanwhile(over.path));
  };
  await unchanged();
  await atArgumentPlace(outArgument, () =>
    saveProjectFile(out, project, {
      signal,
      writeDurably,
      beforeRename: unchanged,
      workersUnlessTold: workers,
    }),
  );
}
