import type { ManifestProject } from './export-manifest';
import { sharesFiles } from './same-files';

/**
 * Takes out of a folder's manifest (`projects`) the entries a set of project `projectId` writing
 * `names` replaces, and returns them: the project's own (its last export), and every entry of another
 * id that lists a sitemap or index among `names` (sharesFiles): those files are overwritten, so that
 * set is this one now (the same set under an id that changed: a project saved as a new file and
 * exported in place of the old one, an id an older build gave it). The files they listed that this
 * set no longer writes are then its stale files. Other entries (news beside the main sitemaps) stay.
 */
export function takeReplacedEntries(
  projects: Record<string, ManifestProject>,
  projectId: string,
  names: readonly string[],
): ManifestProject[] {
  const replaced: ManifestProject[] = [];
  for (const [id, entry] of Object.entries(projects)) {
    if (id !== projectId && !sharesFiles(entry.files, names)) continue;
    replaced.push(entry);
    delete projects[id];
  }
  return replaced;
}
