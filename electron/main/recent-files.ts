import { isStringList, readJsonFile, writeJsonFile } from './json-file';

export const MAX_RECENT = 10;

/** The most recent first, no duplicates, at most MAX_RECENT. */
export function withRecent(list: readonly string[], path: string): string[] {
  return [path, ...list.filter((entry) => entry !== path)].slice(0, MAX_RECENT);
}

export async function readRecentFiles(file: string): Promise<string[]> {
  return (await readJsonFile(file, isStringList)) ?? [];
}

export const writeRecentFiles = (file: string, list: readonly string[]): Promise<void> => writeJsonFile(file, list);
