import { rename } from 'node:fs/promises';
import { join } from 'node:path';
import { writeFileDurably } from './durable-files';
import {
  MANIFEST_NAME,
  manifestBytes,
  readManifest,
  type ExportManifest,
  type ManifestProject,
} from './export-manifest';
import { fileIdentity } from './file-identity';
import { takeReplacedEntries } from './replaced-entries';

/**
 * Before a commit left unfinished is finished, brings into the manifest it moves in (staged in
 * `incoming` as its commit began) what the folder's manifest says now of every other project: an
 * export of another project may have completed since, and the staged manifest would take its entry
 * back (the files that project may remove at its next export). Only `projectId`'s entry is the commit's
 * own; the entries its set writing `names` replaces (takeReplacedEntries, the rule the commit applied
 * as it began: another id's whose index it writes) stay out, or a set it replaced would come back as a
 * second entry listing its files. A folder whose manifest is missing or not ours keeps the staged one as
 * it is.
 */
export async function keepOtherProjects(
  target: string,
  incoming: string,
  projectId: string,
  names: readonly string[],
): Promise<void> {
  const staged = join(incoming, MANIFEST_NAME);
  if ((await fileIdentity(staged)) === null) return; // moved in already
  if ((await fileIdentity(join(target, MANIFEST_NAME))) === null) return;
  const live = await readManifest(target);
  if (live.notes.some((note) => note.code === 'manifest-unreadable')) return;
  const own = (await readManifest(incoming)).manifest;
  const others = live.manifest.projects; // no prototype: a project may be called __proto__
  takeReplacedEntries(others, projectId, names);
  await keepHandedOver(target, others, own.projects);
  const merged: ExportManifest = {
    ...live.manifest,
    // Built from entries: a project may be called __proto__.
    projects: Object.fromEntries([
      ...Object.entries(others),
      ...Object.entries(own.projects).filter(([id]) => id === projectId),
    ]),
  };
  const bytes = manifestBytes(merged);
  if (bytes.equals(manifestBytes(own))) return;
  await writeFileDurably(`${staged}.tmp`, bytes);
  await rename(`${staged}.tmp`, staged);
}

/**
 * The identities the commit's staged manifest (`staged`) gives other sets' files where the folder's
 * manifest (`live`, changed here) says otherwise while the file there is still the one staged: chiefly
 * a file of its project's last export it kept because another set lists it, handed to that set
 * (keepForOtherSets), without which that set's own export left the file as changed since, listed by
 * no set. Only the identity of the file there now is ever taken: every writer of an entry records the
 * file as it finds it, so an older identity of that set's own can match only the very same file. A file
 * written since (by that set, or the person) keeps the live identity.
 */
async function keepHandedOver(
  target: string,
  live: Record<string, ManifestProject>,
  staged: Record<string, ManifestProject>,
): Promise<void> {
  for (const [id, entry] of Object.entries(live)) {
    const handed = Object.hasOwn(staged, id) ? staged[id]!.identities : undefined;
    if (handed === undefined) continue;
    for (const name of entry.files) {
      const identity = Object.hasOwn(handed, name) ? handed[name] : undefined;
      if (identity === undefined || identity === entry.identities?.[name]) continue;
      if (identity !== (await fileIdentity(join(target, name)))) continue;
      (entry.identities ??= Object.create(null) as Record<string, string>)[name] = identity;
    }
  }
}
