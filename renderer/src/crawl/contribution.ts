import type { FeatureContribution } from '../services/commands';
import ComparePanel from './ComparePanel.vue';
import FindMissingPanel from './FindMissingPanel.vue';
import { useCompareStore } from './compare-store';
import { useCrawlStore } from './crawl-store';

/** Tools › Find Missing Pages and Compare with Published, and their panels. */
export const crawlContribution: FeatureContribution = {
  commands: () => {
    const crawl = useCrawlStore();
    const compare = useCompareStore();
    return {
      'tools.findMissing': { run: () => crawl.open() },
      'tools.comparePublished': { run: () => compare.open() },
    };
  },
  panels: [
    { id: 'find-missing', component: FindMissingPanel, isOpen: () => useCrawlStore().panelOpen },
    { id: 'compare', component: ComparePanel, isOpen: () => useCompareStore().panelOpen },
  ],
};
