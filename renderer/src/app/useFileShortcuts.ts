import { onScopeDispose } from 'vue';
import type { AppCommand } from '../../../shared/app-commands';
import { fileShortcut } from '../ui/file-shortcuts';
import { IS_MAC } from '../ui/platform';

/**
 * In the app the native menu owns these shortcuts. Where there is no menu (the web host, whose page
 * runs in a plain browser) the page listens for them itself; `enabled` says which is the case.
 */
const isTextField = (element: Element | null): boolean =>
  element instanceof HTMLInputElement ||
  element instanceof HTMLTextAreaElement ||
  element?.closest('[contenteditable]') != null;

export function useFileShortcuts(enabled: () => boolean, run: (command: AppCommand) => unknown): void {
  const onKeydown = (event: KeyboardEvent): void => {
    if (!enabled() || event.defaultPrevented) return;
    // The grid answers its own keys (and marks them handled); a text field keeps its own undo.
    const command = fileShortcut(event, IS_MAC, isTextField(document.activeElement));
    if (!command) return;
    event.preventDefault();
    void run(command);
  };
  window.addEventListener('keydown', onKeydown);
  onScopeDispose(() => window.removeEventListener('keydown', onKeydown));
}
