import { isStringList, readJsonFile, writeJsonFile } from './json-file';

// The web preview's in-window menu keeps its own list by the same rule.
export { MAX_RECENT, withRecent } from '../../shared/recent-list';

export async function readRecentFiles(file: string): Promise<string[]> {
  return (await readJsonFile(file, isStringList)) ?? [];
}

export const writeRecentFiles = (file: string, list: readonly string[]): Promise<void> => writeJsonFile(file, list);
