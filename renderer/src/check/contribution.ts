import type { FeatureContribution } from '../services/commands';
import CheckPanel from './CheckPanel.vue';
import { useCheckStore } from './check-store';

/** Tools › Check URLs and its panel. */
export const checkContribution: FeatureContribution = {
  commands: () => {
    const check = useCheckStore();
    return { 'tools.checkUrls': { run: () => check.open() } };
  },
  panels: [{ id: 'check', component: CheckPanel, isOpen: () => useCheckStore().panelOpen }],
};
