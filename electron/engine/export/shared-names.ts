import { join } from 'node:path';
import { fileKey, ROBOTS_TXT } from '../../../shared/export-file-names';
import { problemAt, type Problem } from '../../../shared/problems';
import type { ManifestProject } from './export-manifest';
import { fileIdentity } from './file-identity';

/** A file another set lists that this export also writes: as this set spells it, and as the other does. */
interface SharedName {
  ours: string;
  theirs: string;
}

/** Another set in the folder that lists files an export writes (two projects misconfigured into one folder or file name). */
export interface OtherSet {
  /** Its index (null: a manifest of an older version did not say which file it was). */
  index: string | null;
  shared: SharedName[];
  /** Its files this export does not write (but a robots.txt): the set is still in the folder while one of them is. */
  own: string[];
  /** Its entry in the manifest, to give a file kept for it its identity (keepForOtherSets). */
  entry: ManifestProject;
}

/** What the person is told of another set: its index, and the files of it this export overwrote (this set's names). */
export interface SharedNames {
  index: string | null;
  names: string[];
}

/**
 * The other sets of the folder's manifest (`others`: the entries an export writing `ours` with the
 * index `index` does not replace, takeReplacedEntries) that list one of `names` (`ours`, or files its
 * project's last export wrote), compared as one file is on Windows and macOS (fileKey). An entry of an
 * older version names no index; one that lists this set's own index is this very set as that version
 * kept it (under another id), not another.
 */
export function otherSetsSharingNames(
  others: Record<string, ManifestProject>,
  names: readonly string[],
  index: string,
  ours: readonly string[] = names,
): OtherSet[] {
  const named = new Map(names.map((name) => [fileKey(name), name]));
  // Not a set's own: what this set writes, and a robots.txt (any set may write one; so may the person).
  const notOwn = new Set([...names, ...ours, ROBOTS_TXT].map(fileKey));
  const sets: OtherSet[] = [];
  for (const entry of Object.values(others)) {
    if (entry.index === undefined && entry.files.some((file) => fileKey(file) === fileKey(index))) continue;
    const shared = new Map<string, SharedName>();
    const own: string[] = [];
    for (const theirs of entry.files) {
      const name = named.get(fileKey(theirs));
      if (name !== undefined) shared.set(name, { ours: name, theirs });
      else if (!notOwn.has(fileKey(theirs))) own.push(theirs);
    }
    if (shared.size > 0) sets.push({ index: entry.index ?? null, shared: [...shared.values()], own, entry });
  }
  return sets;
}

/**
 * Of `sets`, before the export moves its files in: those still in `folder` (the index, or for an
 * entry that names none a file of its own, is there; a set moved elsewhere leaves its entry behind),
 * each with the shared files that are there (one not there the export makes, not overwrites).
 */
export async function setsStillThere(folder: string, sets: readonly OtherSet[]): Promise<OtherSet[]> {
  const there = async (name: string): Promise<boolean> => (await fileIdentity(join(folder, name))) !== null;
  const found: OtherSet[] = [];
  for (const set of sets) {
    if (!(await someThere(set.index === null ? set.own : [set.index], there))) continue;
    const shared: SharedName[] = [];
    for (const name of set.shared) if (await there(name.theirs)) shared.push(name);
    if (shared.length > 0) found.push({ ...set, shared });
  }
  return found;
}

/** Whether one of `names` is there, looked at one at a time (an older entry may list thousands). */
async function someThere(names: readonly string[], there: (name: string) => Promise<boolean>): Promise<boolean> {
  for (const name of names) if (await there(name)) return true;
  return false;
}

/**
 * Of `sets` (setsStillThere), the files this project's last export wrote that each one lists as the
 * very same file (its spelling holds the file this one's does: names told apart by case alone are two
 * files on a file system that tells them apart, and this project's is its own to remove).
 */
