import type { FeatureContribution } from '../services/commands';
import LanguagesPanel from './LanguagesPanel.vue';
import { useLanguagesStore } from './languages-store';

/** Tools › Languages: the hreflang cluster of the current row, and completing clusters. */
export const languagesContribution: FeatureContribution = {
  commands: () => {
    const languages = useLanguagesStore();
    return { 'tools.languages': { run: () => languages.show() } };
  },
  panels: [{ id: 'languages', component: LanguagesPanel, isOpen: () => useLanguagesStore().open }],
};
