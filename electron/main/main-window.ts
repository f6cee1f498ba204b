import { join } from 'node:path';
import { BrowserWindow, screen } from 'electron';
import { APP_NAME } from '../../shared/window-title';
import { secureWebPreferences } from './security/web-preferences';
import { placeOnScreens, readWindowState, writeWindowState } from './window-state';

/**
 * The icon the build renders beside main's bundle (scripts/app-icon-plugin.ts), inside app.asar once
 * packaged. macOS takes the app bundle's icon instead.
 */
const WINDOW_ICON = join(__dirname, 'icon.png');

export interface MainWindowOptions {
  preloadPath: string;
  rendererUrl: string;
  stateFile: string;
}

/** The one window. It reopens where it was, at the size it was, if that place is still on a screen. */
export async function createMainWindow(options: MainWindowOptions): Promise<BrowserWindow> {
  const placement = placeOnScreens(
    await readWindowState(options.stateFile),
    screen.getAllDisplays().map((display) => display.workArea),
  );
  const window = new BrowserWindow({
    ...(placement.centre
      ? { width: placement.bounds.width, height: placement.bounds.height, center: true }
      : placement.bounds),
    minWidth: 720,
    minHeight: 480,
    title: APP_NAME,
    ...(process.platform === 'darwin' ? {} : { icon: WINDOW_ICON }),
    show: false,
    webPreferences: secureWebPreferences(options.preloadPath),
  });
  if (placement.maximized) window.maximize();
  window.once('ready-to-show', () => window.show());

  const remember = (): void => {
    if (window.isDestroyed() || window.isMinimized() || window.isFullScreen()) return;
    void writeWindowState(options.stateFile, { bounds: window.getNormalBounds(), maximized: window.isMaximized() });
  };
  let timer: NodeJS.Timeout | undefined;
  const rememberSoon = (): void => {
    clearTimeout(timer);
    timer = setTimeout(remember, 400);
  };
  window.on('resize', rememberSoon);
  window.on('move', rememberSoon);
  window.on('maximize', remember);
  window.on('unmaximize', remember);
  window.on('close', () => {
    clearTimeout(timer);
    remember();
  });

  await window.loadURL(options.rendererUrl);
  return window;
}
