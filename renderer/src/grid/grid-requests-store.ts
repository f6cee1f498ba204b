import { acceptHMRUpdate, defineStore } from 'pinia';
import { ref } from 'vue';

/** What a command asks the grid on screen to open or do: its find bar, and the bulk tools. */
export type GridTool = 'find' | BulkTool;
/** The bulk tools of the Edit menu, which the grid's context menu has too. */
export type BulkTool = 'bulkEdit' | 'rewriteLocs' | 'removeDeprecated';

/** Asks of the grid on screen from outside it (the Edit menu's Find and bulk tools); useGridRequests carries them out. */
export const useGridRequestsStore = defineStore('grid-requests', () => {
  /** The last ask; `n` counts the asks, so asking again is heard again. */
  const request = ref<{ tool: GridTool; n: number } | null>(null);

  function ask(tool: GridTool): void {
    request.value = { tool, n: (request.value?.n ?? 0) + 1 };
  }

  return { request, ask };
});

if (import.meta.hot) import.meta.hot.accept(acceptHMRUpdate(useGridRequestsStore, import.meta.hot));
