import { acceptHMRUpdate, defineStore } from 'pinia';
import { ref } from 'vue';

/** Whether the problems panel is open under the grid. */
export const useProblemsPanelStore = defineStore('problems-panel', () => {
  const open = ref(false);
  return { open };
});

if (import.meta.hot) import.meta.hot.accept(acceptHMRUpdate(useProblemsPanelStore, import.meta.hot));
