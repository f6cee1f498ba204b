import { rm } from 'node:fs/promises';
import type { InvokeHandlers } from '../../../shared/ipc-contract';
import { openProjectFile, saveProjectFile } from '../../engine/project/project-file';

type ProjectHandlers = Pick<
  InvokeHandlers,
  'openProject' | 'saveProject' | 'saveRecovery' | 'takeRecovery' | 'discardRecovery'
>;

/** Project files, and the recovery copy kept at `recoveryFile` (in the app's own folder) while work is unsaved. */
export function createProjectHandlers(recoveryFile: string): ProjectHandlers {
  return {
    openProject: ({ path }) => openProjectFile(path),
    saveProject: ({ path, project }) => saveProjectFile(path, project),
    saveRecovery: async ({ project }) => void (await saveProjectFile(recoveryFile, project)),
    takeRecovery: async () => {
      try {
        return await openProjectFile(recoveryFile);
      } catch {
        return null; // none, or one too damaged to offer
      }
    },
    discardRecovery: () => rm(recoveryFile, { force: true }),
  };
}
