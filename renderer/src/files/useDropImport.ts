import { onBeforeUnmount, onMounted, ref, type Ref } from 'vue';
import { droppedSources } from './dropped-sources';
import { useImportStore } from '../import';
import { useProjectFilesStore } from './project-files-store';
import { useNoticesStore } from '../services/notices-store';
import { t } from '../i18n';

/** Files from a file manager, or links from a browser: what a drop can import. */
const carriesSources = (event: DragEvent): boolean =>
  event.dataTransfer?.types.some((type) => type === 'Files' || type === 'text/uri-list') ?? false;

/**
 * Dropping files, folders or links anywhere on the window opens the import dialog with them (and
 * reads them at once); a dropped project opens as a project. `dragging` shows the drop target.
 */
export function useDropImport(): { dragging: Ref<boolean> } {
  const imports = useImportStore();
  const files = useProjectFilesStore();
  const notices = useNoticesStore();
  const dragging = ref(false);
  let depth = 0; // enter and leave fire for every element crossed

  function take(data: DataTransfer): void {
    // Electron gives each dropped file's real path through the preload; a browser page gets ''.
    const paths = [...data.files].map((file) => imports.pathOfDroppedFile(file));
    const dropped = droppedSources(paths, data.getData('text/uri-list'));
    if (dropped.projects.length > 0) void files.openLocations(dropped.projects, 'new');
    if (dropped.sources.length > 0) imports.begin(dropped.sources, true);
    if (dropped.refused.length > 0) {
      notices.showNotice(t('import.drop.refused', { links: dropped.refused.join(', ') }));
    } else if (dropped.withoutPath > 0 && dropped.sources.length + dropped.projects.length === 0) {
      notices.showNotice(t('import.drop.withoutPath'));
    }
  }

  const handlers: Record<'dragenter' | 'dragover' | 'dragleave' | 'drop', (event: DragEvent) => void> = {
    dragenter: () => {
      depth += 1;
      dragging.value = true;
    },
    dragover: (event) => {
      if (event.dataTransfer) event.dataTransfer.dropEffect = 'copy';
    },
    dragleave: () => {
      depth = Math.max(0, depth - 1);
      if (depth === 0) dragging.value = false;
    },
    drop: (event) => {
      depth = 0;
      dragging.value = false;
      if (event.dataTransfer) take(event.dataTransfer);
    },
  };
  // Without preventDefault the browser would open the dropped file in place of the app.
  const listener = (event: DragEvent): void => {
    if (!carriesSources(event)) return;
    event.preventDefault();
    handlers[event.type as keyof typeof handlers](event);
  };
  const types = Object.keys(handlers) as (keyof typeof handlers)[];
  onMounted(() => types.forEach((type) => window.addEventListener(type, listener)));
  onBeforeUnmount(() => types.forEach((type) => window.removeEventListener(type, listener)));
  return { dragging };
}
