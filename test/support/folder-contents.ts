import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * Every entry of a folder, hidden ones (a staging folder) included: a file's bytes in base64, a
 * folder as 'folder'. What a failed export must leave as it found.
 */
export async function contentsOf(folder: string): Promise<Record<string, string>> {
  const contents: Record<string, string> = {};
  for (const entry of await readdir(folder, { withFileTypes: true }))
    contents[entry.name] = entry.isFile() ? (await readFile(join(folder, entry.name))).toString('base64') : 'folder';
  return contents;
}
