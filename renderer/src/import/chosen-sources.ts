import type { Ref } from 'vue';
import type { SitemapStudioApi } from '../../../shared/ipc-contract';
import type { ChosenSource } from './import-dialog-state';
import { t } from '../i18n';

/**
 * The sources the import dialog is to read, chosen by hand, in the system's pickers or by a drop, for
 * the import store, which hands it its API client, its list and how the dialog begins.
 */
export function useChosenSources(
  api: Pick<SitemapStudioApi, 'showOpenDialog' | 'showFolderDialog' | 'pathForFile'>,
  sources: Ref<ChosenSource[]>,
  begin: (initial: readonly ChosenSource[], start: boolean) => void,
) {
  function addSources(more: readonly ChosenSource[]): void {
    const known = new Set(sources.value.map((source) => source.location));
    sources.value = [...sources.value, ...more.filter((source) => !known.has(source.location))];
  }

  function removeSource(location: string): void {
    sources.value = sources.value.filter((source) => source.location !== location);
  }

  async function chooseFiles(): Promise<void> {
    const paths = await api.showOpenDialog({ title: t('import.picker.files'), purpose: 'import' });
    addSources(paths.map((location) => ({ location, kind: 'file' })));
  }

  /** File › Import CSV or TSV…: the chosen tables go through the import dialog, read at once. */
  async function chooseTableFiles(): Promise<void> {
    const paths = await api.showOpenDialog({ title: t('import.picker.tables'), purpose: 'table' });
    if (paths.length > 0)
      begin(
        paths.map((location) => ({ location, kind: 'file' })),
        true,
      );
  }

  async function chooseFolder(): Promise<void> {
    const path = await api.showFolderDialog({ title: t('import.picker.folder') });
    if (path) addSources([{ location: path, kind: 'folder' }]);
  }

  /** A dropped file's path on disk: Electron knows it, a browser page gets ''. */
  function pathOfDroppedFile(file: File): string {
    return api.pathForFile(file);
  }

  return { addSources, removeSource, chooseFiles, chooseTableFiles, chooseFolder, pathOfDroppedFile };
}
