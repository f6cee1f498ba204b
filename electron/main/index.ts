import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { BrowserWindow, Menu, app, clipboard, ipcMain, nativeTheme, shell } from 'electron';
import type { DocumentState } from '../../shared/app-types';
import type { Preferences } from '../../shared/preferences';
import { formatWindowTitle } from '../../shared/window-title';
import { recoverExportFolder, removeStaleTempFolders } from '../engine';
import { createCloseGuard } from './close-guard';
import { createElectronDialogs } from './dialogs';
import { createHandlers } from './handlers/create-handlers';
import { startExportTargets } from './export-targets';
import { createEventEmitter, registerIpcHandlers } from './ipc';
import { createLaunchQueue, pathsFromArgv } from './launch-paths';
import { createMainWindow } from './main-window';
import { buildMenuTemplate } from './menu-template';
import { createRecentProjects, readRecentFiles, type RecentProjects } from './recent-files';
import { applyMainPreferences } from './apply-preferences';
import { createPreferencesKeeper, readPreferencesFile } from './preferences-file';
import { createAppUrlMatcher } from './security/app-url';
import { openExternalLink } from './security/external-links';
import { rendererUrlFor } from './security/renderer-url';
import { applySecurityModules } from './security';

const rendererUrl = rendererUrlFor({
  isPackaged: app.isPackaged,
  env: process.env,
  indexFile: join(__dirname, '../renderer/index.html'),
});
const preloadPath = join(__dirname, '../preload/index.js');
const isAppUrl = createAppUrlMatcher(rendererUrl);
const argvContext = () => ({ defaultApp: Boolean(process.defaultApp), cwd: process.env['INIT_CWD'] ?? process.cwd() });

let mainWindow: BrowserWindow | null = null;
const launchQueue = createLaunchQueue();
launchQueue.add(pathsFromArgv(process.argv, argvContext()));
const emit = createEventEmitter(() => mainWindow?.webContents ?? null);
const recentFile = (): string => join(app.getPath('userData'), 'recent-projects.json');
// Read at start; the window's Open Recent (IPC) and the native menu both show this one list.
let recentProjects: RecentProjects | null = null;
let documentDirty = false;
/** Whether the window has a table open (setDocumentState): the menu greys out its table tools when not. */
let documentTableOpen = false;
// Closing or quitting with unsaved changes waits for the renderer's Save / Don't Save / Cancel.
const closeGuard = createCloseGuard({
  isDirty: () => documentDirty,
  canAsk: () => Boolean(mainWindow && !mainWindow.webContents.isCrashed()),
  ask: (quitting) => emit('closeRequested', { quitting }),
  close: () => mainWindow?.close(),
  quit: () => app.quit(),
});

function openFromOs(paths: string[]): void {
  if (paths.length === 0) return;
  if (mainWindow) {
    emit('openPathsRequested', { paths });
    if (mainWindow.isMinimized()) mainWindow.restore();
    mainWindow.focus();
  } else {
    launchQueue.add(paths);
  }
}

function refreshMenu(): void {
  const template = buildMenuTemplate({
    appName: app.getName(),
    isMac: process.platform === 'darwin',
    isWindows: process.platform === 'win32',
    isDevelopment: !app.isPackaged,
    recentFiles: recentProjects?.list() ?? [],
    tableOpen: documentTableOpen,
    send: (command) => emit('menuCommand', command),
    clearRecent: () => void recentProjects?.clear(),
  });
  Menu.setApplicationMenu(Menu.buildFromTemplate(template));
}

function setDocumentState(state: DocumentState): void {
  documentDirty = state.dirty;
  // The menu's table tools follow whether a table is open: rebuilt only when that changes.
  const tableOpen = state.tableOpen ?? true;
  if (tableOpen !== documentTableOpen) {
    documentTableOpen = tableOpen;
    refreshMenu();
  }
  if (!mainWindow) return;
  mainWindow.setTitle(formatWindowTitle(state.title, state.dirty));
  mainWindow.setDocumentEdited(state.dirty);
  mainWindow.setRepresentedFilename(state.path ?? '');
}

