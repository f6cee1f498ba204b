import type { KeyPress } from '../../../shared/accelerator';
import type { AppCommand } from '../../../shared/app-commands';
import { SHORTCUTS, commandShortcut, type PlainCommandType, type Shortcut } from '../../../shared/shortcuts';

export type { KeyPress };

// Undo and redo belong to a text field while it has the focus (its own history); elsewhere they are
// the project's, as the menu's are: right after a click on a fix, whatever has the focus.
const FOCUS_COMMANDS: readonly PlainCommandType[] = ['edit.undo', 'edit.redo'];

/**
 * Every other command the menu carries an accelerator for (Ctrl+I import, Ctrl+E export,
 * Ctrl+Shift+K check…): the commands the page answers itself where no menu does (useFileShortcuts.ts).
 */
const PAGE_COMMANDS: readonly PlainCommandType[] = (SHORTCUTS as readonly Shortcut[]).flatMap((shortcut) =>
  shortcut.scope === 'app' && shortcut.command && !FOCUS_COMMANDS.includes(shortcut.command) ? [shortcut.command] : [],
);

/**
 * The app command a key press stands for, if any: the menu's accelerators (shared/shortcuts.ts);
 * undo and redo too unless a text field has the focus (`inTextField`).
 */
export function fileShortcut(event: KeyPress, isMac: boolean, inTextField = true): AppCommand | null {
  const type = commandShortcut(event, isMac, inTextField ? PAGE_COMMANDS : [...PAGE_COMMANDS, ...FOCUS_COMMANDS]);
  return type ? { type } : null;
}
