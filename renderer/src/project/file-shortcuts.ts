import type { KeyPress } from '../../../shared/accelerator';
import type { AppCommand } from '../../../shared/app-commands';
import { commandShortcut, type PlainCommandType } from '../../../shared/shortcuts';

export type { KeyPress };

/**
 * The File commands the page answers itself where no menu does (useFileShortcuts.ts), and
 * Preferences (Ctrl/Cmd+,), which a page without the menu must open itself as well.
 */
const PAGE_FILE_COMMANDS: readonly PlainCommandType[] = [
  'file.new',
  'file.open',
  'file.save',
  'file.saveAs',
  'file.close',
  'edit.preferences',
];

/** The File command a key press stands for, if any: the File menu's accelerators (shared/shortcuts.ts). */
export function fileShortcut(event: KeyPress, isMac: boolean): AppCommand | null {
  const type = commandShortcut(event, isMac, PAGE_FILE_COMMANDS);
  return type ? { type } : null;
}
