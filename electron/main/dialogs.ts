import { dialog, type BrowserWindow, type FileFilter } from 'electron';
import type { FolderDialogRequest, OpenDialogRequest, SaveDialogRequest } from '../../shared/app-types';
import { PROJECT_FILE_EXTENSION } from '../../shared/protocol';
import { translateMessage as t } from '../../shared/i18n/translator';

// The file types' names are read when a dialog opens, so they are in the language of that moment.
const SITEMAP_FILTER = (): FileFilter => ({
  name: t('dialogs.filters.sitemaps'),
  extensions: ['xml', 'gz', 'txt', 'dat', 'csv', 'tsv'],
});
const PROJECT_FILTER = (): FileFilter => ({
  name: t('dialogs.filters.projects'),
  extensions: [PROJECT_FILE_EXTENSION.slice(1)],
});
const TABLE_FILTER = (): FileFilter => ({ name: t('dialogs.filters.tables'), extensions: ['csv', 'tsv'] });
const ALL_FILTER = (): FileFilter => ({ name: t('dialogs.filters.allFiles'), extensions: ['*'] });

/** The file types each open dialog offers, the likeliest first. */
const OPEN_FILTERS: Record<OpenDialogRequest['purpose'], (() => FileFilter)[]> = {
  open: [PROJECT_FILTER, SITEMAP_FILTER, ALL_FILTER],
  import: [SITEMAP_FILTER, PROJECT_FILTER, ALL_FILTER],
  table: [TABLE_FILTER, ALL_FILTER],
};
/** A table is saved as CSV or TSV: the type chosen gives the extension, and the extension the format. */
const SAVE_FILTERS: Record<NonNullable<SaveDialogRequest['purpose']>, (() => FileFilter)[]> = {
  project: [PROJECT_FILTER],
  table: [
    () => ({ name: t('dialogs.filters.csv'), extensions: ['csv'] }),
    () => ({ name: t('dialogs.filters.tsv'), extensions: ['tsv'] }),
  ],
};

/** The system dialogs, behind the same interface the web test host scripts. */
export function createElectronDialogs(window: () => BrowserWindow | null) {
  return {
    async showOpen(request: OpenDialogRequest): Promise<string[]> {
      const filters = OPEN_FILTERS[request.purpose].map((filter) => filter());
      const options = { title: request.title, filters, properties: ['openFile', 'multiSelections'] as const };
      const owner = window();
      const result = owner
        ? await dialog.showOpenDialog(owner, { ...options, properties: [...options.properties] })
        : await dialog.showOpenDialog({ ...options, properties: [...options.properties] });
      return result.canceled ? [] : result.filePaths;
    },
    async showSave(request: SaveDialogRequest): Promise<string | null> {
      const filters = SAVE_FILTERS[request.purpose ?? 'project'].map((filter) => filter());
      const options = { title: request.title, defaultPath: request.defaultName, filters };
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
