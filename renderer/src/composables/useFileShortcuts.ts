import { onScopeDispose } from 'vue';
import type { AppCommand } from '../../../shared/app-commands';

/** The File menu's accelerators (electron/main/menu-template.ts), by key with Ctrl/Cmd, and with Shift too. */
const FILE_SHORTCUTS: Record<string, { plain?: AppCommand; shift?: AppCommand }> = {
  n: { plain: { type: 'file.new' } },
  o: { plain: { type: 'file.open' } },
  s: { plain: { type: 'file.save' }, shift: { type: 'file.saveAs' } },
  w: { plain: { type: 'file.close' } },
};

/** The File command a key press stands for, if any. */
export function fileShortcut(event: KeyboardEvent, isMac: boolean): AppCommand | null {
  const mod = isMac ? event.metaKey : event.ctrlKey;
  if (!mod || event.altKey) return null;
  const entry = FILE_SHORTCUTS[event.key.toLowerCase()];
  return (event.shiftKey ? entry?.shift : entry?.plain) ?? null;
}

/**
 * In the app the native menu owns these shortcuts. Where there is no menu (the web host, whose page
 * runs in a plain browser) the page listens for them itself; `enabled` says which is the case.
 */
export function useFileShortcuts(enabled: () => boolean, run: (command: AppCommand) => unknown): void {
  const isMac = navigator.platform.startsWith('Mac');
  const onKeydown = (event: KeyboardEvent): void => {
    if (!enabled() || event.defaultPrevented) return;
    const command = fileShortcut(event, isMac);
    if (!command) return;
    event.preventDefault();
    void run(command);
  };
  window.addEventListener('keydown', onKeydown);
  onScopeDispose(() => window.removeEventListener('keydown', onKeydown));
}
