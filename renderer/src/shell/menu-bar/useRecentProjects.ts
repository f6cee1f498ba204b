import { ref, watch, type Ref } from 'vue';
import { withRecent } from '../../../../shared/recent-list';
import { readStorage, writeStorage } from '../local-storage';

const KEY = 'sitemap-studio.recent-projects';

function readList(): string[] {
  try {
    const list: unknown = JSON.parse(readStorage(KEY) ?? '[]');
    return Array.isArray(list) ? list.filter((entry): entry is string => typeof entry === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * The projects opened or saved most recently, kept by the page where main keeps none (the web
 * preview), by main's rule (shared/recent-list.ts): each path the project takes goes first.
 */
export function useRecentProjects(projectPath: () => string | null): { list: Ref<string[]>; clear: () => void } {
  const list = ref(readList());
  const keep = (next: string[]): void => {
    list.value = next;
    writeStorage(KEY, JSON.stringify(next));
  };
  watch(projectPath, (path) => {
    if (path && path !== list.value[0]) keep(withRecent(list.value, path));
  });
  return { list, clear: () => keep([]) };
}
