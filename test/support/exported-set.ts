import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';

/** What an export left in a folder, read back from its index: the sitemaps it names and the URLs they hold. */
export interface ExportedSet {
  /** Sitemaps the index names that are not in the folder. */
  missing: string[];
  /** Every <loc> of every sitemap named, in order. */
  locs: string[];
}

const locsIn = (xml: string): string[] => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);

/** Reads back the set whose index is `index` in `folder`; its sitemaps' names are the last path segment of each loc. */
export async function readExportedSet(folder: string, index = 'sitemap_index.xml'): Promise<ExportedSet> {
  const set: ExportedSet = { missing: [], locs: [] };
  for (const loc of locsIn(await readFile(join(folder, index), 'utf8'))) {
    const name = loc.slice(loc.lastIndexOf('/') + 1);
    const bytes = await readFile(join(folder, name)).catch(() => null);
    if (bytes === null) set.missing.push(name);
    else set.locs.push(...locsIn((name.endsWith('.gz') ? gunzipSync(bytes) : bytes).toString('utf8')));
  }
  return set;
}
