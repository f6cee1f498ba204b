import { dialog, type BrowserWindow, type FileFilter } from 'electron';
import type { FolderDialogRequest, OpenDialogRequest, SaveDialogRequest } from '../../shared/app-types';
import { PROJECT_FILE_EXTENSION } from '../../shared/protocol';

const SITEMAP_FILTER: FileFilter = { name: 'Sitemaps and robots.txt', extensions: ['xml', 'gz', 'txt', 'dat'] };
const PROJECT_FILTER: FileFilter = { name: 'Sitemap Studio projects', extensions: [PROJECT_FILE_EXTENSION.slice(1)] };
const ALL_FILTER: FileFilter = { name: 'All files', extensions: ['*'] };

/** The system dialogs, behind the same interface the web test host scripts. */
export function createElectronDialogs(window: () => BrowserWindow | null) {
  return {
    async showOpen(request: OpenDialogRequest): Promise<string[]> {
      const filters =
        request.purpose === 'open'
          ? [PROJECT_FILTER, SITEMAP_FILTER, ALL_FILTER]
          : [SITEMAP_FILTER, PROJECT_FILTER, ALL_FILTER];
      const options = { title: request.title, filters, properties: ['openFile', 'multiSelections'] as const };
      const owner = window();
      const result = owner
        ? await dialog.showOpenDialog(owner, { ...options, properties: [...options.properties] })
        : await dialog.showOpenDialog({ ...options, properties: [...options.properties] });
      return result.canceled ? [] : result.filePaths;
    },
    async showSave(request: SaveDialogRequest): Promise<string | null> {
      const options = { title: request.title, defaultPath: request.defaultName, filters: [PROJECT_FILTER] };
      const owner = window();
      const result = owner ? await dialog.showSaveDialog(owner, options) : await dialog.showSaveDialog(options);
      return result.canceled || !result.filePath ? null : result.filePath;
    },
    async showFolder(request: FolderDialogRequest): Promise<string | null> {
      const options = {
        title: request.title,
        properties: ['openDirectory', 'createDirectory'] as ('openDirectory' | 'createDirectory')[],
      };
      const owner = window();
      const result = owner ? await dialog.showOpenDialog(owner, options) : await dialog.showOpenDialog(options);
      return result.canceled ? null : (result.filePaths[0] ?? null);
    },
  };
}
