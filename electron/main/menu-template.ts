import type { MenuItemConstructorOptions } from 'electron';
import type { AppCommand } from '../../shared/app-commands';
import { describeAppMenu, type AppMenuFacts, type AppMenuItem } from '../../shared/app-menu';

export interface MenuContext extends AppMenuFacts {
  send: (command: AppCommand) => void;
  clearRecent: () => void;
}

/**
 * The application menu as Electron's template, in the active language: the one description
 * (shared/app-menu.ts) the web preview's in-window menu bar draws too. Entries that act on the
 * document send the renderer a typed command; window, zoom and clipboard use Electron roles.
 * Build it again when the language or the recent files change.
 */
export function buildMenuTemplate(context: MenuContext): MenuItemConstructorOptions[] {
  const toElectron = (item: AppMenuItem): MenuItemConstructorOptions => {
    switch (item.kind) {
      case 'separator':
        return { type: 'separator' };
      case 'role':
        // Labelled: Electron's own role labels are English whatever the app speaks.
        return { role: item.role, label: item.label };
      case 'disabled':
        return { label: item.label, enabled: false };
      case 'clearRecent':
        return { label: item.label, click: context.clearRecent };
      case 'submenu':
        return { label: item.label, submenu: item.items.map(toElectron) };
      case 'command':
        return {
          label: item.label,
          ...(item.accelerator ? { accelerator: item.accelerator } : {}),
          ...(item.toolTip ? { toolTip: item.toolTip } : {}),
          click: () => context.send(item.command),
        };
    }
  };
  return describeAppMenu(context).map((menu) => ({
    label: menu.label,
    ...(menu.role ? { role: menu.role } : {}),
    submenu: menu.items.map(toElectron),
  }));
}
