import { fileKey } from '../../../shared/export-file-names';

/**
 * Whether a set writing `names` writes the index `index` (compared as one file is on Windows and macOS,
 * fileKey). The index is what makes a set the published one: a set that overwrites it replaces the set
 * it belonged to, whatever project id either was exported under (the id of one set of files changes: a
 * project saved for the first time, moved, or exported from the command line with another spelling of
 * its folder). A set that shares only some sitemap names with another (two projects misconfigured into
 * one file name) does not: that other set's index and other files are not its own. One rule for the
 * manifest's entries (replaced-entries.ts) and the commits left stuck (write-folder-safely.ts, and the
 * repair's order in recover-export-folder.ts).
 */
export function writesIndex(names: readonly string[], index: string): boolean {
  const key = fileKey(index);
  return names.some((name) => fileKey(name) === key);
}
