import { parseAccelerator, pressMatches, type KeyPress } from './accelerator';
import type { AppCommand } from './app-commands';

/**
 * Every keyboard shortcut of the app, in one table: the menus take their accelerators from it, the
 * grid and the web host's File keys match key presses against it, and Help › Keyboard Shortcuts
 * lists it, so the three cannot drift apart.
 */

/** Where a shortcut works: anywhere in the app, in the grid, in the find bar, in a cell's editor. */
export type ShortcutScope = 'app' | 'grid' | 'find' | 'editor';
export const SHORTCUT_SCOPES: readonly ShortcutScope[] = ['app', 'grid', 'find', 'editor'];

/** An accelerator in Electron's syntax: one for both platforms ("CmdOrCtrl+S"), or one each. */
export type PlatformAccelerator = string | { readonly mac: string; readonly other: string };

/** A command the menu sends that needs nothing but its name. */
export type PlainCommandType = Exclude<AppCommand, { path: string }>['type'];

export interface Shortcut {
  /** Names the shortcut, and its description: `help.shortcuts.actions.<id>` in the catalogue. */
  readonly id: string;
  readonly scope: ShortcutScope;
  /** The keys that do it; the first is the one the menu shows. */
  readonly keys: readonly PlatformAccelerator[];
  /** The app command it runs (scope 'app'; the menu item's command). */
  readonly command?: PlainCommandType;
  /** The same keys with Shift extend the selection instead of moving it (grid movement). */
  readonly shiftExtends?: boolean;
}

const app = <C extends PlainCommandType>(command: C, ...keys: PlatformAccelerator[]) =>
  ({ id: command, scope: 'app', keys, command }) as const;
const ARROWS = ['Up', 'Down', 'Left', 'Right'];

export const SHORTCUTS = [
  app('file.new', 'CmdOrCtrl+N'),
  app('file.open', 'CmdOrCtrl+O'),
  app('file.save', 'CmdOrCtrl+S'),
  app('file.saveAs', 'CmdOrCtrl+Shift+S'),
  app('file.import', 'CmdOrCtrl+I'),
  app('file.export', 'CmdOrCtrl+E'),
  app('file.close', 'CmdOrCtrl+W'),
  app('edit.undo', 'CmdOrCtrl+Z'),
  // The grid takes the other platform's redo too (useGridCommands.ts).
  app('edit.redo', { mac: 'Shift+Cmd+Z', other: 'Ctrl+Y' }, { mac: 'Cmd+Y', other: 'Ctrl+Shift+Z' }),
  app('edit.find', 'CmdOrCtrl+F'),
  app('edit.preferences', { mac: 'Cmd+,', other: 'Ctrl+,' }),
  app('tools.checkUrls', 'CmdOrCtrl+Shift+K'),
  // The clipboard: Electron's menu roles own these keys, the grid answers the events they raise.
  { id: 'edit.cut', scope: 'app', keys: ['CmdOrCtrl+X'] },
  { id: 'edit.copy', scope: 'app', keys: ['CmdOrCtrl+C'] },
  { id: 'edit.paste', scope: 'app', keys: ['CmdOrCtrl+V'] },

  // The grid's keys when no editor is open, as in a spreadsheet (useGridKeyboard.ts).
  { id: 'grid.move', scope: 'grid', keys: ARROWS, shiftExtends: true },
  { id: 'grid.jumpToEdge', scope: 'grid', keys: ARROWS.map((key) => `CmdOrCtrl+${key}`), shiftExtends: true },
  { id: 'grid.rowStart', scope: 'grid', keys: ['Home'], shiftExtends: true },
  { id: 'grid.rowEnd', scope: 'grid', keys: ['End'], shiftExtends: true },
  { id: 'grid.tableStart', scope: 'grid', keys: ['CmdOrCtrl+Home'], shiftExtends: true },
  { id: 'grid.tableEnd', scope: 'grid', keys: ['CmdOrCtrl+End'], shiftExtends: true },
  { id: 'grid.pageDown', scope: 'grid', keys: ['PageDown'], shiftExtends: true },
  { id: 'grid.pageUp', scope: 'grid', keys: ['PageUp'], shiftExtends: true },
  { id: 'grid.nextCell', scope: 'grid', keys: ['Tab'] },
  { id: 'grid.previousCell', scope: 'grid', keys: ['Shift+Tab'] },
  { id: 'grid.nextRow', scope: 'grid', keys: ['Enter'] },
  { id: 'grid.previousRow', scope: 'grid', keys: ['Shift+Enter'] },
  { id: 'grid.selectAll', scope: 'grid', keys: ['CmdOrCtrl+A'] },
  { id: 'grid.edit', scope: 'grid', keys: ['F2'] },
  { id: 'grid.clear', scope: 'grid', keys: ['Delete', 'Backspace'] },
  { id: 'grid.fillDown', scope: 'grid', keys: ['CmdOrCtrl+D'] },
  { id: 'grid.fillRight', scope: 'grid', keys: ['CmdOrCtrl+R'] },
  // "+" is Shift+= on many layouts, and the numeric keypad's own key.
  { id: 'grid.insertRowsAbove', scope: 'grid', keys: ['CmdOrCtrl+Alt+=', 'CmdOrCtrl+Alt+Plus'] },
  { id: 'grid.insertRowsBelow', scope: 'grid', keys: ['CmdOrCtrl+Alt+Shift+=', 'CmdOrCtrl+Alt+Shift+Plus'] },
  { id: 'grid.deleteRows', scope: 'grid', keys: ['CmdOrCtrl+Alt+-'] },
  { id: 'grid.resizeColumns', scope: 'grid', keys: ['Alt+Shift+Left', 'Alt+Shift+Right'] },
  { id: 'grid.openDetails', scope: 'grid', keys: ['Alt+Enter'] },
  { id: 'grid.contextMenu', scope: 'grid', keys: ['ContextMenu', 'Shift+F10'] },

  // The find bar (FindBar.vue) and a cell's editor (CellEditor.vue).
  { id: 'find.next', scope: 'find', keys: ['Enter'] },
  { id: 'find.previous', scope: 'find', keys: ['Shift+Enter'] },
  { id: 'find.close', scope: 'find', keys: ['Escape'] },
  { id: 'editor.commitDown', scope: 'editor', keys: ['Enter'] },
  { id: 'editor.commitUp', scope: 'editor', keys: ['Shift+Enter'] },
  { id: 'editor.commitRight', scope: 'editor', keys: ['Tab'] },
  { id: 'editor.commitLeft', scope: 'editor', keys: ['Shift+Tab'] },
  { id: 'editor.cancel', scope: 'editor', keys: ['Escape'] },
  { id: 'editor.pick', scope: 'editor', keys: ['Up', 'Down'] },
] as const satisfies readonly Shortcut[];

