import type { MenuItemConstructorOptions } from 'electron';
import { describe, expect, it } from 'vitest';
import { buildMenuTemplate } from '../../../electron/main/menu-template';
import { displayAccelerator, parseAccelerator, type KeyPress } from '../../../shared/accelerator';
import type { AppCommand } from '../../../shared/app-commands';
import {
  SHORTCUTS,
  SHORTCUT_SCOPES,
  acceleratorOf,
  commandShortcut,
  matchShortcut,
  onPlatform,
  type PlainCommandType,
  type Shortcut,
} from '../../../shared/shortcuts';

type Item = MenuItemConstructorOptions;
const PLATFORMS = [
  { name: 'macOS', isMac: true },
  { name: 'Windows and Linux', isMac: false },
];
const table = SHORTCUTS as readonly Shortcut[];

/** Every menu item that has an accelerator, as [the command its click sends, the accelerator]. */
function menuAccelerators(isMac: boolean): Array<[string, string]> {
  let sent: AppCommand | null = null;
  const template = buildMenuTemplate({
    appName: 'Sitemap Studio',
    isMac,
    isDevelopment: true,
    recentFiles: ['/tmp/a.sitemapstudio'],
    send: (command) => void (sent = command),
    clearRecent: () => undefined,
  });
  const all = (items: Item[]): Item[] =>
    items.flatMap((item) => [item, ...(Array.isArray(item.submenu) ? all(item.submenu as Item[]) : [])]);
  return all(template).flatMap((item): Array<[string, string]> => {
    if (!item.accelerator) return [];
    sent = null;
    (item.click as () => void)();
    return [[(sent as AppCommand | null)?.type ?? `(${item.label} sends no command)`, item.accelerator]];
  });
}

const press = (key: string, modifiers: Partial<KeyPress> = {}): KeyPress => ({
  key,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  altKey: false,
  ...modifiers,
});

describe('the shortcut table', () => {
  it.each(PLATFORMS)('holds exactly the accelerators the menus carry on $name', ({ isMac }) => {
    const fromTable = table.flatMap((shortcut): Array<[string, string]> => {
      const accelerator = shortcut.command && acceleratorOf(shortcut.command, isMac);
      return shortcut.command && accelerator ? [[shortcut.command, accelerator]] : [];
    });
    const fromMenu = menuAccelerators(isMac);
    // Preferences is in the app menu on macOS and in Edit elsewhere: each platform has it once.
    expect(fromMenu.sort()).toEqual(fromTable.sort());
  });

  it('gives no accelerator to a command the menu has none for', () => {
    expect(acceleratorOf('help.shortcuts' satisfies PlainCommandType, false)).toBeUndefined();
    expect(acceleratorOf('edit.redo', true)).toBe('Shift+Cmd+Z');
    expect(acceleratorOf('edit.redo', false)).toBe('Ctrl+Y');
  });

  it.each(PLATFORMS)('gives each key combination one meaning per scope on $name', ({ isMac }) => {
    for (const scope of SHORTCUT_SCOPES) {
      const seen = new Map<string, string>();
      for (const shortcut of table.filter((candidate) => candidate.scope === scope)) {
        for (const accelerator of shortcut.keys) {
          const parts = parseAccelerator(onPlatform(accelerator, isMac), isMac);
          const variants = shortcut.shiftExtends ? [parts, { ...parts, shift: true }] : [parts];
          for (const variant of variants) {
            const combination = JSON.stringify(variant);
            expect(seen.get(combination), `${shortcut.id} and ${seen.get(combination)} share ${combination}`).toBe(
              undefined,
            );
            seen.set(combination, shortcut.id);
          }
        }
      }
    }
  });

  it('has unique ids, and only valid modifiers', () => {
    expect(new Set(table.map((shortcut) => shortcut.id)).size).toBe(table.length);
    for (const { isMac } of PLATFORMS) {
      for (const shortcut of table)
        for (const key of shortcut.keys) expect(() => parseAccelerator(onPlatform(key, isMac), isMac)).not.toThrow();
    }
  });
});

