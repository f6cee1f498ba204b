import type { AppCommand } from '../../../shared/app-commands';

/** The parts of a keydown event a shortcut is told by (a KeyboardEvent has them all). */
export interface KeyPress {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}

/**
 * The File menu's accelerators (electron/main/menu-template.ts), by key with Ctrl/Cmd, and with Shift
 * too; and Preferences (Ctrl/Cmd+,), which a page without the menu must open itself as well.
 */
const FILE_SHORTCUTS: Record<string, { plain?: AppCommand; shift?: AppCommand }> = {
  n: { plain: { type: 'file.new' } },
  o: { plain: { type: 'file.open' } },
  s: { plain: { type: 'file.save' }, shift: { type: 'file.saveAs' } },
  w: { plain: { type: 'file.close' } },
  ',': { plain: { type: 'edit.preferences' } },
};

/** The File command a key press stands for, if any. */
export function fileShortcut(event: KeyPress, isMac: boolean): AppCommand | null {
  const mod = isMac ? event.metaKey : event.ctrlKey;
  if (!mod || event.altKey) return null;
  const entry = FILE_SHORTCUTS[event.key.toLowerCase()];
  return (event.shiftKey ? entry?.shift : entry?.plain) ?? null;
}
