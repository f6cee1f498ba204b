import type { MenuItemConstructorOptions } from 'electron';
import { basename } from 'node:path';
import type { AppCommand } from '../../shared/app-commands';
import { acceleratorOf, type PlainCommandType } from '../../shared/shortcuts';
import { translateMessage as t } from '../../shared/i18n/translator';

export interface MenuContext {
  appName: string;
  isMac: boolean;
  /** Windows calls quitting "Exit"; Linux "Quit". */
  isWindows?: boolean;
  isDevelopment: boolean;
  recentFiles: readonly string[];
  send: (command: AppCommand) => void;
  clearRecent: () => void;
}

type Role = NonNullable<MenuItemConstructorOptions['role']>;

/** An Electron role with a label in the app's language (Electron's own labels are English). */
const role = (name: Role, label: string): MenuItemConstructorOptions => ({ role: name, label });

/**
 * The application menu as data, in the active language: the usual desktop entries with their
 * accelerators. Entries that act on the document send the renderer a typed command; window, zoom
 * and clipboard use Electron roles. Build it again when the language changes.
 */
export function buildMenuTemplate(context: MenuContext): MenuItemConstructorOptions[] {
  const { send, isMac } = context;
  // The accelerators come from the one shortcut table (shared/shortcuts.ts), which the grid and Help › Keyboard Shortcuts read too.
  const command = (label: string, cmd: AppCommand & { type: PlainCommandType }): MenuItemConstructorOptions => {
    const accelerator = acceleratorOf(cmd.type, isMac);
    return { label, ...(accelerator ? { accelerator } : {}), click: () => send(cmd) };
  };

  const recent: MenuItemConstructorOptions[] = context.recentFiles.length
    ? [
        ...context.recentFiles.map((path) => ({
          label: basename(path),
          toolTip: path,
          click: () => send({ type: 'file.openRecent', path }),
        })),
        { type: 'separator' },
        { label: t('menu.file.clearRecent'), click: context.clearRecent },
      ]
    : [{ label: t('menu.file.noRecent'), enabled: false }];
  const name = { name: context.appName };

  const macAppMenu: MenuItemConstructorOptions[] = isMac
    ? [
        {
          label: context.appName,
          submenu: [
            command(t('menu.app.about', name), { type: 'help.about' }),
            { type: 'separator' },
            command(t('menu.app.settings'), { type: 'edit.preferences' }),
            { type: 'separator' },
            role('services', t('menu.app.services')),
            { type: 'separator' },
            role('hide', t('menu.app.hide', name)),
            role('hideOthers', t('menu.app.hideOthers')),
            role('unhide', t('menu.app.showAll')),
            { type: 'separator' },
            role('quit', t('menu.app.quit', name)),
          ],
        },
      ]
    : [];

  return [
    ...macAppMenu,
    {
      label: t('menu.file.title'),
      submenu: [
        command(t('menu.file.newProject'), { type: 'file.new' }),
        command(t('menu.file.open'), { type: 'file.open' }),
        { label: t('menu.file.openRecent'), submenu: recent },
        { type: 'separator' },
        command(t('menu.file.save'), { type: 'file.save' }),
        command(t('menu.file.saveAs'), { type: 'file.saveAs' }),
        { type: 'separator' },
        command(t('menu.file.import'), { type: 'file.import' }),
        command(t('menu.file.export'), { type: 'file.export' }),
        { type: 'separator' },
        command(t('menu.file.importTable'), { type: 'file.importTable' }),
        command(t('menu.file.exportTable'), { type: 'file.exportTable' }),
        { type: 'separator' },
        command(t('menu.file.closeProject'), { type: 'file.close' }),
        ...(isMac
          ? []
          : [{ type: 'separator' } as const, role('quit', t(context.isWindows ? 'menu.file.exit' : 'menu.file.quit'))]),
      ],
    },
    {
      label: t('menu.edit.title'),
      submenu: [
        // Undo and redo belong to the document (the grid's command history), not to the focused text field.
        command(t('menu.edit.undo'), { type: 'edit.undo' }),
        command(t('menu.edit.redo'), { type: 'edit.redo' }),
        { type: 'separator' },
        role('cut', t('menu.edit.cut')),
        role('copy', t('menu.edit.copy')),
        role('paste', t('menu.edit.paste')),
        role('selectAll', t('menu.edit.selectAll')),
        { type: 'separator' },
        command(t('menu.edit.find'), { type: 'edit.find' }),
        ...(isMac
          ? []
          : [{ type: 'separator' } as const, command(t('menu.edit.preferences'), { type: 'edit.preferences' })]),
      ],
    },
    {
      label: t('menu.view.title'),
      submenu: [
        role('resetZoom', t('menu.view.actualSize')),
        role('zoomIn', t('menu.view.zoomIn')),
        role('zoomOut', t('menu.view.zoomOut')),
        { type: 'separator' },
        role('togglefullscreen', t('menu.view.fullScreen')),
        ...(context.isDevelopment
          ? [
              { type: 'separator' } as const,
              role('reload', t('menu.view.reload')),
              role('toggleDevTools', t('menu.view.devTools')),
            ]
          : []),
      ],
    },
    {
      label: t('menu.tools.title'),
      submenu: [
        command(t('menu.tools.checkUrls'), { type: 'tools.checkUrls' }),
        command(t('menu.tools.findMissing'), { type: 'tools.findMissing' }),
        command(t('menu.tools.comparePublished'), { type: 'tools.comparePublished' }),
      ],
    },
    // Its items are given too: Electron's own are English whatever the app speaks.
    ...(isMac
      ? [
          {
            ...role('windowMenu', t('menu.window.title')),
            submenu: [
              role('minimize', t('menu.window.minimize')),
              role('zoom', t('menu.window.zoom')),
              { type: 'separator' },
              role('front', t('menu.window.front')),
            ],
          } satisfies MenuItemConstructorOptions,
        ]
      : []),
    {
      label: t('menu.help.title'),
      role: 'help',
      submenu: [
        command(t('menu.help.shortcuts'), { type: 'help.shortcuts' }),
        command(t('menu.help.protocol'), { type: 'help.protocol' }),
        { type: 'separator' },
        command(t('menu.app.about', name), { type: 'help.about' }),
      ],
    },
  ];
}
