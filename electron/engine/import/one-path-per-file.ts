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
 * stat fails (gone since the listing) is kept: its read says why.
 */
export async function onePathPerFile(listed: readonly ListedPath[]): Promise<{ paths: string[]; same: SamePath[] }> {
  const ordered = [...listed].sort((a, b) => Number(a.link) - Number(b.link) || a.path.localeCompare(b.path));
  const identities = await Promise.all(ordered.map(({ path }) => fileKeyOf(path)));
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
  return { paths, same };
}
