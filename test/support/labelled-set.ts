import { readExportedSet } from './exported-set';

/** How many URLs of each labelled export the folder's set holds, and whether its index names a file not there. */
export async function labelsIn(
  folder: string,
  index?: string,
): Promise<{ old: number; first: number; second: number; missing: string[] }> {
  const set = await readExportedSet(folder, index);
  const count = (label: string): number => set.locs.filter((loc) => loc.includes(`/${label}/`)).length;
  return { old: count('old'), first: count('first'), second: count('second'), missing: set.missing };
}
