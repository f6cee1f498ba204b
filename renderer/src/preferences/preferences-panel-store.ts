import { acceptHMRUpdate, defineStore } from 'pinia';
import { ref } from 'vue';

/** Whether the preferences dialog is open (the preferences themselves: services/preferences-store.ts). */
export const usePreferencesPanelStore = defineStore('preferences-panel', () => {
  const open = ref(false);
  return { open };
});

if (import.meta.hot) import.meta.hot.accept(acceptHMRUpdate(usePreferencesPanelStore, import.meta.hot));
