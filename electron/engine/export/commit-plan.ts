import { lstat } from 'node:fs/promises';
import { join } from 'node:path';
import { ROBOTS_TXT } from '../../../shared/export-file-names';
import { problemAt, type Problem } from '../../../shared/problems';
import type { CommitJournal } from './commit-journal';
import { readManifest, type ExportManifest, type ManifestProject } from './export-manifest';
import { leftStaging, projectOf, type LeftCommit } from './recover-export-folder';
import { takeReplacedEntries } from './replaced-entries';
import { writesIndex } from './same-files';
import { keepForOtherSets, otherSetsSharingNames, setsStillThere, type OtherSet } from './shared-names';
import { supersededLeftovers } from './superseded-files';
import { fileKey } from '../../../shared/export-file-names';
import { fileIdentity } from './file-identity';

export interface CommitOptions {
  /** Whose files these are: the files this project wrote last time and no longer writes are removed. */
  projectId: string;
  /** The files to move in, in the order the manifest lists them; each must have been written. */
  names: readonly string[];
  /** Which of them is the index: it moves in last, once every other file is in place. */
  index: string;
  now?: () => Date;
  /** The robots.txt among `names` is the folder's own, its lines kept (ManifestProject.keptRobotsTxt). */
  keptRobotsTxt?: boolean;
  /** The index URL the Sitemap: line of the robots.txt among `names` names (ManifestProject.robotsSitemap). */
  robotsSitemap?: string;
}

/** What a commit does to its folder, decided before anything moves (StagedFolder.commit). */
export interface CommitPlan {
  /** The folder's manifest with this set's entry: staged, and moved in last. */
  manifest: ExportManifest;
  /** What reading the folder's manifest found to tell (one not ours, unreadable). */
  manifestNotes: Problem[];
  /** The files of the project's last export that go (the journal's), each as the file that export wrote. */
  stale: CommitJournal['stale'];
  /** Files of the last export that go but whose identity the manifest did not say: never removed. */
  unproven: string[];
  /** The commits left stuck that this one replaces once complete (the journal's `supersedes`). */
  older: LeftCommit[];
  /** After every commit left in the folder, so that none is replayed over this one. */
  generation: number;
  /** Other sets in the folder listing files this set writes, looked at before it moves in (overwrittenNames). */
  sharing: OtherSet[];
  /** Other sets that list files this project wrote and no longer writes: those stay, as theirs. */
  keptForOthers: OtherSet[];
  /** Files in the folder under names this set writes that no manifest entry lists: not ours, replaced all the same. */
  unlisted: string[];
}

/**
 * Plans the commit of the set `options` names into `target`, whose staged files have the identities
 * `identities`: its entry in the folder's manifest, replacing the entries of the sets it replaces (its
 * project's, and any whose index it overwrites, whichever id that was kept under); what of them goes;
 * the commits left stuck it replaces; the other sets it shares files with. A file of the last export,
 * or one a replaced commit moved in, that another set still in the folder lists stays (and becomes
 * that set's: keepForOtherSets changes the manifest's entry of that set).
 */
export async function planCommit(
  target: string,
  options: CommitOptions,
  identities: Record<string, string>,
): Promise<CommitPlan> {
  const { manifest, notes: manifestNotes } = await readManifest(target);
  const listed = listedKeys(manifest);
  const names = new Set(options.names);
  const last = takeReplacedEntries(manifest.projects, options.projectId, options.names);
  const lastFiles = [...new Set(last.flatMap((entry) => entry.files))].filter((name) => !names.has(name));
  const lastIdentity = (name: string): string | undefined =>
    last.find((entry) => entry.identities && Object.hasOwn(entry.identities, name))?.identities?.[name];
  const { older, leftovers, generation } = await commitsReplaced(target, options);
  for (const name of leftovers.keys()) listed.add(fileKey(name));
  // Neither this set's files nor its project's last ones nor the replaced commits' show another set is there.
  const leftFiles = [...new Set([...lastFiles, ...leftovers.keys()])];
  const ours = [...options.names, ...leftFiles];
  const sharing = await setsStillThere(
    target,
    otherSetsSharingNames(manifest.projects, options.names, options.index, ours),
  );
  const keptForOthers = await keepForOtherSets(target, manifest.projects, leftFiles, {
    index: options.index,
    ours,
    wrote: (name, identity) => lastIdentity(name) === identity || leftovers.get(name) === identity,
  });
  const listedByOthers = new Set(keptForOthers.flatMap(({ shared }) => shared.map(({ ours: name }) => name)));
  // A robots.txt this set no longer writes stays: removed, it would let every crawler everywhere (and
  // one whose lines were kept holds the site's own rules). Said (robots-txt-left), never removed unsaid.
  const robotsLeft = lastFiles.includes(ROBOTS_TXT) && !listedByOthers.has(ROBOTS_TXT);
  const gone = lastFiles.filter((name) => !listedByOthers.has(name) && name !== ROBOTS_TXT);
  manifest.projects[options.projectId] = {
    files: [...options.names],
    index: options.index,
    exportedAt: (options.now?.() ?? new Date()).toISOString(),
    identities,
    ...robotsOfEntry(options, last, robotsLeft ? lastIdentity(ROBOTS_TXT) : undefined),
  };
  return {
    manifest,
    manifestNotes: robotsLeft
      ? [...manifestNotes, problemAt({ file: join(target, ROBOTS_TXT) }, 'robots-txt-left')]
      : manifestNotes,
    stale: gone.flatMap((name) => {
      const identity = lastIdentity(name);
      return identity === undefined ? [] : [{ name, identity }];
    }),
    // A name the manifest lists without saying which file it was (a planted or older manifest).
    unproven: gone.filter((name) => lastIdentity(name) === undefined),
    older,
    generation,
    sharing,
    keptForOthers,
    // With no manifest to go by, no file is known not to be ours: nothing is said of them.
    unlisted: manifestNotes.some((note) => note.code === 'manifest-unreadable')
      ? []
      : await unlistedThere(target, options.names, listed),
  };
}

