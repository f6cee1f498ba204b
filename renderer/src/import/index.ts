export { importContribution } from './contribution';
export { useImportStore } from './import-session-store';
