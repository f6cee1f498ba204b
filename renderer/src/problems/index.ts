export { problemsContribution } from './contribution';
export { useProblemsPanelStore } from './problems-panel-store';