describe('matching key presses (the grid and the web host’s File keys)', () => {
  const grid = (key: string, modifiers: Partial<KeyPress> = {}, isMac = false) => {
    const match = matchShortcut(press(key, modifiers), 'grid', isMac);
    return match && `${match.shortcut.id}${match.extend ? ' +extend' : ''}`;
  };

  it('matches the spreadsheet keys with exactly their modifiers', () => {
    expect(grid('ArrowDown')).toBe('grid.move');
    expect(grid('ArrowDown', { shiftKey: true })).toBe('grid.move +extend');
    expect(grid('ArrowUp', { ctrlKey: true })).toBe('grid.jumpToEdge');
    expect(grid('ArrowUp', { ctrlKey: true, shiftKey: true })).toBe('grid.jumpToEdge +extend');
    expect(grid('ArrowUp', { metaKey: true }, true)).toBe('grid.jumpToEdge');
    expect(grid('ArrowRight', { altKey: true, shiftKey: true })).toBe('grid.resizeColumns');
    expect(grid('ArrowUp', { altKey: true, shiftKey: true })).toBeNull();
    expect(grid('Home', { ctrlKey: true, shiftKey: true })).toBe('grid.tableStart +extend');
    expect(grid('=', { ctrlKey: true, altKey: true })).toBe('grid.insertRowsAbove');
    expect(grid('+', { ctrlKey: true, altKey: true, shiftKey: true })).toBe('grid.insertRowsBelow');
    expect(grid('-', { ctrlKey: true, altKey: true })).toBe('grid.deleteRows');
    expect(grid('A', { ctrlKey: true })).toBe('grid.selectAll');
    expect(grid('Enter', { altKey: true })).toBe('grid.openDetails');
    expect(grid('Enter', { shiftKey: true })).toBe('grid.previousRow');
    expect(grid('F10', { shiftKey: true })).toBe('grid.contextMenu');
    expect(grid('Backspace')).toBe('grid.clear');
  });

  it('leaves typed characters to the editor and other platforms’ modifiers alone', () => {
    expect(grid('a')).toBeNull();
    expect(grid('d', { metaKey: true })).toBeNull();
    expect(grid('d', { metaKey: true }, true)).toBe('grid.fillDown');
    expect(grid('d', { ctrlKey: true }, true)).toBeNull();
  });
});

describe('keys as each platform writes them', () => {
  it('writes macOS symbols in their order, and Ctrl+… elsewhere', () => {
    expect(displayAccelerator('CmdOrCtrl+Shift+S', true)).toBe('⇧⌘S');
    expect(displayAccelerator('CmdOrCtrl+Shift+S', false)).toBe('Ctrl+Shift+S');
    expect(displayAccelerator('CmdOrCtrl+Alt+Plus', true)).toBe('⌥⌘+');
    expect(displayAccelerator('Alt+Shift+Left', false)).toBe('Alt+Shift+←');
    expect(displayAccelerator('Shift+Enter', true)).toBe('⇧↩');
  });
});

describe('commandShortcut (the keys a page answers itself)', () => {
  const grid = ['edit.undo', 'edit.redo', 'edit.find'] as const;

  it('finds undo, both redos and find with this platform’s modifier', () => {
    expect(commandShortcut(press('z', { ctrlKey: true }), false, grid)).toBe('edit.undo');
    expect(commandShortcut(press('y', { ctrlKey: true }), false, grid)).toBe('edit.redo');
    expect(commandShortcut(press('Z', { ctrlKey: true, shiftKey: true }), false, grid)).toBe('edit.redo');
    expect(commandShortcut(press('Z', { metaKey: true, shiftKey: true }), true, grid)).toBe('edit.redo');
    expect(commandShortcut(press('f', { metaKey: true }), true, grid)).toBe('edit.find');
  });

  it('ignores the commands it was not given', () => {
    expect(commandShortcut(press('s', { ctrlKey: true }), false, grid)).toBeNull();
    expect(commandShortcut(press('s', { ctrlKey: true }), false, ['file.save'])).toBe('file.save');
  });
});