async function start(): Promise<void> {
  app.setName('Sitemap Studio');
  // Temp folders a killed or crashed run of ours left (marked as ours, their process gone) go, meanwhile.
  void removeStaleTempFolders().catch(() => []);
  applySecurityModules(app, { isAppUrl, openExternal: (url) => void openExternalLink(shell, url) });
  recentProjects = createRecentProjects(recentFile(), await readRecentFiles(recentFile()), {
    added: (path) => app.addRecentDocument(path),
    cleared: () => app.clearRecentDocuments(),
    changed: refreshMenu,
  });
  // Exports a crash or kill interrupted are finished (or undone) before anything else touches their folders.
  // What the repair did is the person's to know: the window shows it in its problems panel.
  const { exportTargets, startupNotes } = await startExportTargets(
    join(app.getPath('userData'), 'exports-in-progress.json'),
    recoverExportFolder,
  );
  // The menus speak the preferred language from the first one built.
  const preferencesFile = join(app.getPath('userData'), 'preferences.json');
  const preferences = createPreferencesKeeper(preferencesFile, await readPreferencesFile(preferencesFile));
  const applyPreferences = (chosen: Preferences): void =>
    void applyMainPreferences(chosen, {
      systemLanguages: () => app.getPreferredSystemLanguages(),
      setThemeSource: (theme) => (nativeTheme.themeSource = theme),
      rebuildMenu: refreshMenu,
    });
  applyPreferences(preferences.current());
  registerIpcHandlers(
    ipcMain,
    createHandlers({
      appInfo: {
        name: app.getName(),
        version: app.getVersion(),
        platform: process.platform,
        electron: process.versions.electron ?? null,
        node: process.versions.node,
        chrome: process.versions.chrome ?? null,
      },
      launchPaths: launchQueue,
      startupNotes,
      dialogs: createElectronDialogs(() => mainWindow),
      shell,
      recoveryFile: join(app.getPath('userData'), 'recovery.sitemapstudio'),
      window: { setDocumentState, confirmClose: (close) => closeGuard.answer(close) },
      emit,
      newJobId: randomUUID,
      clipboard,
      exportTargets,
      preferences: { keeper: preferences, applied: applyPreferences },
      recentProjects,
    }),
    isAppUrl,
    (channel, frameUrl) => console.warn(`Dropped IPC on ${channel} from ${frameUrl ?? 'an unknown frame'}`),
  );
  refreshMenu();
  await openMainWindow();
}

async function openMainWindow(): Promise<void> {
  mainWindow = await createMainWindow({
    preloadPath,
    rendererUrl,
    stateFile: join(app.getPath('userData'), 'window-state.json'),
  });
  mainWindow.on('close', (event) => {
    if (!closeGuard.mayClose()) event.preventDefault();
  });
  mainWindow.on('closed', () => {
    mainWindow = null;
    documentDirty = false;
  });
}

if (!app.requestSingleInstanceLock()) {
  app.quit();
} else {
  app.on('second-instance', (_event, argv, workingDirectory) =>
    openFromOs(pathsFromArgv(argv, { ...argvContext(), cwd: workingDirectory })),
  );
  // macOS "Open with" and dropping on the Dock icon; may fire before the window exists.
  app.on('open-file', (event, path) => {
    event.preventDefault();
    openFromOs([path]);
  });
  app.on('before-quit', () => closeGuard.quitRequested());
  app.on('window-all-closed', () => {
    if (process.platform !== 'darwin') app.quit();
  });
  app.on('activate', () => {
    if (BrowserWindow.getAllWindows().length === 0) void openMainWindow();
  });
  app.whenReady().then(start, (error: unknown) => {
    console.error(error);
    app.exit(1);
  });
}