/**
 * What an export of `options` into `target` would do to files already there, as its commit would plan
 * it: the files this project's last export wrote that it removes (still the very files written), and
 * those no export wrote that it replaces (unlisted). For the preview: said before, not only after.
 */
export async function foreseenInFolder(
  target: string,
  options: CommitOptions,
): Promise<{ removed: string[]; unlisted: string[] }> {
  const plan = await planCommit(target, options, {});
  const removed: string[] = [];
  for (const { name, identity } of plan.stale)
    if ((await fileIdentity(join(target, name))) === identity) removed.push(name);
  return { removed, unlisted: plan.unlisted };
}

/** Every file some entry of the manifest lists, by fileKey. */
const listedKeys = (manifest: ExportManifest): Set<string> =>
  new Set(Object.values(manifest.projects).flatMap((entry) => entry.files.map(fileKey)));

/**
 * Of `names`, those whose entry is in `target` but no manifest entry lists (`listed`, by fileKey): a
 * file, a link or another entry the person or another tool made, which the export replaces. Not a
 * folder (it refuses the export: namesInTheWay), nor a robots.txt that is a plain file (a folder's own
 * is kept, its lines with it) or a link (it refuses the export: folder-robots-txt.ts).
 */
async function unlistedThere(target: string, names: readonly string[], listed: Set<string>): Promise<string[]> {
  // All asked at once: one after another, a 10M-URL set's 200 names waited on 200 round trips.
  const entries = await Promise.all(
    names.map((name) => (listed.has(fileKey(name)) ? null : lstat(join(target, name)).catch(() => null))),
  );
  return names.filter((name, at) => {
    const entry = entries[at] ?? null;
    if (entry === null || entry.isDirectory()) return false;
    return !(fileKey(name) === ROBOTS_TXT && (entry.isFile() || entry.isSymbolicLink()));
  });
}

/**
 * What a set's manifest entry says of its robots.txt: the one it writes (kept, its Sitemap: line's
 * URL); else the one it wrote last and leaves now (`leftNow`, its identity), or left before and
 * still leaves (ManifestProject.leftRobotsTxt), so that writing one again makes that file again.
 */
function robotsOfEntry(
  options: CommitOptions,
  last: readonly ManifestProject[],
  leftNow: string | undefined,
): Pick<ManifestProject, 'keptRobotsTxt' | 'robotsSitemap' | 'leftRobotsTxt'> {
  const kept = (keptRobotsTxt: boolean | undefined) => (keptRobotsTxt ? { keptRobotsTxt: true as const } : {});
  const sitemap = (url: string | undefined) => (url === undefined ? {} : { robotsSitemap: url });
  if (options.names.includes(ROBOTS_TXT)) return { ...kept(options.keptRobotsTxt), ...sitemap(options.robotsSitemap) };
  const wrote = last.find((entry) => entry.files.includes(ROBOTS_TXT) || entry.leftRobotsTxt !== undefined);
  const left = leftNow ?? wrote?.leftRobotsTxt;
  if (wrote === undefined || left === undefined) return {};
  // Not its Sitemap: line's URL: while it is left, another set may take that index's name and line.
  return { ...kept(wrote.keptRobotsTxt), leftRobotsTxt: left };
}

/**
 * Commits left stuck in the folder (the repair as this export began could not end them) of this
 * project, or of any whose index this set writes (writesIndex: the same set under another id, the
 * rule the manifest's entries follow): this one comes after them, and replaces them once complete.
 * Others (news beside the main sitemaps, or a set sharing only a sitemap name with this one) are not
 * replaced (their index is not this set's): the repair finishes or undoes them. Read again, not
 * handed on from that repair: one may have come since (a staging folder moved back in keeps its
 * journal), and left out of `supersedes` and the generation it would be replayed over this set. With
 * them, what they had moved in under names this set does not write and the folder still holds
 * (supersededLeftovers), and this commit's generation.
 */
async function commitsReplaced(
  target: string,
  options: CommitOptions,
): Promise<{ older: LeftCommit[]; leftovers: Map<string, string>; generation: number }> {
  const { commits: left } = await leftStaging(target);
  const projects = await Promise.all(left.map(projectOf));
  const replaced = left.flatMap((commit, at) =>
    projects[at] === options.projectId || writesIndex(options.names, commit.journal.index) ? [at] : [],
  );
  const older = replaced.map((at) => left[at]!);
  const olderProjects = replaced.map((at) => projects[at] ?? null);
  const leftovers = await supersededLeftovers(target, older, olderProjects, new Set(options.names));
  const generation = 1 + Math.max(0, ...left.map(({ journal }) => journal.generation ?? 0));
  return { older, leftovers, generation };
}
