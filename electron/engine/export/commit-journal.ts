import { readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { exportFileNameProblem } from '../../../shared/export-file-names';

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
  /** This project's files from its last export that the new index no longer lists: removed after it is in. */
  stale: string[];
}

const JOURNAL_NAME = 'commit.json';

export async function writeJournal(folder: string, journal: CommitJournal): Promise<void> {
  const path = join(folder, JOURNAL_NAME);
  await writeFile(`${path}.tmp`, JSON.stringify(journal));
  await rename(`${path}.tmp`, path);
}

const isNameList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((name) => typeof name === 'string' && exportFileNameProblem(name) === null);

/**
 * The journal of a staging folder, or null when there is none (the commit never began). A staging
 * folder lies inside the export folder, where anyone may plant one: its names pass the same rule as
 * the manifest's, or the journal is not believed.
 */
export async function readJournal(folder: string): Promise<CommitJournal | null> {
  let value: Partial<CommitJournal>;
  try {
    value = JSON.parse(await readFile(join(folder, JOURNAL_NAME), 'utf8')) as Partial<CommitJournal>;
  } catch {
    return null;
  }
  const valid =
    value.format === 'sitemap-studio-commit' &&
    value.version === 1 &&
    isNameList(value.parts) &&
    isNameList(value.stale) &&
    isNameList([value.index]);
  return valid ? (value as CommitJournal) : null;
}