export type ShortcutId = (typeof SHORTCUTS)[number]['id'];
/** The grid's shortcuts, each of which useGridKeyboard.ts must carry out. */
export type GridShortcutId = Extract<(typeof SHORTCUTS)[number], { scope: 'grid' }>['id'];

/** One platform's spelling of an accelerator. */
export function onPlatform(accelerator: PlatformAccelerator, isMac: boolean): string {
  return typeof accelerator === 'string' ? accelerator : isMac ? accelerator.mac : accelerator.other;
}

/** The accelerator the menu item for `command` carries on this platform, if it has one. */
export function acceleratorOf(command: PlainCommandType, isMac: boolean): string | undefined {
  const shortcut = (SHORTCUTS as readonly Shortcut[]).find((candidate) => candidate.command === command);
  return shortcut?.keys[0] === undefined ? undefined : onPlatform(shortcut.keys[0], isMac);
}

export interface ShortcutMatch {
  shortcut: Shortcut;
  /** Pressed with Shift added to a movement key: extend the selection. */
  extend: boolean;
}

/** The shortcut of `scope` a key press is, if any (of those `accept` lets through). */
export function matchShortcut(
  press: KeyPress,
  scope: ShortcutScope,
  isMac: boolean,
  accept: (shortcut: Shortcut) => boolean = () => true,
): ShortcutMatch | null {
  for (const shortcut of SHORTCUTS as readonly Shortcut[]) {
    if (shortcut.scope !== scope || !accept(shortcut)) continue;
    for (const accelerator of shortcut.keys) {
      const parts = parseAccelerator(onPlatform(accelerator, isMac), isMac);
      if (pressMatches(parts, press)) return { shortcut, extend: false };
      if (shortcut.shiftExtends && pressMatches({ ...parts, shift: true }, press)) return { shortcut, extend: true };
    }
  }
  return null;
}

/** The command a key press stands for, among `commands` (the app's shortcuts a page answers itself). */
export function commandShortcut(
  press: KeyPress,
  isMac: boolean,
  commands: readonly PlainCommandType[],
): PlainCommandType | null {
  const match = matchShortcut(press, 'app', isMac, (shortcut) => commands.includes(shortcut.command!));
  return match?.shortcut.command ?? null;
}
