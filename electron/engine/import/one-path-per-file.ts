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
 * stat fails (gone since the listing) is kept: its read says why. `identities` holds each path kept's.
 */
export async function onePathPerFile(
  listed: readonly ListedPath[],
): Promise<{ paths: string[]; same: SamePath[]; identities: Map<string, string> }> {
  const ordered = [...listed].sort((a, b) => Number(a.link) - Number(b.link) || a.path.localeCompare(b.path));
  const found = await Promise.all(ordered.map(({ path }) => fileKeyOf(path)));
  const readAs = new Map<string, string>();
  const identities = new Map<string, string>();
  const paths: string[] = [];
  const same: SamePath[] = [];
  for (const [index, { path }] of ordered.entries()) {
    const identity = found[index];
    const first = identity === undefined ? undefined : readAs.get(identity);
    if (first !== undefined) same.push({ path, readAs: first });
    else {
      if (identity !== undefined) {
        readAs.set(identity, path);
        identities.set(path, identity);
      }
      paths.push(path);
    }
  }
  return { paths, same, identities };
}

/**
 * Each of `aliases` (links of a name never opened) by the file it leads to: one of `imported` (their
 * identities in `identities`) is that file, read once under its own name (`same`); any other stays
 * `apart`, unopened, as a link to a file looked at and found no sitemap is.
 */
export async function aliasesOf(
  aliases: readonly string[],
  imported: readonly string[],
  identities: ReadonlyMap<string, string>,
): Promise<{ same: SamePath[]; apart: string[] }> {
  const importedAs = new Map<string, string>();
  for (const path of imported) {
    const identity = identities.get(path);
    if (identity !== undefined) importedAs.set(identity, path);
  }
  const found = await Promise.all(aliases.map(fileKeyOf));
  const same: SamePath[] = [];
  const apart: string[] = [];
  for (const [index, path] of aliases.entries()) {
    const readAs = found[index] === undefined ? undefined : importedAs.get(found[index]);
    if (readAs !== undefined) same.push({ path, readAs });
    else apart.push(path);
  }
  return { same, apart };
}
