import { rm } from 'node:fs/promises';
import { basename } from 'node:path';
import type { InvokeHandlers } from '../../../shared/ipc-contract';
import { openProjectFile, saveProjectFile } from '../../engine/project/project-file';
import { readRecoveryFile, saveRecoveryFile } from '../../engine/project/recovery-file';
import type { Jobs } from './jobs';

type ProjectHandlers = Pick<
  InvokeHandlers,
  'openProject' | 'saveProject' | 'saveRecovery' | 'takeRecovery' | 'discardRecovery'
>;

/**
 * Project files, and the recovery copy kept at `recoveryFile` (in the app's own folder) while work is
 * unsaved. A save runs as a job, so the window shows it and it can be cancelled before the file is replaced.
 */
export function createProjectHandlers(
  recoveryFile: string,
  jobs: Jobs,
  now: () => Date = () => new Date(),
): ProjectHandlers {
  return {
    openProject: ({ path }) => openProjectFile(path),
    saveProject: async ({ path, project }) => {
      const { result } = await jobs.run(`Saving ${basename(path)}`, { total: null }, (job) =>
        saveProjectFile(path, project, { signal: job.signal }),
      );
      return result;
    },
    saveRecovery: ({ project, path }) =>
      saveRecoveryFile(recoveryFile, { project, path, savedAt: now().toISOString() }),
    takeRecovery: () => readRecoveryFile(recoveryFile),
    discardRecovery: () => rm(recoveryFile, { force: true }),
  };
}
