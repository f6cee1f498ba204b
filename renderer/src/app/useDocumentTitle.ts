import { watchEffect } from 'vue';
import { formatWindowTitle } from '../../../shared/window-title';
import { useProjectStore } from '../project';
import { useAppWindowStore } from '../services/app-window-store';

/** Keeps the window title (name and unsaved mark) and main's view of the document in step with the project. */
export function useDocumentTitle(): void {
  const project = useProjectStore();
  const appWindow = useAppWindowStore();
  watchEffect(() => {
    document.title = formatWindowTitle(project.name, project.dirty);
    appWindow.reportDocument({
      title: project.name,
      dirty: project.dirty,
      path: project.path,
      tableOpen: project.activeTable !== null,
    });
  });
}
