import { lstat } from 'node:fs/promises';
import { join } from 'node:path';
import type { ExportOutcome } from '../../../shared/export-types';
import { problemAt } from '../../../shared/problems';

/**
 * The names of a set that the export folder holds as folders, which no file can be renamed over (a
 * FIFO or a link can): a commit that began would stop at that name with part of the set in, and every
 * later export with it. They are found before anything moves.
 */
export async function namesInTheWay(target: string, names: readonly string[]): Promise<string[]> {
  const found = await Promise.all(
    names.map(async (name) => {
      const info = await lstat(join(target, name)).catch(() => null);
      return info?.isDirectory() ? name : null;
    }),
  );
  return found.filter((name): name is string => name !== null);
}

/** An export refused before its commit began: names of its set are taken by folders in the export folder. */
export class NamesInTheWay extends Error {
  override name = 'NamesInTheWay';

  constructor(
    readonly target: string,
    readonly names: readonly string[],
  ) {
    super(`${target} holds folders named ${names.join(', ')}, where the export writes files of those names`);
  }
}

/** The outcome of an export refused so; null for any other error. */
export const inTheWayOutcome = (error: unknown): ExportOutcome | null =>
  error instanceof NamesInTheWay
    ? {
        ok: false,
        problems: [
          problemAt({ file: error.target }, 'export-names-taken', { target: error.target, names: error.names }),
        ],
      }
    : null;
