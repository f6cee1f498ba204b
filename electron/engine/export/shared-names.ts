import { fileKey } from './build-export';
import type { ManifestProject } from './export-manifest';

/** Another set in the folder that lists some of the files an export writes: its index (null: not said), and those names. */
export interface SharedNames {
  index: string | null;
  names: string[];
}

/**
 * The other sets of the folder's manifest (`others`: the entries an export does not replace,
 * takeReplacedEntries) that list a file the export writes (`names`, compared as one file is on
 * Windows and macOS, fileKey): two projects misconfigured into one folder or file name. The export
 * overwrites them, and the other set then has this set's version of each (its index points at this
 * set's sitemaps, its robots.txt is this one's); the person is told which set that is.
 */
export function namesSharedWithOtherSets(
  others: Record<string, ManifestProject>,
  names: readonly string[],
): SharedNames[] {
  const written = new Map(names.map((name) => [fileKey(name), name]));
  const shared: SharedNames[] = [];
  for (const entry of Object.values(others)) {
    const overwritten = [...new Set(entry.files.flatMap((file) => written.get(fileKey(file)) ?? []))];
    if (overwritten.length > 0) shared.push({ index: entry.index ?? null, names: overwritten });
  }
  return shared;
}
