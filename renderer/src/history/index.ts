export { historyContribution } from './contribution';
export { type TableCommand, useHistoryStore } from './history-store';
export { undoNoticeAction } from './undo-notice-action';
