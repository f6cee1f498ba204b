import type { KeyPress } from '../../../shared/accelerator';
import type { AppCommand } from '../../../shared/app-commands';
import { SHORTCUTS, commandShortcut, type PlainCommandType, type Shortcut } from '../../../shared/shortcuts';

export type { KeyPress };

// Undo and redo stay with whoever has the focus: the grid's history or a text field's own.
const FOCUS_COMMANDS: readonly PlainCommandType[] = ['edit.undo', 'edit.redo'];

/**
 * Every other command the menu carries an accelerator for (Ctrl+I import, Ctrl+E export,
 * Ctrl+Shift+K check…): the commands the page answers itself where no menu does (useFileShortcuts.ts).
 */
const PAGE_COMMANDS: readonly PlainCommandType[] = (SHORTCUTS as readonly Shortcut[]).flatMap((shortcut) =>
  shortcut.scope === 'app' && shortcut.command && !FOCUS_COMMANDS.includes(shortcut.command) ? [shortcut.command] : [],
);

/** The app command a key press stands for, if any: the menu's accelerators (shared/shortcuts.ts). */
export function fileShortcut(event: KeyPress, isMac: boolean): AppCommand | null {
  const type = commandShortcut(event, isMac, PAGE_COMMANDS);
  return type ? { type } : null;
}
