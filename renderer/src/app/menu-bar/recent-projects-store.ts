import { acceptHMRUpdate, defineStore } from 'pinia';
import { ref } from 'vue';
import { describeErrorAlone } from '../../../../shared/describe-error';
import { useApi } from '../../api';
import { useNoticesStore } from '../../services/notices-store';

/**
 * The in-window Open Recent's list: main's own (the native menu's), read again each time a menu
 * opens, since a project opened or saved since then goes first in it.
 */
export const useRecentProjectsStore = defineStore('recentProjects', () => {
  const api = useApi();
  /** The projects opened or saved most recently, most recent first, as main last answered. */
  const list = ref<string[]>([]);
  /** Counts the reads, so an answer overtaken by a later read or a clear is dropped. */
  let reads = 0;

  const tell = (error: unknown): void => useNoticesStore().showNotice(describeErrorAlone(error));

  /** Reads main's list; if that fails the list read before stays, and the person is told why. */
  async function refresh(): Promise<void> {
    const read = ++reads;
    const answer = await api.recentProjects().catch(tell);
    if (answer && read === reads) list.value = answer;
  }

  /** Empties the list, here and in main. */
  async function clear(): Promise<void> {
    reads += 1;
    list.value = [];
    await api.clearRecentProjects().catch(tell);
  }

  return { list, refresh, clear };
});

if (import.meta.hot) import.meta.hot.accept(acceptHMRUpdate(useRecentProjectsStore, import.meta.hot));
