import { rename, rm, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { exportFileNameProblem } from '../../../shared/export-file-names';
import { flushFolder, writeFileDurably } from './durable-files';
import { MAX_MANIFEST_BYTES } from './export-manifest';
import { readFoundFile } from './read-found-file';
import { isStagingName } from './staging-folders';

/**
 * The staging folder's own note of the commit it is for, written (through a rename, so it is whole or
 * absent) only once every file is staged and checked. Its presence tells recovery that the commit may
 * have begun and can be finished from what the staging folder holds; without it nothing in the export
 * folder was changed yet.
 */
export interface CommitJournal {
  format: 'sitemap-studio-commit';
  version: 1;
  /** Files moved in before the index, in order (sitemaps, robots.txt). */
  parts: string[];
  /** The index, moved in once every part is in place. */
  index: string;
  /**
   * This project's files from its last export that the new index no longer lists, each with the
   * identity it was written with: removed after the index is in, and only while still that file.
   */
  stale: StaleFile[];
  /**
   * One more than that of any unfinished commit left in the folder as it began: of two left (one stuck,
   * a later one killed), the later is repaired first. Absent in an older build's journal (as 0).
   */
  generation?: number;
  /**
   * The project whose files these are (the manifest's key): only a later commit of the same project
   * replaces this one, as only its set covers these files. Absent in an older build's journal (its
   * staged manifest tells, see projectOf).
   */
  projectId?: string;
  /**
   * The staging folders (their names in the export folder) of this project's commits left unfinished
   * as this one began. Written before this commit moves anything, it is what replaces them: once this
   * commit is complete they are neither finished nor undone (either would move their files over this
   * set) but dropped, and this journal stays until they are gone. Undone, it replaces nothing.
   */
  supersedes?: string[];
}

export interface StaleFile {
  name: string;
  identity: string;
}

const JOURNAL_NAME = 'commit.json';

/** The journal as written: the commit, and which staging folder it was written in. */
interface StoredJournal extends CommitJournal {
  stagingFolder: string;
}

/**
 * The staging folder's identity on its file system: its inode number, which the file system chose
 * when this run made the folder. A copy of the folder (a clone, an archive, a download) gets another
 * one, so a journal carried into the export folder from elsewhere is not this folder's; the number
 * outlives a restart, unlike the device number, so a commit a power cut stopped is still recognised.
 */
const folderIdentity = async (folder: string): Promise<string> => String((await stat(folder, { bigint: true })).ino);

/**
 * Writes the journal into the staging folder `folder`, on disk once this resolves (flushed, its name
 * in the folder and the folder's in the export folder flushed): no rename it describes may come first.
 */
export async function writeJournal(folder: string, journal: CommitJournal): Promise<void> {
  const path = join(folder, JOURNAL_NAME);
  const stored: StoredJournal = { ...journal, stagingFolder: await folderIdentity(folder) };
  await writeFileDurably(`${path}.tmp`, JSON.stringify(stored));
  await rename(`${path}.tmp`, path);
  await flushFolder(folder);
  await flushFolder(dirname(folder));
}

const isName = (name: unknown): name is string => typeof name === 'string' && exportFileNameProblem(name) === null;
const isNameList = (value: unknown): value is string[] => Array.isArray(value) && value.every(isName);
const isStagingList = (value: unknown): value is string[] | undefined =>
  value === undefined ||
  (Array.isArray(value) && value.every((name) => typeof name === 'string' && isStagingName(name)));
const isProjectId = (value: unknown): value is string | undefined => value === undefined || typeof value === 'string';
const isGeneration = (value: unknown): value is number | undefined =>
  value === undefined || (Number.isSafeInteger(value) && (value as number) >= 0);
const isStaleList = (value: unknown): value is StaleFile[] =>
  Array.isArray(value) &&
  value.every(
    (entry: Partial<StaleFile> | null) =>
      typeof entry === 'object' && entry !== null && isName(entry.name) && typeof entry.identity === 'string',
  );

/**
 * The journal of a staging folder, or null when there is none (the commit never began). A staging
 * folder lies inside the export folder, where anyone may plant one: the journal is believed only when
 * it was written in this very folder (folderIdentity) and its names pass the same rule as the
 * manifest's; otherwise it is as if there were none, and nothing it names is moved or removed.
 */
export async function readJournal(folder: string): Promise<CommitJournal | null> {
  let value: Partial<StoredJournal>;
  try {
    // It names no more files than the manifest does.
    value = JSON.parse(await readFoundFile(join(folder, JOURNAL_NAME), MAX_MANIFEST_BYTES)) as Partial<StoredJournal>;
  } catch {
    return null;
  }
  const valid =
    value.format === 'sitemap-studio-commit' &&
    value.version === 1 &&
    isNameList(value.parts) &&
    isStaleList(value.stale) &&
    isName(value.index) &&
    isGeneration(value.generation) &&
    isProjectId(value.projectId) &&
    isStagingList(value.supersedes) &&
    value.stagingFolder === (await folderIdentity(folder));
  if (!valid) return null;
  const { format, version, parts, index, stale, generation, projectId, supersedes } = value as StoredJournal;
  const journal: CommitJournal = { format, version, parts, index, stale };
  if (generation !== undefined) journal.generation = generation;
  if (projectId !== undefined) journal.projectId = projectId;
  if (supersedes !== undefined) journal.supersedes = [...supersedes];
  return journal;
}

/**
 * Removes the journal of the staging folder `folder` (none there: done), so that no repair finishes
 * or undoes its commit: a later commit has replaced it.
 */
export const removeJournal = (folder: string): Promise<void> => rm(join(folder, JOURNAL_NAME), { force: true });
