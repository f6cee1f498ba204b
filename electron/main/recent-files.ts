import { withRecent } from '../../shared/recent-list';
import { isStringList, readJsonFile, writeJsonFile } from './json-file';

export { MAX_RECENT, withRecent } from '../../shared/recent-list';

export async function readRecentFiles(file: string): Promise<string[]> {
  return (await readJsonFile(file, isStringList)) ?? [];
}

export const writeRecentFiles = (file: string, list: readonly string[]): Promise<void> => writeJsonFile(file, list);

/** What the app does besides keeping the list: the system's recent documents, and its native menu. */
export interface RecentProjectsHooks {
  added?: (path: string) => void;
  cleared?: () => void;
  changed?: () => void;
}

/**
 * The one list of recent projects: the IPC handlers answer the window from it, and main's native
 * menu is built from it, so both show the same list.
 */
export interface RecentProjects {
  /** Most recent first. */
  list(): string[];
  /** Puts `path` first; nothing changes when it is first already. Resolves once the list is written. */
  add(path: string): Promise<void>;
  clear(): Promise<void>;
}

/** Holds the list found at start and keeps each change in `file` (null: in memory only, as the web host does). */
export function createRecentProjects(
  file: string | null,
  start: readonly string[] = [],
  hooks: RecentProjectsHooks = {},
): RecentProjects {
  let list = [...start];
  let writing: Promise<void> = Promise.resolve();
  async function keep(next: string[]): Promise<void> {
    list = next;
    hooks.changed?.();
    // One write after another, so the file ends as the last change left it. A write that fails
    // leaves the list held for this run: a convenience is not worth an error in the person's way.
    writing = writing
      .then(() => (file === null ? undefined : writeRecentFiles(file, next)))
      .catch((error: unknown) => console.warn('The recent projects list was not kept:', error));
    await writing;
  }
  return {
    list: () => [...list],
    async add(path) {
      if (path === list[0]) return;
      hooks.added?.(path);
      await keep(withRecent(list, path));
    },
    async clear() {
      hooks.cleared?.();
      await keep([]);
    },
  };
}
