export {
  type AutosaveScheduler,
  type AutosaveTiming,
  createAutosaveScheduler,
  RECOVERY_TIMING,
} from './autosave-scheduler';
export { buildProjectData, releaseProjectData, snapshotRows } from './project-snapshot';
export { newTableId, useProjectStore } from './project-store';
export { useRecoveryStore } from './recovery-store';
export { forgetLastExport } from './forget-last-export';
