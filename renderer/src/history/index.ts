export { historyContribution } from './contribution';
export { type TableCommand, useHistoryStore } from './history-store';
