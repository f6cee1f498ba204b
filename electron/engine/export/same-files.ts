import { fileKey } from './build-export';
import type { CommitJournal } from './commit-journal';

/**
 * robots.txt is the site's one file, which every project that writes it writes over the others' (news
 * beside the main sitemaps): writing it too does not make two sets one.
 */
const SITE_FILE = fileKey('robots.txt');

/**
 * Whether the commit `journal` would move in a sitemap or index under one of `names` (compared as one
 * file is on Windows and macOS, fileKey; robots.txt aside): then a complete set writing `names` covers
 * its files, and finishing it afterwards would move its older files over that set, whatever project id
 * either was exported under (the id of one set of files changes: a project saved for the first time,
 * moved, or exported from the command line with another spelling of its folder).
 */
export function writesSameFiles(journal: CommitJournal, names: readonly string[]): boolean {
  return sharesFiles([journal.index, ...journal.parts], names);
}

/** Whether `files` and `names` hold one sitemap or index (fileKey; robots.txt aside): then they are one set. */
export function sharesFiles(files: readonly string[], names: readonly string[]): boolean {
  const keys = new Set(names.map(fileKey));
  keys.delete(SITE_FILE);
  return files.some((name) => keys.has(fileKey(name)));
}
