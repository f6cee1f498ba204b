import { realpathSync, statSync } from 'node:fs';
import { basename, dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import { walkPassesBy } from '../engine/saved-project-export';

/** The real path of `path`, or its nearest existing ancestor's with the rest joined on (an --out not made yet). */
function realOrAncestor(path: string): string {
  let at = resolve(path);
  let rest = '';
  for (;;) {
    try {
      return join(realpathSync(at), rest);
    } catch {
      const up = dirname(at);
      if (up === at) return resolve(path);
      rest = join(basename(at), rest);
      at = up;
    }
  }
}

/**
 * The first of `sources` that is a local folder holding `out` (or being it), links followed, else
 * null: an export into the folder it reads reads its own files back in on the next run (9 URLs,
 * then 18, then 27, as sitemap-sitemap-… files).
 */
export function sourceFolderHolding(out: string, sources: readonly string[]): string | null {
  const target = realOrAncestor(out);
  for (const source of sources) {
    if (/^https?:\/\//i.test(source)) continue;
    let folder: string;
    try {
      if (!statSync(source).isDirectory()) continue;
      folder = realpathSync(source);
    } catch {
      continue; // told as the source's own problem when it is read
    }
    const inside = relative(folder, target);
    if (inside === '') return source;
    const steps = inside.split(sep);
    // Inside, unless under a folder the walk passes by (.build, node_modules): never read back in.
    if (!isAbsolute(inside) && steps[0] !== '..' && !steps.some((step) => walkPassesBy(step, true))) return source;
  }
  return null;
}
