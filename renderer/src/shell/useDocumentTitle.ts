import { watchEffect } from 'vue';
import { formatWindowTitle } from '../../../shared/window-title';
import { api } from '../api';
import { useProjectStore } from '../project/project-store';

/** Keeps the window title (name and unsaved mark) and main's view of the document in step with the project. */
export function useDocumentTitle(): void {
  const project = useProjectStore();
  watchEffect(() => {
    document.title = formatWindowTitle(project.name, project.dirty);
    void api.setDocumentState({ title: project.name, dirty: project.dirty, path: project.path });
  });
}
