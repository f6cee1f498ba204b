import { acceptHMRUpdate, defineStore } from 'pinia';
import { ref } from 'vue';

/** Which of the Help menu's sheets is open: the shortcuts, the protocol guide, About. */
export const useHelpStore = defineStore('help', () => {
  const aboutOpen = ref(false);
  const shortcutsOpen = ref(false);
  const protocolOpen = ref(false);
  return { aboutOpen, shortcutsOpen, protocolOpen };
});

if (import.meta.hot) import.meta.hot.accept(acceptHMRUpdate(useHelpStore, import.meta.hot));
