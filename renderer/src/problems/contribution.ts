import type { FeatureContribution } from '../services/commands';
import ProblemsPanel from './ProblemsPanel.vue';
import { useProblemsPanelStore } from './problems-panel-store';

/** The problems panel, docked under the grid. */
export const problemsContribution: FeatureContribution = {
  panels: [{ id: 'problems', component: ProblemsPanel, isOpen: () => useProblemsPanelStore().open, docked: true }],
};
