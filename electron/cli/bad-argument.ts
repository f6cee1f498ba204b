import { describeError, isRefused, isWrongPlace } from '../../shared/describe-error';
import { translateMessage as t } from '../../shared/i18n/translator';
import { isSaveRefused, NotARegularFileError } from '../engine/startup';
import { oneLine } from './cli-io';

/** An argument a command cannot use. `runCli` prints its message, which names the argument, and exits with 2. */
export class BadArgumentError extends Error {
  override name = 'BadArgumentError';
}

/** Work refused for what it was given (a project save past the format's bounds). `runCli` prints its message, which names the argument, and exits with 1. */
export class RefusedWorkError extends Error {
  override name = 'RefusedWorkError';
}

/**
 * The system's refusal of an argument's place, still a system error (its `code`) but told with the
 * argument it was about: the path refused may be a file made inside it (a staging folder, a temp file).
 */
export class SystemRefusal extends Error {
  override name = 'SystemRefusal';
  readonly code: unknown;

  constructor(argument: string, refusal: unknown) {
    super(`${argument}: ${oneLine(describeError(refusal))}`, { cause: refusal });
    this.code = (refusal as { code?: unknown }).code;
  }
}

/**
 * Runs `work` on the file or folder that `argument` names (e.g. "--robots /x/robots.txt"); a failure
 * that says that place is missing, a file for a folder and the like, or that it is a pipe, socket or
 * device, becomes a BadArgumentError; the system's refusal (no permission, a read-only disk) stays a
 * system error (exit 1, "Stopped by the system"); a save refused for what it was given (a row past the
 * project format's bound) a RefusedWorkError (exit 1).
 */
export async function atArgumentPlace<T>(argument: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    // The system's words on one line: the path they name may hold a line feed (a folder saved in a project).
    if (isWrongPlace(error)) throw new BadArgumentError(`${argument}: ${oneLine(describeError(error))}`);
    if (isRefused(error)) throw new SystemRefusal(argument, error);
    if (isSaveRefused(error)) throw new RefusedWorkError(`${argument}: ${error.message}`);
    if (error instanceof NotARegularFileError)
      throw new BadArgumentError(`${argument}: ${t('cli.args.notRegularFile', { path: error.path })}`);
    throw error;
  }
}

/** Sources are files, folders or URLs: an empty one would silently mean the working folder. */
export function checkSources(sources: readonly string[]): void {
  const empty = sources.flatMap((source, index) =>
    source === '' ? [t('cli.args.emptySource', { n: index + 1 })] : [],
  );
  if (empty.length > 0) throw new BadArgumentError(t('cli.args.nameSource', { empty: empty.join('; ') }));
}
