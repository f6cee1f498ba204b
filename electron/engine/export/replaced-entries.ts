import type { ManifestProject } from './export-manifest';
import { writesIndex } from './same-files';

/**
 * Takes out of a folder's manifest (`projects`) the entries a set of project `projectId` writing
 * `names` replaces, and returns them: the project's own (its last export), and every entry of another
 * id whose index is among `names` (compared as one file is on Windows and macOS): that index is
 * overwritten, so that set is this one now (the same set under an id that changed: a copy of the
 * project exported in the original's place, the command line's id for the same folder). The files they
 * listed that this set no longer writes are then its stale files. An entry that shares only some
 * sitemap names with this set is another set (two projects misconfigured into one file name): its index
 * and other files are not this set's to remove, so it stays; so does an entry that names no index (an
 * older version's manifest) and any other (news beside the main sitemaps).
 */
export function takeReplacedEntries(
  projects: Record<string, ManifestProject>,
  projectId: string,
  names: readonly string[],
): ManifestProject[] {
  const replaced: ManifestProject[] = [];
  for (const [id, entry] of Object.entries(projects)) {
    const sameSet = id === projectId || (entry.index !== undefined && writesIndex(names, entry.index));
    if (!sameSet) continue;
    replaced.push(entry);
    delete projects[id];
  }
  return replaced;
}
