import type { DocumentState } from '../../../shared/app-types';
import type { InvokeHandlers } from '../../../shared/ipc-contract';
import type { RecentProjects } from '../recent-files';

/**
 * The recent projects list for the window's Open Recent, and the document state the window reports,
 * whose path (a project just opened or saved) goes first in that list.
 */
export function createRecentProjectsHandlers(
  recent: RecentProjects,
  setDocumentState: (state: DocumentState) => void,
): Pick<InvokeHandlers, 'recentProjects' | 'clearRecentProjects' | 'setDocumentState'> {
  return {
    recentProjects: async () => recent.list(),
    clearRecentProjects: () => recent.clear(),
    setDocumentState: async (state) => {
      setDocumentState(state);
      if (state.path) await recent.add(state.path);
    },
  };
}
