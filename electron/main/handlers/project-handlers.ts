import { rm } from 'node:fs/promises';
import { basename } from 'node:path';
import type { InvokeHandlers } from '../../../shared/ipc-contract';
import { openProjectFile, saveProjectJson } from '../../engine/project/project-file';
import { readRecoveryFile, saveRecoveryJson } from '../../engine/project/recovery-file';
import type { Jobs } from './jobs';

type ProjectHandlers = Pick<
  InvokeHandlers,
  'openProject' | 'saveProject' | 'saveRecovery' | 'takeRecovery' | 'discardRecovery'
>;

/**
 * Project files, and the recovery copy kept at `recoveryFile` (in the app's own folder) while work is
 * unsaved. A save runs as a job, so the window shows it and it can be cancelled before the file is replaced.
 */
export function createProjectHandlers(recoveryFile: string, jobs: Jobs): ProjectHandlers {
  return {
    openProject: ({ path }) => openProjectFile(path),
    saveProject: async ({ path, json }) => {
      const { result } = await jobs.run(`Saving ${basename(path)}`, { total: null }, (job) =>
        saveProjectJson(path, json, { signal: job.signal }),
      );
      return result;
    },
    saveRecovery: ({ json }) => saveRecoveryJson(recoveryFile, json),
    takeRecovery: () => readRecoveryFile(recoveryFile),
    discardRecovery: () => rm(recoveryFile, { force: true }),
  };
}
