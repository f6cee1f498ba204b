import type * as FsPromises from 'node:fs/promises';
import { basename } from 'node:path';

/**
 * node:fs/promises as it is, but for a move into an export folder (not its staging folder) of a file
 * named `refused()`, which fails with EPERM, as a file held open by a scanner gives on Windows.
 * For `vi.mock('node:fs/promises', …)`, with the name in a `vi.hoisted` object the test sets.
 */
export function refusingRenames(actual: typeof FsPromises, refused: () => string | null): typeof FsPromises {
  const rename: typeof actual.rename = async (from, to) => {
    if (basename(String(to)) === refused() && !String(to).includes('.sitemap-studio-staging-'))
      throw Object.assign(new Error(`EPERM: operation not permitted, rename '${String(to)}'`), { code: 'EPERM' });
    return actual.rename(from, to);
  };
  return { ...actual, rename, default: { ...actual, rename } } as typeof FsPromises;
}
