import { fileKeyOf } from './local-file-names';

/** A candidate path of a folder's listing, and whether it is a symbolic link. */
export interface ListedPath {
  path: string;
  link: boolean;
}

/** A path not read because another path of the listing, `readAs`, is the same file. */
export interface SamePath {
  path: string;
  readAs: string;
}

/**
 * Each file of `listed` once, told by its identity (device and inode, links followed): a link to a
 * file also listed, a hard link, or two links to one file would import its URLs twice. The file is
 * read by its path that is no link, else by the first path; the others go to `same`. A path whose
 * stat fails (gone since the listing) is kept: its read says why. Each of `aliases` (links of a name
 * never opened) is never read: it goes to `same` when it leads to a file read, else to `apart`.
 */
export async function onePathPerFile(
  listed: readonly ListedPath[],
  aliases: readonly string[] = [],
): Promise<{ paths: string[]; same: SamePath[]; apart: string[] }> {
  const ordered = [...listed].sort((a, b) => Number(a.link) - Number(b.link) || a.path.localeCompare(b.path));
  const [identities, aliasIdentities] = await Promise.all([
    Promise.all(ordered.map(({ path }) => fileKeyOf(path))),
    Promise.all(aliases.map(fileKeyOf)),
  ]);
  const readAs = new Map<string, string>();
  const paths: string[] = [];
  const same: SamePath[] = [];
  for (const [index, { path }] of ordered.entries()) {
    const identity = identities[index];
    const first = identity === undefined ? undefined : readAs.get(identity);
    if (first !== undefined) same.push({ path, readAs: first });
    else {
      if (identity !== undefined) readAs.set(identity, path);
      paths.push(path);
    }
  }
  const apart: string[] = [];
  for (const [index, path] of aliases.entries()) {
    const identity = aliasIdentities[index];
    const read = identity === undefined ? undefined : readAs.get(identity);
    if (read !== undefined) same.push({ path, readAs: read });
    else apart.push(path);
  }
  return { paths, same, apart };
}
