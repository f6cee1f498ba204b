import { unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { ROBOTS_TXT } from '../../../shared/export-file-names';
import type { CommitJournal } from './commit-journal';
import { emptyManifest, readManifest } from './export-manifest';
import { fileIdentity } from './file-identity';
import { incomingOf } from './folder-commit';
import { listedAsSameFile, otherSetsSharingNames, setsStillThere } from './shared-names';

/**
 * Removes from `target` what the commit `left` (of `project`, in `staging`) had moved in under names
 * the complete commit `replacing` does not use: no index lists them, and they would stay as sitemaps a
 * person uploads by hand. Only names its journal lists (read as the manifest's names are: a file
 * directly in the folder, named as this exporter names its files), and each only while it is still
 * the very file it moved in (its identity in its staged manifest): one changed since is the person's,
 * and one of a commit whose project or identities are not told stays, as does one another set still in
 * the folder lists (listedByOtherSets: its index may name it). Its index goes first, so it
 * never lists a file gone. Each name removed is added to `removed` as it goes; the first removal that
 * failed is thrown once the others were tried.
 */
export async function removeSupersededFiles(
  target: string,
  staging: string,
  left: CommitJournal,
  project: string | null,
  replacing: CommitJournal,
  removed: string[],
): Promise<void> {
  if (project === null) return;
  const identities = await stagedIdentities(staging, project);
  const used = new Set([...replacing.parts, replacing.index]);
  const listed = await listedByOtherSets(target, [left.index, ...left.parts], replacing);
  let failed: { error: unknown } | null = null;
  for (const name of [left.index, ...left.parts]) {
    // A robots.txt is never removed (commit-plan.ts): without it every crawler may fetch everything.
    if (name === ROBOTS_TXT || used.has(name) || listed.has(name) || !Object.hasOwn(identities, name)) continue;
    const path = join(target, name);
    if ((await fileIdentity(path)) !== identities[name]) continue; // not moved in, or not its file any more
    try {
      await unlink(path);
      removed.push(name);
    } catch (error) {
      // One held (a scanner) does not keep the others; not its index, which would list one gone.
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue;
      failed ??= { error };
      if (name === left.index) break;
    }
  }
  if (failed) throw failed.error;
}

/**
 * Each file the commit of `project` staged in `staging` moves in, by name, with its identity as staged
 * (its staged manifest's entry): what tells a file it moved in from one changed since. Empty where not
 * told (no such entry, the manifest moved in already, or unreadable).
 */
export async function stagedIdentities(staging: string, project: string): Promise<Record<string, string>> {
  const { manifest } = await readManifest(incomingOf(staging)).catch(() => ({ manifest: emptyManifest() }));
  const entry = Object.hasOwn(manifest.projects, project) ? manifest.projects[project] : undefined;
  return entry?.identities ?? {};
}

/**
 * The files the commits `older` (each of the project `projects[at]`) had moved into `target` under
 * names the set writing `names` does not use, each with its identity: those `target` still holds as
 * the commit staged them, which removeSupersededFiles removes once that set's commit replaced them,
 * unless another set lists them (a name it never moved in holds another's file, never removed).
 */
export async function supersededLeftovers(
  target: string,
  older: readonly { staging: string; journal: CommitJournal }[],
  projects: readonly (string | null)[],
  names: ReadonlySet<string>,
): Promise<Map<string, string>> {
  const leftovers = new Map<string, string>();
  for (const [at, { staging, journal }] of older.entries()) {
    const project = projects[at];
    if (project === null || project === undefined) continue; // never removed: not told which files were its
    const identities = await stagedIdentities(staging, project);
    for (const name of [journal.index, ...journal.parts]) {
      if (name === ROBOTS_TXT || names.has(name) || leftovers.has(name) || !Object.hasOwn(identities, name)) continue;
      if ((await fileIdentity(join(target, name))) === identities[name]) leftovers.set(name, identities[name]!);
    }
  }
  return leftovers;
}

/**
 * Of `names`, those another set still in the folder lists as that very file (by the folder's manifest,
 * the entries but the replacing commit's): they stay, as a commit's own stale files do
 * (commit-plan.ts), since that set's index may name them. The replaced commit's own project's entry
 * counts: it is in the folder's manifest only where its index is not the replacing set's (its index
 * renamed in the commit left stuck), and it lists the files that index names.
 */
async function listedByOtherSets(
  target: string,
  names: readonly string[],
  replacing: CommitJournal,
): Promise<Set<string>> {
  const { manifest } = await readManifest(target).catch(() => ({ manifest: emptyManifest() }));
  const others = Object.fromEntries(Object.entries(manifest.projects).filter(([id]) => id !== replacing.projectId));
  // Neither commit's own files show another set is there.
  const ours = [...names, replacing.index, ...replacing.parts];
  const sets = await listedAsSameFile(
    target,
    await setsStillThere(target, otherSetsSharingNames(others, names, replacing.index, ours)),
  );
  return new Set(sets.flatMap(({ shared }) => shared.map(({ ours: name }) => name)));
}