export async function listedAsSameFile(folder: string, sets: readonly OtherSet[]): Promise<OtherSet[]> {
  const found: OtherSet[] = [];
  for (const set of sets) {
    const shared: SharedName[] = [];
    for (const name of set.shared) {
      const ours = await fileIdentity(join(folder, name.ours));
      if (ours !== null && (name.theirs === name.ours || ours === (await fileIdentity(join(folder, name.theirs)))))
        shared.push(name);
    }
    if (shared.length > 0) found.push({ ...set, shared });
  }
  return found;
}

/**
 * The other sets still in `folder` (of the manifest's entries `others`, changed here) that list, as
 * the very same file, one of `leftFiles`: files a project wrote here (its last export, or a commit of
 * it the new one replaces) that its new set (`ours`, with the index `index`) no longer writes. Such a
 * file stays, since that set's index may name it, and is that set's from now on: while it is still a
 * file the project wrote (`wrote`, by its identity), that set's entry takes its identity, so that
 * set's own export removes it once it no longer writes it (a file that set or the person wrote since
 * keeps the identity it has there).
 */
export async function keepForOtherSets(
  folder: string,
  others: Record<string, ManifestProject>,
  leftFiles: readonly string[],
  set: { index: string; ours: readonly string[]; wrote: (name: string, identity: string) => boolean },
): Promise<OtherSet[]> {
  const kept = await listedAsSameFile(
    folder,
    await setsStillThere(folder, otherSetsSharingNames(others, leftFiles, set.index, set.ours)),
  );
  for (const { entry, shared } of kept) {
    for (const { ours, theirs } of shared) {
      const identity = await fileIdentity(join(folder, ours));
      if (identity === null || !set.wrote(ours, identity)) continue;
      (entry.identities ??= Object.create(null) as Record<string, string>)[theirs] = identity;
    }
  }
  return kept;
}

/**
 * Of `sets` (setsStillThere), once the export's files are in: the files whose name as the other set
 * spells it now holds this set's file (`identityOf`, as staged): overwritten. Names told apart by case
 * alone are two files on a file system that tells them apart, and neither was overwritten.
 */
export async function overwrittenNames(
  folder: string,
  sets: readonly OtherSet[],
  identityOf: (name: string) => string | null | undefined,
): Promise<SharedNames[]> {
  const told: SharedNames[] = [];
  for (const { index, shared } of sets) {
    const held = await Promise.all(shared.map(({ theirs }) => fileIdentity(join(folder, theirs))));
    const names = shared
      .filter(({ ours }, at) => held[at] !== null && held[at] === identityOf(ours))
      .map(({ ours }) => ours);
    if (names.length > 0) told.push({ index, names });
  }
  return told;
}

/**
 * The notes for the other sets whose files an export overwrote (overwrittenNames), each naming that
 * set's index where known: its sitemaps, and apart from them its robots.txt (no file name pattern
 * names robots.txt: only one of two sets in a folder should write it).
 */
export function sharedNotes(folder: string, shared: readonly SharedNames[]): Problem[] {
  return shared.flatMap(({ index, names }) => {
    const ofIndex = index === null ? {} : { index };
    const robots = names.some((name) => fileKey(name) === ROBOTS_TXT);
    const sitemaps = names.filter((name) => fileKey(name) !== ROBOTS_TXT);
    return [
      ...(sitemaps.length > 0
        ? [problemAt({ file: folder }, 'export-names-shared', { names: sitemaps, ...ofIndex })]
        : []),
      ...(robots ? [problemAt({ file: folder }, 'export-robots-shared', ofIndex)] : []),
    ];
  });
}

/**
 * The notes for the files this project's last export wrote that the new set no longer writes but
 * another set still in the folder lists (setsStillThere of them): left in place, since that set's
 * index may name them, each set told with its index where known.
 */
export function keptForOtherSetsNotes(folder: string, sets: readonly OtherSet[]): Problem[] {
  return sets.map(({ index, shared }) =>
    problemAt({ file: folder }, 'export-stale-shared', {
      names: shared.map(({ ours }) => ours),
      ...(index === null ? {} : { index }),
    }),
  );
}
