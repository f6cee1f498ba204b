import { describeError, isWrongPlace } from '../../shared/describe-error';
import { translateMessage as t } from '../../shared/i18n/translator';

/** An argument a command cannot use. `runCli` prints its message, which names the argument, and exits with 2. */
export class BadArgumentError extends Error {
  override name = 'BadArgumentError';
}

/**
 * Runs `work` on the file or folder that `argument` names (e.g. "--robots /x/robots.txt"); a failure
 * that says that place is missing, a folder, not writable and the like becomes a BadArgumentError.
 */
export async function atArgumentPlace<T>(argument: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isWrongPlace(error)) throw new BadArgumentError(`${argument}: ${describeError(error)}`);
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
