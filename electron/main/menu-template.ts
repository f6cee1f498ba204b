import type { MenuItemConstructorOptions } from 'electron';
import { basename } from 'node:path';
import type { AppCommand } from '../../shared/app-commands';

export interface MenuContext {
  appName: string;
  isMac: boolean;
  isDevelopment: boolean;
  recentFiles: readonly string[];
  send: (command: AppCommand) => void;
  clearRecent: () => void;
}

/**
 * The application menu as data: the usual desktop entries with their accelerators. Entries that act
 * on the document send the renderer a typed command; window, zoom and clipboard use Electron roles.
 */
export function buildMenuTemplate(context: MenuContext): MenuItemConstructorOptions[] {
  const { send, isMac } = context;
  const command = (label: string, accelerator: string | undefined, cmd: AppCommand): MenuItemConstructorOptions => ({
    label,
    ...(accelerator ? { accelerator } : {}),
    click: () => send(cmd),
  });

  const recent: MenuItemConstructorOptions[] = context.recentFiles.length
    ? [
        ...context.recentFiles.map((path) => ({
          label: basename(path),
          toolTip: path,
          click: () => send({ type: 'file.openRecent', path }),
        })),
        { type: 'separator' },
        { label: 'Clear Recent', click: context.clearRecent },
      ]
    : [{ label: 'No Recent Projects', enabled: false }];

  const macAppMenu: MenuItemConstructorOptions[] = isMac
    ? [
        {
          label: context.appName,
          submenu: [
            command(`About ${context.appName}`, undefined, { type: 'help.about' }),
            { type: 'separator' },
            command('Settings…', 'Cmd+,', { type: 'edit.preferences' }),
            { type: 'separator' },
            { role: 'services' },
            { type: 'separator' },
            { role: 'hide' },
            { role: 'hideOthers' },
            { role: 'unhide' },
            { type: 'separator' },
            { role: 'quit' },
          ],
        },
      ]
    : [];

  return [
    ...macAppMenu,
    {
      label: '&File',
      submenu: [
        command('New Project', 'CmdOrCtrl+N', { type: 'file.new' }),
        command('Open…', 'CmdOrCtrl+O', { type: 'file.open' }),
        { label: 'Open Recent', submenu: recent },
        { type: 'separator' },
        command('Save', 'CmdOrCtrl+S', { type: 'file.save' }),
        command('Save As…', 'CmdOrCtrl+Shift+S', { type: 'file.saveAs' }),
        { type: 'separator' },
        command('Import…', 'CmdOrCtrl+I', { type: 'file.import' }),
        command('Export…', 'CmdOrCtrl+E', { type: 'file.export' }),
        { type: 'separator' },
        command('Import CSV or TSV…', undefined, { type: 'file.importTable' }),
        command('Export Table as CSV or TSV…', undefined, { type: 'file.exportTable' }),
        { type: 'separator' },
        command('Close Project', 'CmdOrCtrl+W', { type: 'file.close' }),
        ...(isMac ? [] : [{ type: 'separator' } as const, { role: 'quit' } as const]),
      ],
    },
    {
      label: '&Edit',
      submenu: [
        // Undo and redo belong to the document (the grid's command history), not to the focused text field.
        command('Undo', 'CmdOrCtrl+Z', { type: 'edit.undo' }),
        command('Redo', isMac ? 'Shift+Cmd+Z' : 'Ctrl+Y', { type: 'edit.redo' }),
        { type: 'separator' },
        { role: 'cut' },
        { role: 'copy' },
        { role: 'paste' },
        { role: 'selectAll' },
        { type: 'separator' },
        command('Find…', 'CmdOrCtrl+F', { type: 'edit.find' }),
        ...(isMac
          ? []
          : [{ type: 'separator' } as const, command('Preferences…', 'Ctrl+,', { type: 'edit.preferences' })]),
      ],
    },
    {
      label: '&View',
      submenu: [
        { role: 'resetZoom' },
        { role: 'zoomIn' },
        { role: 'zoomOut' },
        { type: 'separator' },
        { role: 'togglefullscreen' },
        ...(context.isDevelopment
          ? [{ type: 'separator' } as const, { role: 'reload' } as const, { role: 'toggleDevTools' } as const]
          : []),
      ],
    },
    {
      label: '&Tools',
      submenu: [
        command('Check URLs…', 'CmdOrCtrl+Shift+K', { type: 'tools.checkUrls' }),
        command('Find Missing Pages…', undefined, { type: 'tools.findMissing' }),
        command('Compare with Published…', undefined, { type: 'tools.comparePublished' }),
      ],
    },
    ...(isMac ? [{ role: 'windowMenu' } as const] : []),
    {
      label: '&Help',
      role: 'help',
      submenu: [
        command('Keyboard Shortcuts', undefined, { type: 'help.shortcuts' }),
        command('The Sitemap Protocol', undefined, { type: 'help.protocol' }),
        { type: 'separator' },
        command(`About ${context.appName}`, undefined, { type: 'help.about' }),
      ],
    },
  ];
}
