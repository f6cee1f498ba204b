import type { AppCommand } from './app-commands';
import { translateMessage as t } from './i18n/translator';
import { fileNameOf } from './project-file';
import { acceleratorOf, type PlainCommandType } from './shortcuts';

/**
 * The application menu described once, in the active language: main turns it into Electron's
 * native menu (electron/main/menu-template.ts) and, where there is no native menu (the web
 * preview), the renderer draws it as an in-window menu bar. Neither adds or drops an entry.
 */

/** What the window or the system does itself (Electron's roles); the in-window menu bar carries out the few a page can. */
export type MenuRole =
  | 'cut'
  | 'copy'
  | 'paste'
  | 'selectAll'
  | 'resetZoom'
  | 'zoomIn'
  | 'zoomOut'
  | 'togglefullscreen'
  | 'reload'
  | 'toggleDevTools'
  | 'services'
  | 'hide'
  | 'hideOthers'
  | 'unhide'
  | 'quit'
  | 'minimize'
  | 'zoom'
  | 'front';

export type AppMenuItem =
  | { kind: 'command'; label: string; command: AppCommand; accelerator?: string; toolTip?: string }
  | { kind: 'role'; role: MenuRole; label: string }
  | { kind: 'clearRecent'; label: string }
  /** Shown greyed out, as "No Recent Projects". */
  | { kind: 'disabled'; label: string }
  | { kind: 'separator' }
  | { kind: 'submenu'; label: string; items: AppMenuItem[] };

/** A menu of the menu bar; `&` in its label marks the access key on Windows and Linux. */
export interface AppMenu {
  label: string;
  role?: 'help' | 'windowMenu';
  items: AppMenuItem[];
}

export interface AppMenuFacts {
  appName: string;
  isMac: boolean;
  /** Windows calls quitting "Exit"; Linux "Quit". */
  isWindows?: boolean;
  isDevelopment: boolean;
  recentFiles: readonly string[];
  /**
   * Whether a table is open, for the entries that act on one (greyed out without); unknown (main)
   * leaves them on, and the window says what to do first.
   */
  tableOpen?: boolean;
}

const separator: AppMenuItem = { kind: 'separator' };
const role = (name: MenuRole, label: string): AppMenuItem => ({ kind: 'role', role: name, label });

/** The menus, each with its entries; the accelerators come from the one shortcut table (shared/shortcuts.ts). */
export function describeAppMenu(facts: AppMenuFacts): AppMenu[] {
  const { isMac } = facts;
  const command = (label: string, type: PlainCommandType): AppMenuItem => {
    const accelerator = acceleratorOf(type, isMac);
    return { kind: 'command', label, command: { type }, ...(accelerator ? { accelerator } : {}) };
  };
  const tableCommand = (label: string, type: PlainCommandType): AppMenuItem =>
    facts.tableOpen === false ? { kind: 'disabled', label } : command(label, type);
  const recent: AppMenuItem[] = facts.recentFiles.length
    ? [
        ...facts.recentFiles.map((path): AppMenuItem => ({
          kind: 'command',
          label: fileNameOf(path),
          toolTip: path,
          command: { type: 'file.openRecent', path },
        })),
        separator,
        { kind: 'clearRecent', label: t('menu.file.clearRecent') },
      ]
    : [{ kind: 'disabled', label: t('menu.file.noRecent') }];
  const name = { name: facts.appName };
  const about = command(t('menu.app.about', name), 'help.about');

  const macAppMenu: AppMenu[] = isMac
    ? [
        {
          label: facts.appName,
          items: [
            about,
            separator,
            command(t('menu.app.settings'), 'edit.preferences'),
            separator,
            role('services', t('menu.app.services')),
            separator,
            role('hide', t('menu.app.hide', name)),
            role('hideOthers', t('menu.app.hideOthers')),
            role('unhide', t('menu.app.showAll')),
            separator,
            role('quit', t('menu.app.quit', name)),
          ],
        },
      ]
    : [];
  const quit = isMac ? [] : [separator, role('quit', t(facts.isWindows ? 'menu.file.exit' : 'menu.file.quit'))];
  const preferences = isMac ? [] : [separator, command(t('menu.edit.preferences'), 'edit.preferences')];
  const developer = facts.isDevelopment
    ? [separator, role('reload', t('menu.view.reload')), role('toggleDevTools', t('menu.view.devTools'))]
    : [];
  // Its items are given too: Electron's own are English whatever the app speaks.
  const windowMenu: AppMenu[] = isMac
    ? [
        {
          label: t('menu.window.title'),
          role: 'windowMenu',
          items: [
            role('minimize', t('menu.window.minimize')),
            role('zoom', t('menu.window.zoom')),
            separator,
            role('front', t('menu.window.front')),
          ],
        },
      ]
    : [];

  return [
    ...macAppMenu,
    {
      label: t('menu.file.title'),
      items: [
        command(t('menu.file.newProject'), 'file.new'),
        command(t('menu.file.open'), 'file.open'),
        { kind: 'submenu', label: t('menu.file.openRecent'), items: recent },
        separator,
        command(t('menu.file.save'), 'file.save'),
        command(t('menu.file.saveAs'), 'file.saveAs'),
        separator,
        command(t('menu.file.import'), 'file.import'),
        command(t('menu.file.export'), 'file.export'),
        separator,
        command(t('menu.file.importTable'), 'file.importTable'),
        command(t('menu.file.exportTable'), 'file.exportTable'),
        separator,
        command(t('menu.file.closeProject'), 'file.close'),
        ...quit,
      ],
    },
    {
      label: t('menu.edit.title'),
      items: [
        // Undo and redo belong to the document (the grid's command history), not to the focused text field.
        command(t('menu.edit.undo'), 'edit.undo'),
        command(t('menu.edit.redo'), 'edit.redo'),
        separator,
        role('cut', t('menu.edit.cut')),
        role('copy', t('menu.edit.copy')),
        role('paste', t('menu.edit.paste')),
        role('selectAll', t('menu.edit.selectAll')),
        separator,
        command(t('menu.edit.find'), 'edit.find'),
        separator,
        tableCommand(t('menu.edit.bulkEdit'), 'edit.bulkEdit'),
        tableCommand(t('menu.edit.rewriteLocs'), 'edit.rewriteLocs'),
        tableCommand(t('menu.edit.removeDeprecated'), 'edit.removeDeprecated'),
        ...preferences,
      ],
    },
    {
      label: t('menu.view.title'),
      items: [
        role('resetZoom', t('menu.view.actualSize')),
        role('zoomIn', t('menu.view.zoomIn')),
        role('zoomOut', t('menu.view.zoomOut')),
        separator,
        role('togglefullscreen', t('menu.view.fullScreen')),
        ...developer,
      ],
    },
    {
      label: t('menu.tools.title'),
      items: [
        command(t('menu.tools.checkUrls'), 'tools.checkUrls'),
        command(t('menu.tools.findMissing'), 'tools.findMissing'),
        command(t('menu.tools.comparePublished'), 'tools.comparePublished'),
        command(t('menu.tools.languages'), 'tools.languages'),
      ],
    },
    ...windowMenu,
    {
      label: t('menu.help.title'),
      role: 'help',
      items: [
        command(t('menu.help.shortcuts'), 'help.shortcuts'),
        command(t('menu.help.protocol'), 'help.protocol'),
        separator,
        about,
      ],
    },
  ];
}
