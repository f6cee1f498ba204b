export { filesContribution } from './contribution';
export { useProjectFilesStore } from './project-files-store';
export { default as DropOverlay } from './DropOverlay.vue';
export { useDropImport } from './useDropImport';
export { useLeaveGuard } from './useLeaveGuard';
export { useRecoveryAutosave } from './useRecoveryAutosave';
